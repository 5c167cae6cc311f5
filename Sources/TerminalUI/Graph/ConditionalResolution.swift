/// An `if`/`else` listed as the view of the branch it takes: where a container's statically
/// typed content (a composite view's or custom modifier's body, a stack's or `Group`'s content
/// or tuple element, a primitive modifier's content) is a `_ConditionalContent` whose branches
/// are single views (or such conditionals, nested), the container lists the taken branch's
/// view with an identity naming the branches taken (`ConditionalBranchPath`), and no node is
/// made for the conditional. Taking another branch changes the identity, so the branch's
/// subtree is replaced, its state and `onAppear` started again, as below a conditional node;
/// layout flattened the conditional's node into the container anyway.
///
/// A conditional with a tuple for a branch keeps its node (which lists the tuple's elements),
/// and so does one in a place whose views are not of fixed types (`AnyView`, toolbar content).
/// An `if` without `else` is listed likewise (see `ContentListing`).

/// Where a listed view sits in its container's content: the branches taken through nested
/// conditionals and optionals, two bits per step, the outermost lowest (1: a conditional's true
/// branch, 2: its false one, 3: an optional's view), and, in a listing whose length varies
/// (it holds an optional, see `ContentListing`), the tuple elements entered, eight bits per
/// step (the element's index + 1), the outermost lowest. A type of its own, so that it never
/// equals an identity an app gives (`.id(_:)`, `ScrollViewProxy.scrollTo`).
struct ConditionalBranchPath: Hashable {
    let bits: UInt64
    var elements: UInt64 = 0

    /// The outermost tuple element entered to `identity` (its index + 1; 0 when none was, or
    /// `identity` is no path).
    static func outermostElement(of identity: AnyHashable?) -> UInt64 {
        guard let path = identity?.base as? ConditionalBranchPath else { return 0 }
        return path.elements & 0xFF
    }

    /// `AnyHashable(self)`, made once for each short path (branch bits below 64, tuple elements
    /// below 16): making an `AnyHashable` asks the runtime whether the type has a custom
    /// representation (a conformance lookup, some hundreds of instructions), and a view's
    /// branch identity is made each time its container lists its content (every update).
    @MainActor var anyHashable: AnyHashable {
        guard bits < 64, elements < 16 else { return AnyHashable(self) }
        let index = Int(elements << 6 | bits)
        if let made = Self.madeIdentities[index] { return made }
        let made = AnyHashable(self)
        Self.madeIdentities[index] = made
        return made
    }

    /// The identities `anyHashable` made, by `elements << 6 | bits`.
    @MainActor private static var madeIdentities = [AnyHashable?](repeating: nil, count: 1024)
}

/// Finds the view of the branch a value of one conditional type takes (see
/// `ViewTypeInfo.conditionalResolver`).
@MainActor protocol ConditionalResolver {
    /// How many conditionals deep the branches go (1: no conditional in a branch).
    var depth: Int { get }
    /// The view of the branch `conditional` takes, and the branches taken to it
    /// (`ConditionalBranchPath.bits`).
    func resolve(_ conditional: any View) -> (view: any View, bits: UInt64)
}

extension ConditionalResolver {
    /// The view of the branch `conditional` takes, and its identity.
    func resolveWithIdentity(_ conditional: any View) -> (view: any View, identity: AnyHashable) {
        let (view, bits) = resolve(conditional)
        return (view, ConditionalBranchPath(bits: bits).anyHashable)
    }
}

/// A conditional view type (`_ConditionalContent`).
protocol ConditionalResolving: View {
    /// The resolver of this type's values: nil when a branch is a tuple, or the conditionals
    /// nest too deep for the branch path.
    @MainActor static func makeResolver() -> (any ConditionalResolver)?
}

/// The storage of a conditional type's values (`_ConditionalContent.Storage`, its only stored
/// property): the taken branch is read from it.
///
/// A resolver keeps the storage type (looked up once per conditional type) and reads a value's
/// storage as that type: code generic over the conditional type that switched over its
/// `storage` had the runtime look the storage's type up by its generic arguments on every call
/// (~180 instructions a conditional listed).
@MainActor protocol ConditionalBranchStorage {
    /// The view of the branch this storage holds and the branches taken to it, given the
    /// resolvers of branches that are conditionals themselves.
    func takenBranch(trueNested: (any ConditionalResolver)?, falseNested: (any ConditionalResolver)?) -> (view: any View, bits: UInt64)
}

extension _ConditionalContent: ConditionalResolving where TrueContent: View, FalseContent: View {
    @MainActor static func makeResolver() -> (any ConditionalResolver)? {
        let trueInfo = ViewTypeInfo.of(type: TrueContent.self), falseInfo = ViewTypeInfo.of(type: FalseContent.self)
        if trueInfo.tupleElements != nil || falseInfo.tupleElements != nil { return nil }
        let depth = 1 + max(trueInfo.conditionalResolver?.depth ?? 0, falseInfo.conditionalResolver?.depth ?? 0)
        if depth > 31 { return nil }
        return ConditionalContentResolver<Self>(depth: depth, storageType: Storage.self, trueNested: trueInfo.conditionalResolver,
                                                falseNested: falseInfo.conditionalResolver)
    }
}

extension _ConditionalContent.Storage: ConditionalBranchStorage where TrueContent: View, FalseContent: View {
    func takenBranch(trueNested: (any ConditionalResolver)?, falseNested: (any ConditionalResolver)?) -> (view: any View, bits: UInt64) {
        switch self {
        case .trueContent(let view):
            guard let trueNested else { return (view, 1) }
            let (inner, bits) = trueNested.resolve(view)
            return (inner, 1 | bits << 2)
        case .falseContent(let view):
            guard let falseNested else { return (view, 2) }
            let (inner, bits) = falseNested.resolve(view)
            return (inner, 2 | bits << 2)
        }
    }
}

/// The resolver of one conditional type (generic over the whole type: naming
/// `_ConditionalContent<T, F>` here would have the runtime look it up on every call).
private struct ConditionalContentResolver<Conditional: ConditionalResolving>: ConditionalResolver {
    let depth: Int
    /// The type of `Conditional`'s storage, its only stored property (see
    /// `ConditionalBranchStorage`).
    let storageType: any ConditionalBranchStorage.Type
    let trueNested: (any ConditionalResolver)?
    let falseNested: (any ConditionalResolver)?

    func resolve(_ conditional: any View) -> (view: any View, bits: UInt64) {
        func read<Storage: ConditionalBranchStorage>(_: Storage.Type) -> (view: any View, bits: UInt64) {
            ViewValue.withValue(of: conditional, as: Conditional.self) { value in
                ViewValue.withField(of: value, at: 0, as: Storage.self) {
                    $0.takenBranch(trueNested: trueNested, falseNested: falseNested)
                }
            }
        }
        return read(storageType)
    }
}
