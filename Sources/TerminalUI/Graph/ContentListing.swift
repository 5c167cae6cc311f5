/// The views a container's statically typed content stands for among its children: a tuple
/// is listed as its elements, a conditional as the view of the branch it takes, an optional
/// (`if` without `else`) as nothing or its view; none of them makes a node. Layout flattened
/// their nodes into the container anyway.
///
/// Identities. A listed view's identity names where it sits (`ConditionalBranchPath`). While no
/// optional is among them, the container's content lists the same number of views every time,
/// so they are matched by position: a view that no branch led to has none. A listing holding
/// an optional varies in length (the views after an absent optional move up), so every view in
/// it has an identity naming its path, tuple elements included, and the container matches its
/// children by identity (`ViewNode.reconcileChildren(matchingIdentities:environment:)`): an
/// optional's view that disappears and appears again is a new node (its state, `onAppear` and
/// `onDisappear` as below an optional node), and its neighbours keep theirs.
///
/// An optional keeps its node where it holds a view that reconciles its children itself
/// (`ForEach`, an `if`/`else` with a tuple for a branch, another optional), in a primitive
/// modifier's content, and where the path has no room left (more than 31 branches or 8 tuples
/// deep, or an element past the 254th).
struct ContentListing {
    /// Whether the listing varies in length (it holds an optional): every view then has an
    /// identity naming its path.
    let varies: Bool
    /// Whether a tuple is listed as its elements (not in a composite view's body, which has one
    /// child, nor in a modifier's content).
    let listsTuple: Bool
    private(set) var views: [any View] = []
    private(set) var identities: [AnyHashable?] = []

    init(varies: Bool, listsTuple: Bool = true, capacity: Int) {
        self.varies = varies
        self.listsTuple = listsTuple
        views.reserveCapacity(capacity)
        identities.reserveCapacity(capacity)
    }

    /// The listed views, matched by identity when the listing varies in length.
    var childViews: ChildViews { ChildViews(views, identities: identities, matchesByIdentity: varies) }

    /// Lists `view`, of a type whose kind is `kind`, at `path`.
    @MainActor mutating func append(_ view: any View, kind: ViewTypeInfo.ContentKind, at path: ListingPath) {
        switch kind {
        case .single:
            appendLeaf(view, at: path)
        case .conditional(let resolver):
            guard path.hasRoom(forBranches: resolver.depth) else { return appendLeaf(view, at: path) }
            let (branch, bits) = resolver.resolve(view)
            appendLeaf(branch, at: path.takingBranches(bits))
        case .optional(let lister):
            guard let inner = path.enteringOptional() else { return appendLeaf(view, at: path) }
            guard let wrapped = lister.wrapped(of: view) else { return }
            append(wrapped, kind: lister.wrappedKind, at: inner)
        case .tuple(let reader):
            guard listsTuple else { return appendLeaf(view, at: path) }
            reader.append(elementsOf: view, at: path, to: &self)
        }
    }

    /// Lists `view` itself (it gets a node) at `path`.
    @MainActor mutating func appendLeaf(_ view: any View, at path: ListingPath) {
        views.append(view)
        identities.append(varies || path.bits != 0 ? path.identity.anyHashable : nil)
    }
}

/// The steps from a content down to a listed view, kept as `ConditionalBranchPath` keeps them
/// (tuple elements only in a listing that varies in length).
struct ListingPath {
    private(set) var bits: UInt64 = 0
    private var bitCount = 0
    private var elements: UInt64 = 0
    private var elementBitCount = 0

    /// The path of an optional's view, the optional being the content.
    static var optionalView: ListingPath {
        var path = ListingPath()
        path.bits = 3
        path.bitCount = 2
        return path
    }

    /// The identity of a view at this path.
    var identity: ConditionalBranchPath { ConditionalBranchPath(bits: bits, elements: elements) }

