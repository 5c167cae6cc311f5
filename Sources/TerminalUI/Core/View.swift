/// A piece of user interface, described by its `body`, as in Apple's SwiftUI.
///
/// Views are plain values. The engine keeps a retained graph of nodes behind them
/// (see `ViewHost`); a view's `body` is re-evaluated only when state it depends on changes.
@MainActor @preconcurrency public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content and behaviour of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    /// `Never` has no body; asking for it is a programming error.
    nonisolated public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Built-in views have no body: the engine draws them directly.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
