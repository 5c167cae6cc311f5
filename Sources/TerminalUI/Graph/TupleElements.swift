/// A tuple of views listed in its own stead: a container whose content is a `TupleView` (a
/// stack's `{ A; B }`, a `Group`'s, an optional's `if … { A; B }`, a conditional's branch) lists
/// the tuple's elements as its children, and no node is made for the tuple.
///
/// The tuple's type is fixed by the container's type, so its elements keep their positions
/// (and so their nodes and state) exactly as they did below a tuple node; layout flattened the
/// tuple's node into the container anyway. A tuple node cost about as much as a node that
/// draws (its update, behaviour, children list, layout-children and toolbar bookkeeping).
/// Elements that are conditionals, optionals or tuples are listed as the views they stand for
/// (see `ContentListing`).

/// Reads the elements of a tuple view given as `any View` (a `TupleView<T>` for the `T` the
/// reader was made for), without a dynamic cast.
@MainActor protocol TupleElementsReader: AnyObject {
    /// The views `tuple` stands for as a container's content (see `ContentListing`).
    func elements(of tuple: any View) -> ChildViews
    /// Lists the views `tuple` stands for at `path` (a tuple in a tuple or an optional).
    func append(elementsOf tuple: any View, at path: ListingPath, to listing: inout ContentListing)
    /// Whether the views of `tuple`, a value of the reader's type, vary in number (an element
    /// is an optional, or a tuple whose views do).
    func varies(_ tuple: any View) -> Bool
}

/// A `TupleView` type, which makes its `TupleElementsReader` (asked once per type).
protocol TupleElementsReading {
    @MainActor static func makeElementsReader() -> any TupleElementsReader
}

extension TupleView: TupleElementsReading {
    @MainActor static func makeElementsReader() -> any TupleElementsReader { TupleReader<Self>() }
}

private final class TupleReader<Tuple: TupleViewChildren & View>: TupleElementsReader {
    /// What each element is, by position, found at the first read (the elements' types are
    /// fixed by the tuple's type); nil when every element is a single view.
    private var kinds: [ViewTypeInfo.ContentKind]?
    /// Whether the elements' views vary in number (see `ContentListing`).
    private var elementsVary = false
    private var hasReadElements = false

    func elements(of tuple: any View) -> ChildViews {
        ViewValue.withValue(of: tuple, as: Tuple.self) { tuple in
            let views = tuple.tupleChildren
            if !hasReadElements { findKinds(views) }
            // A tuple too long for the paths of a listing that varies lists its elements as
            // they are (each optional or conditional a node).
            guard let kinds, !elementsVary || views.count < 255 else { return ChildViews(views) }
            var listing = ContentListing(varies: elementsVary, capacity: views.count)
            appendElements(views, kinds: kinds, at: ListingPath(), to: &listing)
            return listing.childViews
        }
    }

    func append(elementsOf tuple: any View, at path: ListingPath, to listing: inout ContentListing) {
        ViewValue.withValue(of: tuple, as: Tuple.self) { value in
            let views = value.tupleChildren
            if !hasReadElements { findKinds(views) }
            if listing.varies, !path.hasRoom(forElementsOf: views.count) { return listing.appendLeaf(tuple, at: path) }
            appendElements(views, kinds: kinds, at: path, to: &listing)
        }
    }

    func varies(_ tuple: any View) -> Bool {
        if !hasReadElements { ViewValue.withValue(of: tuple, as: Tuple.self) { findKinds($0.tupleChildren) } }
        return elementsVary
    }

    private func appendElements(_ views: [any View], kinds: [ViewTypeInfo.ContentKind]?, at path: ListingPath, to listing: inout ContentListing) {
        for index in views.indices {
            let elementPath = listing.varies ? path.enteringElement(index) : path
            if let kinds {
                listing.append(views[index], kind: kinds[index], at: elementPath)
            } else {
                listing.appendLeaf(views[index], at: elementPath)
            }
        }
    }

    private func findKinds(_ views: [any View]) {
        hasReadElements = true
        var found: [ViewTypeInfo.ContentKind] = []
        var allSingle = true
        for view in views {
            let kind = ViewTypeInfo.of(view).listingKind
            switch kind {
            case .single: break
            case .conditional: allSingle = false
            case .optional: allSingle = false; elementsVary = true
            case .tuple(let reader):
                allSingle = false
                if reader.varies(view) { elementsVary = true }
            }
            found.append(kind)
        }
        kinds = allSingle ? nil : found
    }
}

extension ViewNode {
    /// The child views to list for `content`, this node's statically typed content in `slot`
    /// (see `ViewTypeInfo.contentKind(of:slot:)` and `ContentListing`): a tuple's elements
    /// (unless `listsTuple` is false: a modifier's content or a body is one child), the taken
    /// branch's view of a conditional (unless `resolvesConditional` is false: a conditional's
    /// own branches keep its identities), an optional's view or nothing (unless
    /// `listsOptional` is false: a primitive modifier has one child), else `content` itself.
    func contentViews(_ content: any View, slot: Int = 0, listsTuple: Bool = true, resolvesConditional: Bool = true,
                      listsOptional: Bool = true) -> ChildViews {
        if typeInfo.isSingleContent(content, slot: slot) { return ChildViews(content) }
        switch typeInfo.contentKind(of: content, slot: slot) {
        case .single:
            return ChildViews(content)
        case .tuple(let reader):
            return listsTuple ? reader.elements(of: content) : ChildViews(content)
        case .conditional(let resolver):
            guard resolvesConditional else { return ChildViews(content) }
            let (view, identity) = resolver.resolveWithIdentity(content)
            return ChildViews(view, identity: identity)
        case .optional(let lister):
            return listsOptional ? lister.views(of: content, listsTuple: listsTuple) : ChildViews(content)
        }
    }
}
