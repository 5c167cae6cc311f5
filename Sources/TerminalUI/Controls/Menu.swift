/// A control for presenting a menu of actions: drawn as its label and `▾`; Enter, Space or a
/// click opens its content in a menu box (as `contextMenu` does), which takes focus; a button
/// in it closes the menu after its action, Escape closes it, and focus returns to the menu.
nonisolated public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?
    @State private var isOpen = false

    /// Creates a menu with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.primaryAction = nil
    }

    /// Creates a menu with a custom primary action and custom label: Enter, Space or a click
    /// run the primary action; Shift-F10, the Menu key or Alt-Enter open the menu.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.label = label()
        self.content = content()
        self.primaryAction = primaryAction
    }

    /// The label and a menu mark; the menu box while open.
    @MainActor @preconcurrency public var body: some View {
        // Apple's `primaryAction` is a plain closure written in a view body: it is called here,
        // on the main actor, like the modifiers' closures (docs/API-FIDELITY.md).
        nonisolated(unsafe) let primaryAction = self.primaryAction
        return ChoiceControl(action: { if let primaryAction { primaryAction() } else { isOpen = true } }) {
            HStack(alignment: .top, spacing: 1) {
                label
                ControlMark("▾")
            }
        }
        .modifier(_PresentationModifier(kind: .menu, isPresented: primaryAction == nil ? $isOpen : nil, title: nil,
                                        content: content, onDismiss: nil))
    }
}

extension Menu where Label == Text {
    /// Creates a menu that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a menu that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == TerminalUI.Label<Text, Image> {
    /// Creates a menu that generates its label from a localized string key and system image.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TerminalUI.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a menu that generates its label from a string and system image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TerminalUI.Label(title, systemImage: systemImage) }
    }
}
