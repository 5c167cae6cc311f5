import Foundation

/// What the stacks along one axis (`HStack`, `VStack`, and their lazy kinds outside a scroll
/// view) share: a `StackBehavior` on the axis, and the axis in the children's environment (a
/// `Spacer` or `Divider` in them follows it). Each stack's conformance passes its own fields, so
/// no generic protocol conformance is looked up per node (a protocol-extension default cost a
/// witness-table lookup for each stack made or updated).
@MainActor enum AxisStackEngine {
    /// The cells between children: `spacing` in columns or rows, else the axis's default.
    static func cellSpacing(_ spacing: CGFloat?, along axis: Axis) -> Int {
        switch axis {
        case .horizontal: spacing.map(CellUnits.columns) ?? Layout.defaultHorizontalSpacing
        case .vertical: spacing.map(CellUnits.rows) ?? Layout.defaultVerticalSpacing
        }
    }

    static func behavior(_ existing: NodeBehavior, along axis: Axis, spacing: CGFloat?, crossPosition: Int) -> NodeBehavior {
        let behavior = existing as? StackBehavior ?? StackBehavior()
        behavior.layout = StackLayout(axis: axis, spacing: cellSpacing(spacing, along: axis), crossAlignment: crossPosition)
        return behavior
    }

    static func environment(_ environment: EnvironmentValues, along axis: Axis) -> EnvironmentValues {
        var environment = environment
        environment.stackAxis = axis
        return environment
    }
}

extension HStack: PrimitiveView {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        AxisStackEngine.behavior(existing, along: .horizontal, spacing: spacing, crossPosition: alignment.position)
    }
    @MainActor func childViews(node: ViewNode) -> ChildViews { node.contentViews(content) }
    @MainActor func childEnvironment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues { AxisStackEngine.environment(environment, along: .horizontal) }
    @MainActor var derivesFixedEnvironment: Bool { true }
}

extension VStack: PrimitiveView {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        AxisStackEngine.behavior(existing, along: .vertical, spacing: spacing, crossPosition: alignment.position)
    }
    @MainActor func childViews(node: ViewNode) -> ChildViews { node.contentViews(content) }
    @MainActor func childEnvironment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues { AxisStackEngine.environment(environment, along: .vertical) }
    @MainActor var derivesFixedEnvironment: Bool { true }
}

extension LazyHStack: PrimitiveView {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        AxisStackEngine.behavior(existing, along: .horizontal, spacing: spacing, crossPosition: alignment.position)
    }
    @MainActor func childViews(node: ViewNode) -> ChildViews { node.contentViews(content) }
    @MainActor func childEnvironment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues { AxisStackEngine.environment(environment, along: .horizontal) }
    @MainActor var derivesFixedEnvironment: Bool { true }
}

/// Horizontal and vertical stacks.
final class StackBehavior: NodeBehavior {
    var layout = StackLayout(axis: .vertical, spacing: 0, crossAlignment: 1)
    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        layout.measure(node.layoutChildren, proposal)
    }
    override func place(_ node: ViewNode, in rect: CellRect) {
        layout.place(node.layoutChildren, in: rect, proposal: node.placementProposal)
    }
}

extension ZStack: PrimitiveView {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? ZStackBehavior ?? ZStackBehavior()
        behavior.alignment = alignment
        return behavior
    }
    @MainActor func childViews(node: ViewNode) -> ChildViews { node.contentViews(content) }
    @MainActor func childEnvironment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues {
        var environment = environment
        environment.stackAxis = nil
        return environment
    }
    @MainActor var derivesFixedEnvironment: Bool { true }
}

/// Overlays children, each aligned in the stack's frame (the union of their sizes).
final class ZStackBehavior: NodeBehavior {
    var alignment = Alignment.center
    /// The children in the order they were last placed (and so drawn, bottom to top).
    private var placedOrder: [ObjectIdentifier] = []
    override func place(_ node: ViewNode, in rect: CellRect) {
        let children = node.layoutChildren
        let order = children.map(ObjectIdentifier.init)
        // Children that only change places in the stack overlap differently: redraw the stack.
        if order != placedOrder {
            if !placedOrder.isEmpty { node.graph.damage(rect) }
            placedOrder = order
        }
        Aligner.place(children, in: rect, alignment: alignment, proposal: node.placementProposal ?? ProposedSize(rect.size))
    }
}

/// Positions a size inside a rectangle by an alignment.
enum Aligner {
    /// A child larger than the rectangle overflows it around the alignment point (as in
    /// SwiftUI), unless `clamped`, which fits it inside.
    static func rect(of size: CellSize, in rect: CellRect, alignment: Alignment, clamped: Bool = false) -> CellRect {
        let width = clamped ? min(size.width, rect.width) : size.width
        let height = clamped ? min(size.height, rect.height) : size.height
        var x = rect.x + offset(rect.width - width, alignment.horizontal.position)
        var y = rect.y + offset(rect.height - height, alignment.vertical.position)
        if clamped {
            x = max(rect.x, x)
            y = max(rect.y, y)
        }
        return CellRect(x: x, y: y, width: width, height: height)
    }

    /// Places each child at the size it answers `proposal`, aligned in `rect`.
    @MainActor static func place(_ children: [ViewNode], in rect: CellRect, alignment: Alignment, proposal: ProposedSize) {
        for child in children {
            child.place(in: self.rect(of: child.sizeThatFits(proposal), in: rect, alignment: alignment), proposal: proposal)
        }
    }

    static func offset(_ free: Int, _ position: Int) -> Int {
        position == 0 ? 0 : position == 1 ? free / 2 : free
    }
}
