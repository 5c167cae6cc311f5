/// A tuple of views listed in its own stead: a container whose content is a `TupleView` (a
/// stack's `{ A; B }`, a `Group`'s, an optional's `if … { A; B }`, a conditional's branch) lists
/// the tuple's elements as its children, and no node is made for the tuple.
///
/// The tuple's type is fixed by the container's type, so its elements keep their positions
/// (and so their nodes and state) exactly as they did below a tuple node; layout flattened the
/// tuple's node into the container anyway. A tuple node cost about as much as a node that
/// draws (its update, behaviour, children list, layout-children and toolbar bookkeeping).
/// Elements that are conditionals are listed as the views of their branches (see
/// `ConditionalBranchPath`).

/// Reads the elements of a tuple view given as `any View` (a `TupleView<T>` for the `T` the
/// reader was made for), without a dynamic cast.
@MainActor protocol TupleElementsReader {
    func elements(of tuple: any View) -> ChildViews
}

/// A `TupleView` type, which makes its `TupleElementsReader` (asked once per type).
protocol TupleElementsReading {
    @MainActor static func makeElementsReader() -> any TupleElementsReader
}

extension TupleView: TupleElementsReading {
    @MainActor static func makeElementsReader() -> any TupleElementsReader { TupleReader<Self>() }
}

private final class TupleReader<Tuple: TupleViewChildren & View>: TupleElementsReader {
    /// The resolvers of the elements that are conditionals, by position, found at the first
    /// read (the elements' types are fixed by the tuple's type); nil when none is.
    private var resolvers: [(any ConditionalResolver)?]?
    private var hasReadElements = false

    func elements(of tuple: any View) -> ChildViews {
        ViewValue.withValue(of: tuple, as: Tuple.self) { tuple in
            let views = tuple.tupleChildren
            if !hasReadElements { findResolvers(views) }
            guard let resolvers else { return ChildViews(views) }
            var resolved = views
            var identities = [AnyHashable?](repeating: nil, count: views.count)
            for index in views.indices {
                guard let resolver = resolvers[index] else { continue }
                (resolved[index], identities[index]) = resolver.resolveWithIdentity(views[index])
            }
            return ChildViews(resolved, identities: identities)
        }
    }

    private func findResolvers(_ views: [any View]) {
        hasReadElements = true
        var found: [(any ConditionalResolver)?] = []
        var any = false
        for view in views {
            let resolver = ViewTypeInfo.of(view).conditionalResolver
            if resolver != nil { any = true }
            found.append(resolver)
        }
        resolvers = any ? found : nil
    }
}

extension ViewNode {
    /// The child views to list for `content`, this node's statically typed content in `slot`
    /// (see `ViewTypeInfo.contentKind(of:slot:)`): a tuple's elements (unless `listsTuple` is
    /// false: a modifier's content is one child), the taken branch's view of a conditional
    /// (unless `resolvesConditional` is false: a conditional's own branches keep its
    /// identities), else `content` itself.
    func contentViews(_ content: any View, slot: Int = 0, listsTuple: Bool = true, resolvesConditional: Bool = true) -> ChildViews {
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
        }
    }
}
