/// A view created from a swift tuple of view values.
nonisolated public struct TupleView<T>: View {
    public typealias Body = Never
    /// The tuple of views.
    public var value: T
    /// The elements of `value`, type-erased, in order.
    let children: [any View]

    /// Creates a tuple view; its elements must be views to be displayed.
    public init(_ value: T) {
        self.value = value
        self.children = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

    @usableFromInline init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }
}
