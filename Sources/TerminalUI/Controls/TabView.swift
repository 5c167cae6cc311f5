/// A view that switches between multiple child views: a tab bar row (each page's `tabItem`
/// label, the current one in brackets and bold), a divider, and the current page below.
///
/// Pages are the views of `content`; with a `selection` binding, each stands for its `tag(_:)`
/// and the page whose tag equals the selection is shown (none while no tag matches); without
/// one, pages are numbered from 0 and the first is shown first. The bar is one focus stop:
/// Left/Right switch to the previous or next page, a click on a tab switches to it; from
/// anywhere inside the tab view, Ctrl-PageUp/Ctrl-PageDown do (and focus the bar, as the page
/// that had focus is gone). A page without a `tabItem` is
/// named by its number in the bar.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var ownChoice = 0
    /// Set when Ctrl-PageUp/PageDown switch pages: focus goes to the bar, as the page that held
    /// it is gone.
    @FocusState private var barFocused: Bool

    /// Creates an instance that selects from content associated with `Selection` values.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// The tab bar and the current page.
    @MainActor @preconcurrency public var body: some View {
        let options = pages()
        let chosen = chosenIndex(in: options)
        VStack(alignment: .leading, spacing: 0) {
            ChoiceControl(step: { choose(TaggedOptions.neighbour($0, of: chosen, in: options), in: options) }, choose: { choose($0, in: options) }) {
                HStack(alignment: .top, spacing: 1) {
                    ForEach(0..<options.count, id: \.self) { index in
                        ControlSegment(index: index, content: HStack(alignment: .top, spacing: 0) {
                            ControlMark(index == chosen ? "[" : " ")
                            tabLabel(options[index], number: index + 1).bold(index == chosen)
                            ControlMark(index == chosen ? "]" : " ")
                        })
                    }
                }
            }
            .focused($barFocused)
            Divider()
            if let chosen {
                AnyView(erasingExistential: options[chosen].view)
                    .id(options[chosen].tag)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        }
        .onKeyPress(keys: [.pageUp, .pageDown]) { press in
            guard press.modifiers == .control else { return .ignored }
            choose(TaggedOptions.neighbour(press.key == .pageUp ? -1 : 1, of: chosen, in: options), in: options)
            barFocused = true
            return .handled
        }
    }

    /// The pages; without a binding, untagged pages are tagged with their position.
    @MainActor private func pages() -> [TaggedOption] {
        var options = TaggedOptions.of(content)
        if selection == nil {
            for index in options.indices { options[index].tag = AnyHashable(index) }
        }
        return options
    }

    private func chosenIndex(in options: [TaggedOption]) -> Int? {
        guard let selection else { return options.indices.contains(ownChoice) ? ownChoice : nil }
        return options.firstIndex { $0.matches(selection.wrappedValue) }
    }

    @MainActor private func tabLabel(_ option: TaggedOption, number: Int) -> AnyView {
        option.tabItem.map { AnyView(erasingExistential: $0) } ?? AnyView(Text(verbatim: "\(number)"))
    }

    @MainActor private func choose(_ index: Int?, in options: [TaggedOption]) {
        guard let index, options.indices.contains(index) else { return }
        guard let selection else { ownChoice = index; return }
        if let value = options[index].tag?.base as? SelectionValue { selection.wrappedValue = value }
    }
}

extension TabView where SelectionValue == Int {
    /// Creates an instance that selects from content associated with `Int` values, starting
    /// with the first page.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}
