/// A control that toggles between on and off states, drawn as a check box before its label:
/// `[x] Title` or `[ ] Title` (the check in the `tint`). Enter or Space while focused, or a
/// click, flips `isOn`; a disabled toggle is skipped by focus and drawn dim.
nonisolated public struct Toggle<Label: View>: View {
    /// The content and behaviour of the view (drawn by the engine: see `EngineDrawnView`).
    @MainActor @preconcurrency public var body: some View { EngineDrawn(source: self) }
    let isOn: Binding<Bool>
    let label: Label

    /// Creates a toggle that displays a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
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

extension Toggle: EngineDrawnView {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let isOn = self.isOn
        return ActionBehavior.control(ActionBehavior.self, existing: existing, node: node) { isOn.wrappedValue.toggle() }
    }

    @MainActor func childViews(node: ViewNode) -> [any View] {
        [HStack(alignment: .top, spacing: 1) {
            ControlMark(isOn.wrappedValue ? "[x]" : "[ ]")
            label
        }]
    }
}
