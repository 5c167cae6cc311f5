/// A result builder that constructs views from closures, as in Apple's SwiftUI.
///
/// Its functions are `@inlinable`, so that a body in another module (the SDK, an app) builds
/// its views with the concrete types it knows: called across the module boundary, each ran
/// unspecialized and had the runtime build the tuple and `TupleView` or `_ConditionalContent`
/// types it returns (a type lookup each, about 400 instructions per `buildBlock`).
@resultBuilder public struct ViewBuilder {
    /// Passes a single view written as a child view through unmodified.
    @inlinable public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// Builds an empty view from a block containing no statements.
    @inlinable public static func buildBlock() -> EmptyView { EmptyView() }

    /// Passes a single view written as a child view through unmodified.
    @inlinable public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Combines several child views into one `TupleView`.
    @_disfavoredOverload
    @inlinable public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var count = 0
        for _ in repeat each content { count += 1 }
        var children: [any View] = []
        children.reserveCapacity(count)
        for child in repeat each content { children.append(child) }
        return TupleView(value: (repeat each content), children: children)
    }

    /// Produces an optional view for conditional statements without an `else`.
    @inlinable public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// Produces content for a conditional statement in a multi-statement closure (true branch).
    @inlinable public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// Produces content for a conditional statement in a multi-statement closure (false branch).
    @inlinable public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Processes view content for a conditional compiler-control statement that performs an availability check.
    @inlinable public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
