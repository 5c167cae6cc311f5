/// A view that doesn't contain any content.
nonisolated public struct EmptyView: View, Sendable {
    public typealias Body = Never
    /// Creates an empty view.
    public init() {}
}
