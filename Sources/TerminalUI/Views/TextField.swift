import Foundation

/// A control that displays an editable text interface.
///
/// While focused it edits its `text` binding: insertion, Backspace/Delete, caret movement by
/// grapheme (arrows), by word (Alt/Ctrl-arrows), Home/End, Shift-arrow selection and paste.
/// The caret and selection reach the app through the `selection` binding. Enter runs
/// `onSubmit`. Ctrl-C clears a non-empty field.
nonisolated public struct TextField<Label: View>: View {
    /// The content and behaviour of the view (drawn by the engine: see `EngineDrawnView`).
    @MainActor @preconcurrency public var body: some View { EngineDrawn(source: self) }
    let text: Binding<String>
    let selection: Binding<TextSelection?>?
    let prompt: Text?
    let axis: Axis?
    let label: Label

    /// Creates a text field with a custom label.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.selection = nil
        self.prompt = prompt
        self.axis = nil
        self.label = label()
    }

    /// Creates a text field with a custom label, scrolling in an axis.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.text = text
        self.selection = nil
        self.prompt = prompt
        self.axis = axis
        self.label = label()
    }

    init(text: Binding<String>, selection: Binding<TextSelection?>?, prompt: Text?, axis: Axis?, label: Label) {
        self.text = text
        self.selection = selection
        self.prompt = prompt
        self.axis = axis
        self.label = label
    }
}

extension TextField where Label == Text {
    /// Creates a text field with a text label generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, selection: nil, prompt: nil, axis: nil, label: Text(titleKey))
    }

    /// Creates a text field with a text label generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, selection: nil, prompt: nil, axis: nil, label: Text(title))
    }

    /// Creates a text field with a prompt generated from a `Text`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, selection: nil, prompt: prompt, axis: nil, label: Text(titleKey))
    }

    /// Creates a text field with a prompt generated from a `Text`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, selection: nil, prompt: prompt, axis: nil, label: Text(title))
    }

    /// Creates a text field that grows along an axis (`.vertical`: wraps over several lines).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, selection: nil, prompt: nil, axis: axis, label: Text(titleKey))
    }

    /// Creates a text field that grows along an axis (`.vertical`: wraps over several lines).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, selection: nil, prompt: nil, axis: axis, label: Text(title))
    }

    /// Creates a text field with a prompt that grows along an axis.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, selection: nil, prompt: prompt, axis: axis, label: Text(titleKey))
    }

    /// Creates a text field with a prompt that grows along an axis.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, selection: nil, prompt: prompt, axis: axis, label: Text(title))
    }

    /// Creates a text field whose caret and selection are read and written through `selection`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, selection: Binding<TextSelection?>,
                prompt: Text? = nil, axis: Axis? = nil) {
        self.init(text: text, selection: selection, prompt: prompt, axis: axis, label: Text(titleKey))
    }

    /// Creates a text field whose caret and selection are read and written through `selection`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, selection: Binding<TextSelection?>,
                                   prompt: Text? = nil, axis: Axis? = nil) {
        self.init(text: text, selection: selection, prompt: prompt, axis: axis, label: Text(title))
    }
}

/// A control into which the user securely enters private text (drawn as `•`).
nonisolated public struct SecureField<Label: View>: View {
    /// The content and behaviour of the view (drawn by the engine: see `EngineDrawnView`).
    @MainActor @preconcurrency public var body: some View { EngineDrawn(source: self) }
    let text: Binding<String>
    let prompt: Text?
    let label: Label

    /// Creates a secure field with a custom label.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
    }
}

extension SecureField where Label == Text {
    /// Creates a secure field with a text label generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    /// Creates a secure field with a text label generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }

    /// Creates a secure field with a prompt generated from a `Text`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// Creates a secure field with a prompt generated from a `Text`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}
