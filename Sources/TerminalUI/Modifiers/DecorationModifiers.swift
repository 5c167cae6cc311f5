import Foundation

@usableFromInline nonisolated struct _BackgroundModifier: ViewModifier, PrimitiveModifier {
    @usableFromInline typealias Body = Never
    let view: any View
    let alignment: Alignment
    let isOverlay: Bool

    @usableFromInline init(view: any View, alignment: Alignment, isOverlay: Bool) {
        self.view = view
        self.alignment = alignment
        self.isOverlay = isOverlay
    }

    /// A decoration filling the content's cells with the colour of `style` (clear when it has none).
    @usableFromInline init(style: some ShapeStyle, isOverlay: Bool) {
        self.init(view: style.resolvedColor ?? .clear, alignment: .center, isOverlay: isOverlay)
    }
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? DecorationBehavior ?? DecorationBehavior()
        behavior.alignment = alignment
        behavior.isOverlay = isOverlay
        return behavior
    }
    @MainActor func childViews(content: any View, node: ViewNode) -> ChildViews { ChildViews([content, view]) }
}

/// Background and overlay: the content decides the size; the decoration is offered that
/// size, aligned on it, and drawn under (background) or over (overlay) the content.
final class DecorationBehavior: NodeBehavior {
    var alignment = Alignment.center
    var isOverlay = false
    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        node.children.first?.sizeThatFits(proposal) ?? CellSize(width: 0, height: 0)
    }
    override func place(_ node: ViewNode, in rect: CellRect) {
        guard node.children.count == 2 else { return }
        node.children[0].place(in: rect, proposal: node.placementProposal)
        Aligner.place([node.children[1]], in: rect, alignment: alignment, proposal: ProposedSize(rect.size))
    }
    override func childrenMovingWithFrame(_ node: ViewNode) -> [ViewNode]? { node.children.count == 2 ? node.children : nil }
    override var drawsOwnContent: Bool { true }
    override func draw(_ node: ViewNode, into canvas: inout Canvas) {
        guard node.children.count == 2 else { return }
        if isOverlay {
            node.children[0].draw(into: &canvas)
            node.children[1].draw(into: &canvas)
        } else {
            node.children[1].draw(into: &canvas)
            node.children[0].draw(into: &canvas)
        }
    }
    override func traversalChildren(_ node: ViewNode) -> [ViewNode] {
        isOverlay ? node.children : node.children.reversed()
    }
}

@usableFromInline nonisolated struct _HiddenModifier: ViewModifier, PrimitiveModifier {
    @usableFromInline typealias Body = Never
    /// Whether the content is hidden; `opacity(_:)` hides only below one half.
    var isHidden = true
    @usableFromInline init(isHidden: Bool = true) { self.isHidden = isHidden }
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        guard isHidden else { return PassthroughBehavior.reusing(existing) }
        return existing as? HiddenBehavior ?? HiddenBehavior()
    }
}

/// Keeps the content's size but draws nothing (and takes no focus).
final class HiddenBehavior: NodeBehavior {
    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        node.children.first?.sizeThatFits(proposal) ?? CellSize(width: 0, height: 0)
    }
    /// The cells its content would draw are its own to clear (`opacity` turns a passthrough
    /// into it on the same node, whose content stays as it was).
    override var drawsOwnContent: Bool { true }
    override func draw(_ node: ViewNode, into canvas: inout Canvas) {}
    override func traversalChildren(_ node: ViewNode) -> [ViewNode] { [] }
}

@usableFromInline nonisolated struct _IdentityModifier: ViewModifier, PrimitiveModifier, CustomReconcilingModifier {
    @usableFromInline typealias Body = Never
    let id: AnyHashable
    @usableFromInline init(id: AnyHashable) { self.id = id }
    /// A different id gives the content a new node (and fresh state).
    @MainActor func reconcile(content: any View, node: ViewNode) {
        node.reconcileChildren([content], environment: node.environment, identities: [id])
    }
}

@usableFromInline nonisolated struct _BorderModifier: ViewModifier, PrimitiveModifier {
    @usableFromInline typealias Body = Never
    let color: Color?
    /// An outline in the colour of `style` (the default colour when it has none).
    @usableFromInline init(style: some ShapeStyle) { color = style.resolvedColor }
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? BorderBehavior ?? BorderBehavior()
        behavior.color = color?.terminalColor ?? .default
        return behavior
    }
}

/// Draws a one-cell box outline over the edge cells of the content.
final class BorderBehavior: NodeBehavior {
    var color = TerminalColor.default
    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        node.children.first?.sizeThatFits(proposal) ?? CellSize(width: 0, height: 0)
    }
    override var drawsOwnContent: Bool { true }
    override func draw(_ node: ViewNode, into canvas: inout Canvas) {
        super.draw(node, into: &canvas)
        BoxDrawing.outline(node.frame, rounded: false, color: color, on: &canvas)
    }
}

extension View {
    /// Layers the views that you specify behind this view.
    @inlinable nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_BackgroundModifier(view: content(), alignment: alignment, isOverlay: false))
    }

    /// Layers the given view behind this view.
    @_disfavoredOverload
    @inlinable nonisolated public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(_BackgroundModifier(view: background, alignment: alignment, isOverlay: false))
    }

    /// Sets the view's background to a style (a colour fills the cells behind the content).
    @inlinable nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_BackgroundModifier(style: style, isOverlay: false))
    }

    /// Sets the view's background to a shape filled with a style.
    @inlinable nonisolated public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(_BackgroundModifier(style: style, isOverlay: false))
    }

    /// Layers the views that you specify in front of this view.
    @inlinable nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_BackgroundModifier(view: content(), alignment: alignment, isOverlay: true))
    }

    /// Layers a secondary view in front of this view.
    @_disfavoredOverload
    @inlinable nonisolated public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(_BackgroundModifier(view: overlay, alignment: alignment, isOverlay: true))
    }

    /// Layers the specified style in front of this view.
    @inlinable nonisolated public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_BackgroundModifier(style: style, isOverlay: true))
    }

    /// Adds a border with a one-cell outline in the given colour.
    @inlinable nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        modifier(_BorderModifier(style: content))
    }

    /// Hides this view unconditionally (it keeps its space).
    @inlinable nonisolated public func hidden() -> some View { modifier(_HiddenModifier()) }

    /// Sets the transparency of this view: below 0.5 it is hidden (keeping its space).
    @inlinable nonisolated public func opacity(_ opacity: Double) -> some View {
        modifier(_HiddenModifier(isHidden: opacity < 0.5))
    }

    /// Binds a view's identity to the given proxy value: a new value replaces the view's node
    /// and resets its state.
    @inlinable nonisolated public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(_IdentityModifier(id: AnyHashable(id)))
    }

    /// Shows the specified content above or below the modified view (a terminal has no safe
    /// area, so the inset is stacked with the content).
    @inlinable nonisolated public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center,
                                                               spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: 0) {
            if edge == .top { inset }
            self.frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .bottom { inset }
        }
    }
}
