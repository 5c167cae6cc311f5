/// A type that applies standard interaction behavior and a custom appearance to all buttons
/// within a view hierarchy.
@MainActor @preconcurrency public protocol ButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// Creates a view that represents the body of a button.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a button.
nonisolated public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    @MainActor @preconcurrency public struct Label: View {
        public typealias Body = Never
        let content: any View
    }
    /// An optional semantic role that describes the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of pressing the button.
    public let label: ButtonStyleConfiguration.Label
    /// Whether the user is currently pressing the button (never, in a terminal).
    public let isPressed: Bool
}

/// A type that applies custom interaction behavior and a custom appearance to all buttons
/// within a view hierarchy. The style's body replaces the button's label; `trigger()` runs the
/// button's action (Enter, Space or a click on the focused button run it too).
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// Creates a view that represents the body of a button.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// The properties of a button, for a `PrimitiveButtonStyle`.
nonisolated public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased label of a button.
    @MainActor @preconcurrency public struct Label: View {
        public typealias Body = Never
        let content: any View
    }
    /// An optional semantic role describing the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of calling the button's action.
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: @MainActor () -> Void

    /// Performs the button's action. Nonisolated as Apple's; the action runs on the main
    /// actor, and calling this elsewhere stops the program.
    public func trigger() {
        let action = self.action
        MainActor.assumeIsolated { action() }
    }
}

/// A button style that doesn't style or decorate its content while idle.
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// Creates the button style.
    @MainActor @preconcurrency public init() {}
    /// Creates a view that represents the body of a button (its label).
    @MainActor @preconcurrency public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button style that doesn't apply a border.
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// Creates the button style.
    @MainActor @preconcurrency public init() {}
    /// Creates a view that represents the body of a button (its label).
    @MainActor @preconcurrency public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The default button style.
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// Creates the button style.
    @MainActor @preconcurrency public init() {}
    /// Creates a view that represents the body of a button (its label).
    @MainActor @preconcurrency public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button style that doesn't style or decorate its content while idle.
    @MainActor @preconcurrency public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button style that doesn't apply a border.
    @MainActor @preconcurrency public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style, based on the button's context.
    @MainActor @preconcurrency public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