    /// Whether `depth` nested conditionals fit after this path.
    func hasRoom(forBranches depth: Int) -> Bool { bitCount + 2 * depth <= 64 }

    /// Whether an element of a tuple of `count` fits after this path.
    func hasRoom(forElementsOf count: Int) -> Bool { elementBitCount + 8 <= 64 && count < 255 }

    /// This path, then the branches a resolved conditional took (`ConditionalResolver.resolve`).
    func takingBranches(_ taken: UInt64) -> ListingPath {
        var path = self
        path.bits |= taken << UInt64(bitCount)
        path.bitCount = 64
        return path
    }

    /// This path, then an optional's view; nil when the path has no room for the step.
    func enteringOptional() -> ListingPath? {
        guard hasRoom(forBranches: 1) else { return nil }
        var path = self
        path.bits |= 3 << UInt64(bitCount)
        path.bitCount += 2
        return path
    }

    /// This path, then element `index` of a tuple (see `hasRoom(forElementsOf:)`).
    func enteringElement(_ index: Int) -> ListingPath {
        var path = self
        path.elements |= UInt64(index + 1) << UInt64(elementBitCount)
        path.elementBitCount += 8
        return path
    }
}

/// Reads an optional view type's values given as `any View` without a cast (see
/// `ViewTypeInfo.optionalLister`).
@MainActor protocol OptionalLister {
    /// What the wrapped view is (`.single`, `.conditional` or `.tuple`).
    var wrappedKind: ViewTypeInfo.ContentKind { get }
    /// The wrapped view of `optional`, a value of the lister's type, if there is one.
    func wrapped(of optional: any View) -> (any View)?
}

extension OptionalLister {
    /// The views `optional`, a container's content, stands for (see `ContentListing`): one view
    /// (the common case) is listed without arrays.
    func views(of optional: any View, listsTuple: Bool) -> ChildViews {
        guard let wrapped = wrapped(of: optional) else { return .none }
        let present = ListingPath.optionalView
        switch wrappedKind {
        case .single:
            return ChildViews(wrapped, identity: present.identity.anyHashable)
        case .conditional(let resolver):
            // Nested conditionals are at most 31 deep (`ConditionalResolving.makeResolver`).
            let (branch, bits) = resolver.resolve(wrapped)
            return ChildViews(branch, identity: present.takingBranches(bits).identity.anyHashable)
        default:
            var listing = ContentListing(varies: true, listsTuple: listsTuple, capacity: 4)
            listing.append(wrapped, kind: wrappedKind, at: present)
            return listing.childViews
        }
    }
}

/// An optional view type, which makes its `OptionalLister` (asked once per type).
protocol OptionalListing {
    /// The lister of this type's values; nil when the wrapped view reconciles its children
    /// itself (`ForEach`, a conditional with a tuple for a branch) or is an optional.
    @MainActor static func makeLister() -> (any OptionalLister)?
}

extension Optional: OptionalListing where Wrapped: View {
    @MainActor static func makeLister() -> (any OptionalLister)? {
        let kind = ViewTypeInfo.of(type: Wrapped.self).listingKind
        switch kind {
        case .optional: return nil
        // Any custom-reconciling view, not only a group-reconciling one: the optional gets a
        // node of its own (`OptionalUpdater`), which a group-reconciling view (`ForEach`, a
        // conditional with a tuple for a branch) reconciles itself, and below which the others
        // (a scroll view, a `GeometryReader`) get a node of their kind.
        case .single where Wrapped.self is any CustomReconciling.Type: return nil
        default: return OptionalViewLister<Self>(wrappedKind: kind)
        }
    }
}

/// The lister of one optional type (generic over the whole type, see `OptionalUpdater`).
private struct OptionalViewLister<Value: OptionalContent & View>: OptionalLister {
    let wrappedKind: ViewTypeInfo.ContentKind

    func wrapped(of optional: any View) -> (any View)? {
        ViewValue.withValue(of: optional, as: Value.self) { $0.wrappedView }
    }
}
