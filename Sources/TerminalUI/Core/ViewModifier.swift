/// A modifier applied to a view or another modifier, producing a different version of it.
@MainActor @preconcurrency public protocol ViewModifier {
    /// The type of view representing the body.
    associatedtype Body: View
    /// The content view type passed to `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>
    /// Returns the current body of the modifier, given its content.
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
    /// Built-in modifiers have no body: the engine applies them directly.
    @MainActor @preconcurrency public func body(content: Self.Content) -> Self.Body {
        fatalError("\(Self.self) is a primitive modifier and has no body")
    }
}

/// The content a `ViewModifier` receives: a proxy for the view the modifier was applied to.
@MainActor @preconcurrency public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    /// The view the modifier was applied to.
    let content: any View
    init(content: any View) { self.content = content }
}

/// A modifier that does nothing.
nonisolated public struct EmptyModifier: ViewModifier, Sendable {
    public typealias Body = Never
    /// The identity modifier.
    public static let identity = EmptyModifier()
    public init() {}
}

/// A value with a modifier applied to it.
nonisolated public struct ModifiedContent<Content, Modifier> {
    /// Modified content has no body: the engine applies the modifier directly.
    public typealias Body = Never
    /// The content that the modifier transforms into a new view or new view modifier.
    public var content: Content
    /// The view modifier.
    public var modifier: Modifier
    /// A structure that the modifier transforms into a new view or new view modifier.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// A modified view is drawn by the engine; it has no body.
    @MainActor @preconcurrency public var body: ModifiedContent<Content, Modifier>.Body {
        fatalError("ModifiedContent is a primitive view and has no body")
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

extension View {
    /// Applies a modifier to a view and returns a new view.
    @inlinable nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// Returns a new modifier that is the result of concatenating `self` with `modifier`.
    @inlinable nonisolated public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
