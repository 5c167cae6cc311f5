/// A tuple of views listed in its own stead: a container whose content is a `TupleView` (a
/// stack's `{ A; B }`, a `Group`'s, an optional's `if … { A; B }`, a conditional's branch) lists
/// the tuple's elements as its children, and no node is made for the tuple.
///
/// The tuple's type is fixed by the container's type, so its elements keep their positions
/// (and so their nodes and state) exactly as they did below a tuple node; layout flattened the
/// tuple's node into the container anyway. A tuple node cost about as much as a node that
/// draws (its update, behaviour, children list, layout-children and toolbar bookkeeping).

/// Reads the elements of a tuple view given as `any View` (a `TupleView<T>` for the `T` the
/// reader was made for), without a dynamic cast.
@MainActor protocol TupleElementsReader {
    func elements(of tuple: any View) -> [any View]
}

/// A `TupleView` type, which makes its `TupleElementsReader` (asked once per type).
protocol TupleElementsReading {
    @MainActor static var elementsReader: any TupleElementsReader { get }
}

extension TupleView: TupleElementsReading {
    @MainActor static var elementsReader: any TupleElementsReader { TupleReader<Self>() }
}

private struct TupleReader<Tuple: TupleViewChildren & View>: TupleElementsReader {
    func elements(of tuple: any View) -> [any View] {
        ViewValue.withValue(of: tuple, as: Tuple.self) { $0.tupleChildren }
    }
}

extension ViewNode {
    /// The child views to list for `content`, this node's statically typed content in `slot`
    /// (see `ViewTypeInfo.tupleReader(ofContent:slot:)`): a tuple's elements, else `content`.
    func contentViews(_ content: any View, slot: Int = 0) -> ChildViews {
        if let reader = typeInfo.tupleReader(ofContent: content, slot: slot) {
            return ChildViews(reader.elements(of: content))
        }
        return ChildViews(content)
    }
}
