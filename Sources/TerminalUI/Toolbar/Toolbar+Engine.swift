/// A view that carries toolbar content into the graph, so user `ToolbarContent` types get
/// nodes (and state, and observed objects) like views do.
nonisolated struct ToolbarContentHost: View {
    typealias Body = Never
    let content: any ToolbarContent
}

extension ToolbarContentHost: PrimitiveView {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        switch content {
        case is ToolbarGroupProviding:
            return GroupBehavior.reusing(existing)
        case let item as ToolbarItemProviding:
            let behavior = existing as? ToolbarItemBehavior ?? ToolbarItemBehavior()
            behavior.placement = item.itemPlacement
            return behavior
        default:
            return GroupBehavior.reusing(existing)
        }
    }

    @MainActor func childViews(node: ViewNode) -> ChildViews {
        if let group = content as? ToolbarGroupProviding { return ChildViews(group.toolbarChildren.map { ToolbarContentHost(content: $0) }) }
        if let item = content as? ToolbarItemProviding { return ChildViews(item.itemView) }
        return .none
    }

    /// Toolbar items read like a navigation bar's: single line, truncated at the tail, unless
    /// the app set a line limit itself.
    @MainActor func childEnvironment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues {
        guard content is ToolbarItemProviding, environment.lineLimit == nil else { return environment }
        var environment = environment
        environment.lineLimit = 1
        return environment
    }

    /// Whether the wrapped content is built in (else its body is evaluated).
    var isPrimitive: Bool { content is ToolbarItemProviding || content is ToolbarGroupProviding }
}

/// Built-in toolbar items.
protocol ToolbarItemProviding {
    var itemPlacement: ToolbarItemPlacement { get }
    var itemView: any View { get }
}

/// Built-in toolbar content that groups other content.
protocol ToolbarGroupProviding {
    var toolbarChildren: [any ToolbarContent] { get }
}

extension ToolbarItem: ToolbarItemProviding {
    var itemPlacement: ToolbarItemPlacement { placement }
    var itemView: any View { content }
}

extension ToolbarItemGroup: ToolbarItemProviding {
    var itemPlacement: ToolbarItemPlacement { placement }
    var itemView: any View { HStack { content } }
}

extension TupleToolbarContent: ToolbarGroupProviding {
    var toolbarChildren: [any ToolbarContent] { children }
}

extension Optional: ToolbarGroupProviding where Wrapped: ToolbarContent {
    var toolbarChildren: [any ToolbarContent] { map { [$0] } ?? [] }
}

extension _ConditionalContent: ToolbarGroupProviding where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    var toolbarChildren: [any ToolbarContent] {
        switch storage {
        case .trueContent(let content): return [content]
        case .falseContent(let content): return [content]
        }
    }
}

/// Evaluates the body of user toolbar content.
@MainActor enum ToolbarContentBody {
    static func body(of content: any ToolbarContent) -> any View { ToolbarContentHost(content: open(content)) }
    private static func open<T: ToolbarContent>(_ content: T) -> any ToolbarContent { content.body }
}

/// A toolbar item: laid out by the navigation container's header, not in place.
final class ToolbarItemBehavior: NodeBehavior {
    override var toolbarRole: ToolbarRole { .item }
    var placement = ToolbarItemPlacement.automatic
}

/// The modifier node of `.toolbar { }` and `.navigationTitle`: lays out only its content;
/// its toolbar children are collected by the enclosing navigation container.
final class ToolbarHolderBehavior: NodeBehavior {
    override var toolbarRole: ToolbarRole { .holder }
    var title: Text?
    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        node.children.first?.sizeThatFits(proposal) ?? CellSize(width: 0, height: 0)
    }
    /// Placed again when it moves (it keeps positions, or places only some children).
    override func childrenMovingWithFrame(_ node: ViewNode) -> [ViewNode]? { nil }
    /// The content is laid out for the proposal the holder was measured with, as a passthrough's.
    override func place(_ node: ViewNode, in rect: CellRect) {
        node.children.first?.place(in: rect, proposal: node.placementProposal)
    }
    override func draw(_ node: ViewNode, into canvas: inout Canvas) { node.children.first?.draw(into: &canvas) }
    override func traversalChildren(_ node: ViewNode) -> [ViewNode] { Array(node.children.prefix(1)) }
}

nonisolated struct _ToolbarModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let content: (any ToolbarContent)?
    let title: Text?

    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? ToolbarHolderBehavior ?? ToolbarHolderBehavior()
        behavior.title = title
        return behavior
    }

    @MainActor func childViews(content view: any View, node: ViewNode) -> ChildViews {
        guard let content else { return ChildViews(view) }
        return ChildViews([view, ToolbarContentHost(content: content)])
    }
}

/// Toolbar content made of plain views (the `toolbar { View }` overload): automatic placement.
nonisolated struct _ViewToolbarContent<Content: View>: ToolbarContent, ToolbarItemProviding {
    typealias Body = Never
    let content: Content
    var itemPlacement: ToolbarItemPlacement { .automatic }
    var itemView: any View { HStack { content } }
}

extension View {
    /// Populates the toolbar or navigation bar with the specified items.
    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(_ToolbarModifier(content: content(), title: nil))
    }

    /// Populates the toolbar or navigation bar with the specified views (trailing zone).
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(_ToolbarModifier(content: _ViewToolbarContent(content: content()), title: nil))
    }

    /// Shows or hides a bar; a terminal header cannot be hidden per bar, so this does nothing.
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// Toolbar backgrounds have no terminal meaning; the view is returned unchanged.
    nonisolated public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }

    /// Toolbar backgrounds have no terminal meaning; the view is returned unchanged.
    nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// Configures the view's title for purposes of navigation, using a string.
    @_disfavoredOverload nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(_ToolbarModifier(content: nil, title: Text(title)))
    }

    /// Configures the view's title for purposes of navigation, using a localized string.
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(_ToolbarModifier(content: nil, title: Text(titleKey)))
    }

    /// Configures the view's title for purposes of navigation.
    nonisolated public func navigationTitle(_ title: Text) -> some View {
        modifier(_ToolbarModifier(content: nil, title: title))
    }
}
