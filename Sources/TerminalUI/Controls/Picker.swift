/// A control for selecting from a set of mutually exclusive values: the views of `content`,
/// each standing for the value of its `tag(_:)` (in a `ForEach` without tags, the element's id).
///
/// Drawn as `pickerStyle(_:)` says:
/// - `automatic`/`menu`: one row, `Label Chosen ▾`; Enter, Space or a click opens the options
///   in a menu box (as `contextMenu` does, `✓` before the chosen one, which has focus); choosing
///   closes it.
/// - `segmented`: the options in a row, the chosen one in brackets: `[Day] Week  Month `.
/// - `inline`/`wheel`: the label, then the options in a column with `(•)` before the chosen one.
///
/// Each style is one focus stop: Left/Right (Up/Down inline) move the choice to the previous or
/// next tagged option, stopping at the ends; a click on an option chooses it. A selection that
/// no tag matches shows no option as chosen (`–` in the menu row) until one is chosen; an
/// option without a tag is shown but cannot be chosen; an empty picker shows only its label.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    @State private var isChoosing = false
    @Environment(\.pickerKind) private var kind
    @Environment(\.labelsHidden) private var labelsHidden

    /// Creates a picker that displays a custom label.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
        self.content = content()
    }

    /// The control for the style in the environment.
    @MainActor @preconcurrency public var body: some View {
        let options = TaggedOptions.of(content)
        let chosen = options.firstIndex { $0.matches(selection.wrappedValue) }
        switch kind {
        case .menu:
            ChoiceControl(action: { isChoosing = true }, step: { move($0, from: chosen, in: options) }) {
                HStack(alignment: .top, spacing: 1) {
                    if !labelsHidden { label }
                    if let chosen { AnyView(erasingExistential: options[chosen].view) } else { Text(verbatim: "–") }
                    ControlMark("▾")
                }
            }
            .modifier(_PresentationModifier(kind: .menu, isPresented: $isChoosing, title: nil,
                                            content: menu(options, chosen: chosen), onDismiss: nil))
        case .segmented:
            ChoiceControl(step: { move($0, from: chosen, in: options) }, choose: { choose($0, in: options) }) {
                HStack(alignment: .top, spacing: 0) {
                    ForEach(0..<options.count, id: \.self) { index in
                        ControlSegment(index: index, content: HStack(alignment: .top, spacing: 0) {
                            ControlMark(index == chosen ? "[" : " ")
                            AnyView(erasingExistential: options[index].view).bold(index == chosen)
                            ControlMark(index == chosen ? "]" : " ")
                        })
                    }
                }
            }
        case .inline:
            VStack(alignment: .leading, spacing: 0) {
                if !labelsHidden { label }
                ChoiceControl(axis: .vertical, step: { move($0, from: chosen, in: options) },
                              choose: { choose($0, in: options) }) {
                    VStack(alignment: .leading, spacing: 0) {
                        ForEach(0..<options.count, id: \.self) { index in
                            ControlSegment(index: index, content: HStack(alignment: .top, spacing: 1) {
                                ControlMark(index == chosen ? "(•)" : "( )")
                                AnyView(erasingExistential: options[index].view)
                            })
                        }
                    }
                }
            }
        }
    }

    /// The menu of options: a control each, closing the menu once chosen; the chosen one has
    /// focus when the menu opens.
    @MainActor private func menu(_ options: [TaggedOption], chosen: Int?) -> some View {
        // More options than the screen holds scroll inside the box (as every presented box's
        // entries do); moving focus brings the next one in.
        VStack(alignment: .leading, spacing: 0) {
            label.bold()
            ForEach(0..<options.count, id: \.self) { index in
                ChoiceControl(action: { choose(index, in: options) }, prefersInitialFocus: index == chosen) {
                    HStack(alignment: .top, spacing: 1) {
                        ControlMark(index == chosen ? "✓" : " ")
                        AnyView(erasingExistential: options[index].view)
                    }
                }
                .disabled(options[index].tag == nil)
            }
        }
    }

    /// Moves the choice to the tagged option `direction` (-1 or +1) away, stopping at the ends.
    @MainActor private func move(_ direction: Int, from chosen: Int?, in options: [TaggedOption]) {
        choose(TaggedOptions.neighbour(direction, of: chosen, in: options), in: options)
    }

    /// Sets the selection to the option at `index`, if it has a tag of the selection's type.
    @MainActor private func choose(_ index: Int?, in options: [TaggedOption]) {
        guard let index, options.indices.contains(index), let value = options[index].tag?.base as? SelectionValue else { return }
        selection.wrappedValue = value
    }
}

extension Picker where Label == Text {
    /// Creates a picker that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// Creates a picker that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}
