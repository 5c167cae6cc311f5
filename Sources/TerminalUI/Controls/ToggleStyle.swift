/// The appearance and interaction of all toggles within a view hierarchy. The built-in styles
/// draw `[x] Title` (`automatic`), `Title (on)` (`switch`) and `[Title]` when on (`button`); a
/// custom style's body replaces the toggle (it handles its own interaction, usually with a
/// `Button` that flips `configuration.isOn`).
@MainActor @preconcurrency public protocol ToggleStyle {
    /// A view that represents the appearance and interaction of a toggle.
    associatedtype Body: View
    /// Creates a view that represents the body of a toggle.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a toggle instance.
    typealias Configuration = ToggleStyleConfiguration
}

/// The properties of a toggle instance.
nonisolated public struct ToggleStyleConfiguration {
    /// A type-erased label of a toggle.
    @MainActor @preconcurrency public struct Label: View {
        public typealias Body = Never
        let content: any View
    }
    /// A view that describes the effect of switching the toggle between states.
    public let label: ToggleStyleConfiguration.Label
    /// A binding to a state property that indicates whether the toggle is on.
    @Binding public var isOn: Bool
    /// Whether the toggle represents several values that are not all the same (never, for a
    /// toggle of one value).
    public var isMixed: Bool
}

extension ToggleStyleConfiguration.Label: PrimitiveView {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior { PassthroughBehavior.reusing(existing) }
    @MainActor func childViews(node: ViewNode) -> ChildViews { ChildViews(content) }
}

/// The default toggle style: a check box before the label, `[x] Title`.
nonisolated public struct DefaultToggleStyle: ToggleStyle {
    /// Creates a default toggle style.
    public init() {}
    /// Creates a view that represents the body of a toggle.
    nonisolated public func makeBody(configuration: Configuration) -> some View {
        ToggleControl(configuration: configuration, look: .checkBox)
    }
}

/// A toggle style that displays a leading label and a trailing switch: `Title (on)`.
nonisolated public struct SwitchToggleStyle: ToggleStyle {
    /// Creates a switch toggle style.
    public init() {}
    /// Creates a view that represents the body of a toggle switch.
    @MainActor @preconcurrency public func makeBody(configuration: Configuration) -> some View {
        ToggleControl(configuration: configuration, look: .switch)
    }
}

/// A toggle style that displays as a button with its label as a title: `[Title]` when on,
/// ` Title ` when off.
nonisolated public struct ButtonToggleStyle: ToggleStyle {
    /// Creates a button toggle style.
    public init() {}
    /// Creates a view that represents the body of a toggle button.
    nonisolated public func makeBody(configuration: Configuration) -> some View {
        ToggleControl(configuration: configuration, look: .button)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default toggle style.
    @MainActor @preconcurrency public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A toggle style that displays a leading label and a trailing switch.
    @MainActor @preconcurrency public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle style that displays as a button with its label as a title.
    @MainActor @preconcurrency public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension View {
    /// Sets the style for toggles in a view hierarchy.
    nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return modifier(_EnvironmentModifier { $0.toggleStyle = AnyToggleStyle(style) })
    }
}

/// A type-erased toggle style kept in the environment (see `AnyButtonStyle`).
struct AnyToggleStyle: @unchecked Sendable, Equatable {
    let makeBody: @MainActor (ToggleStyleConfiguration) -> any View
    private let style: Any
    private let isSameStyle: (Any) -> Bool

    init<S: ToggleStyle>(_ style: S) {
        nonisolated(unsafe) let style = style
        makeBody = { style.makeBody(configuration: $0) }
        self.style = style
        isSameStyle = StyleSameness.of(style)
    }

    static func == (lhs: AnyToggleStyle, rhs: AnyToggleStyle) -> Bool { lhs.isSameStyle(rhs.style) }
}

struct ToggleStyleKey: EnvironmentKey { static let defaultValue: AnyToggleStyle? = nil }

extension EnvironmentValues {
    /// The style `toggleStyle(_:)` set for the toggles below (`nil`: the default).
    var toggleStyle: AnyToggleStyle? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

/// A built-in style's toggle: one focus stop (a button's behaviour) that Enter, Space or a
/// click flips; disabled, it is skipped and dim.
nonisolated struct ToggleControl: View, PrimitiveView {
    enum Look { case checkBox, `switch`, button }
    typealias Body = Never
    let configuration: ToggleStyleConfiguration
    let look: Look

    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let isOn = configuration.$isOn
        return ActionBehavior.control(ActionBehavior.self, existing: existing, node: node) { isOn.wrappedValue.toggle() }
    }

    @MainActor func childViews(node: ViewNode) -> ChildViews {
        let isOn = configuration.isOn
        let label = configuration.label
        let showsLabel = !node.environment.labelsHidden
        switch look {
        case .checkBox:
            return ChildViews(HStack(alignment: .top, spacing: 1) {
                ControlMark(configuration.isMixed ? "[-]" : isOn ? "[x]" : "[ ]")
                if showsLabel { label }
            })
        case .switch:
            return ChildViews(HStack(alignment: .top, spacing: 1) {
                if showsLabel { label }
                ControlMark(isOn ? "(on)" : "(off)")
            })
        case .button:
            return ChildViews(HStack(alignment: .top, spacing: 0) {
                ControlMark(isOn ? "[" : " ")
                label.bold(isOn)
                ControlMark(isOn ? "]" : " ")
            })
        }
    }
}
