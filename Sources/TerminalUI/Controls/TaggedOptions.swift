/// One option of a picker or one page of a tab view, read from the views its content builds:
/// the view itself, its `tag(_:)` (a `ForEach` element's id when it has none) and its
/// `tabItem(_:)` label.
struct TaggedOption {
    let view: any View
    var tag: AnyHashable?
    let tabItem: (any View)?

    @MainActor init(_ view: any View) {
        self.view = view
        let carrier = view as? any TagCarrier
        tag = carrier?.optionTag
        tabItem = carrier?.optionTabItem
    }

    /// Whether this option stands for `value` (an optional value matches its wrapped tag, as
    /// with `tag(_:includeOptional:)`).
    func matches<Value: Hashable>(_ value: Value) -> Bool {
        guard let tag else { return false }
        if tag == AnyHashable(value) { return true }
        return (tag.base as? Value).map { $0 == value } ?? false
    }
}

@MainActor enum TaggedOptions {
    /// The options `content` holds, flattening tuples, groups, conditionals, optionals,
    /// type-erased views and `ForEach`, as a container lays them out.
    static func of(_ content: any View) -> [TaggedOption] {
        var options: [TaggedOption] = []
        append(content, to: &options)
        return options
    }

    /// The index of the tagged option `direction` (-1 or +1) away from `current`, stopping at
    /// the ends (from no choice, the first or the last).
    static func neighbour(_ direction: Int, of current: Int?, in options: [TaggedOption]) -> Int? {
        let tagged = options.indices.filter { options[$0].tag != nil }
        guard let current else { return direction > 0 ? tagged.first : tagged.last }
        return direction > 0 ? tagged.first { $0 > current } : tagged.last { $0 < current }
    }

    static func append(_ view: any View, to options: inout [TaggedOption]) {
        if let group = view as? any TaggedOptionGroup {
            group.appendOptions(to: &options)
        } else {
            options.append(TaggedOption(view))
        }
    }
}

/// A view that groups options rather than being one.
@MainActor protocol TaggedOptionGroup {
    func appendOptions(to options: inout [TaggedOption])
}

/// A view that may carry a tag or a tab item (modified content, looking through modifiers).
@MainActor protocol TagCarrier {
    var optionTag: AnyHashable? { get }
    var optionTabItem: (any View)? { get }
}

extension TupleView: TaggedOptionGroup {
    @MainActor func appendOptions(to options: inout [TaggedOption]) {
        for child in children { TaggedOptions.append(child, to: &options) }
    }
}

extension Group: TaggedOptionGroup where Content: View {
    @MainActor func appendOptions(to options: inout [TaggedOption]) { TaggedOptions.append(content, to: &options) }
}

extension Optional: TaggedOptionGroup where Wrapped: View {
    @MainActor func appendOptions(to options: inout [TaggedOption]) {
        if let view = self { TaggedOptions.append(view, to: &options) }
    }
}

extension _ConditionalContent: TaggedOptionGroup where TrueContent: View, FalseContent: View {
    @MainActor func appendOptions(to options: inout [TaggedOption]) {
        switch storage {
        case .trueContent(let view): TaggedOptions.append(view, to: &options)
        case .falseContent(let view): TaggedOptions.append(view, to: &options)
        }
    }
}

extension AnyView: TaggedOptionGroup {
    @MainActor func appendOptions(to options: inout [TaggedOption]) { TaggedOptions.append(view, to: &options) }
}

extension EmptyView: TaggedOptionGroup {
    @MainActor func appendOptions(to options: inout [TaggedOption]) {}
}

extension ForEach: TaggedOptionGroup where Content: View {
    /// Each element's views; those without a tag of their own are tagged with the element's id.
    @MainActor func appendOptions(to options: inout [TaggedOption]) {
        for element in data {
            let first = options.count
            TaggedOptions.append(content(element), to: &options)
            for index in first..<options.count where options[index].tag == nil {
                options[index].tag = AnyHashable(idOf(element))
            }
        }
    }
}

extension ModifiedContent: TagCarrier where Content: View, Modifier: ViewModifier {
    @MainActor var optionTag: AnyHashable? {
        if let tag = modifier as? _TagModifier { return tag.tag }
        return (content as? any TagCarrier)?.optionTag
    }
    @MainActor var optionTabItem: (any View)? {
        if let item = modifier as? _TabItemModifier { return item.label }
        return (content as? any TagCarrier)?.optionTabItem
    }
}

/// `tag(_:)`: the value a picker option or a tab stands for. Draws nothing.
nonisolated struct _TagModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let tag: AnyHashable
}

/// `tabItem(_:)`: the label of a tab view's page in the tab bar. Draws nothing where it is.
nonisolated struct _TabItemModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let label: any View
}

extension View {
    /// Sets the unique tag value of this view: the value a `Picker` option or a `TabView` page
    /// stands for. With `includeOptional`, the tag also matches an optional selection holding it.
    nonisolated public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        modifier(_TagModifier(tag: AnyHashable(tag)))
    }

    /// Sets the tab bar item associated with this view, in a `TabView`.
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(_TabItemModifier(label: label()))
    }
}
