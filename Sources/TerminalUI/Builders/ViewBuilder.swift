/// A result builder that constructs views from closures, as in Apple's SwiftUI.
@resultBuilder public struct ViewBuilder {
    /// Passes a single view written as a child view through unmodified.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// Builds an empty view from a block containing no statements.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// Passes a single view written as a child view through unmodified.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Combines several child views into one `TupleView`.
    @_disfavoredOverload
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [any View] = []
        for child in repeat each content { children.append(child) }
        return TupleView(value: (repeat each content), children: children)
    }

    /// Produces an optional view for conditional statements without an `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// Produces content for a conditional statement in a multi-statement closure (true branch).
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// Produces content for a conditional statement in a multi-statement closure (false branch).
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Processes view content for a conditional compiler-control statement that performs an availability check.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
