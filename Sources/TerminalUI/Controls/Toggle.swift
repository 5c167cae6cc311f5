/// A control that toggles between on and off states, drawn by the `toggleStyle(_:)` in the
/// environment: by default a check box before its label, `[x] Title` or `[ ] Title` (the check in
/// the `tint`). Enter or Space while focused, or a click, flips `isOn`; a disabled toggle is
/// skipped by focus and drawn dim.
nonisolated public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    /// A toggle made from a style's configuration draws the default look (a custom style that
    /// wraps `Toggle(configuration)` would otherwise draw itself again).
    let usesEnvironmentStyle: Bool
    @Environment(\.toggleStyle) private var style

    /// Creates a toggle that displays a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
        self.usesEnvironmentStyle = true
    }

    /// The style's body for this toggle.
    @MainActor @preconcurrency public var body: some View {
        let configuration = ToggleStyleConfiguration(label: .init(content: label), isOn: isOn, isMixed: false)
        if usesEnvironmentStyle, let style {
            AnyView(erasingExistential: style.makeBody(configuration))
        } else {
            ToggleControl(configuration: configuration, look: .checkBox)
        }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// Creates a toggle based on a toggle style configuration (drawn in the default style).
    public init(_ configuration: ToggleStyleConfiguration) {
        self.isOn = configuration.$isOn
        self.label = configuration.label
        self.usesEnvironmentStyle = false
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == TerminalUI.Label<Text, Image> {
    /// Creates a toggle that generates its label from a localized string key and system image.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { TerminalUI.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a toggle that generates its label from a string and system image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { TerminalUI.Label(title, systemImage: systemImage) }
    }
}
