extension HStack: PrimitiveView {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? StackBehavior ?? StackBehavior()
        behavior.layout = StackLayout(axis: .horizontal, spacing: spacing.map(CellUnits.columns) ?? Layout.defaultHorizontalSpacing,
                                      crossAlignment: alignment.position)
        return behavior
    }
    @MainActor func childViews(node: ViewNode) -> [any View] { [content] }
    @MainActor func childEnvironment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues {
        var environment = environment
        environment.stackAxis = .horizontal
        return environment
    }
}

extension VStack: PrimitiveView {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? StackBehavior ?? StackBehavior()
        behavior.layout = StackLayout(axis: .vertical, spacing: spacing.map(CellUnits.rows) ?? Layout.defaultVerticalSpacing,
                                      crossAlignment: alignment.position)
        return behavior
    }
    @MainActor func childViews(node: ViewNode) -> [any View] { [content] }
    @MainActor func childEnvironment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues {
        var environment = environment
        environment.stackAxis = .vertical
        return environment
    }
}

extension LazyHStack: PrimitiveView {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? StackBehavior ?? StackBehavior()
        behavior.layout = StackLayout(axis: .horizontal, spacing: spacing.map(CellUnits.columns) ?? Layout.defaultHorizontalSpacing,
                                      crossAlignment: alignment.position)
        return behavior
    }
    @MainActor func childViews(node: ViewNode) -> [any View] { [content] }
    @MainActor func childEnvironment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues {
        var environment = environment
        environment.stackAxis = .horizontal
        return environment
    }
}

/// Horizontal and vertical stacks.
final class StackBehavior: NodeBehavior {
    var layout = StackLayout(axis: .vertical, spacing: 0, crossAlignment: 1)
    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        layout.measure(node.layoutChildren, proposal)
    }
    override func place(_ node: ViewNode, in rect: CellRect) {
        layout.place(node.layoutChildren, in: rect)
    }
}

extension ZStack: PrimitiveView {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? ZStackBehavior ?? ZStackBehavior()
        behavior.alignment = alignment
        return behavior
    }
    @MainActor func childViews(node: ViewNode) -> [any View] { [content] }
    @MainActor func childEnvironment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues {
        var environment = environment
        environment.stackAxis = nil
        return environment
    }
}

/// Overlays children, each aligned in the stack's frame (the union of their sizes).
final class ZStackBehavior: NodeBehavior {
    var alignment = Alignment.center
    override func place(_ node: ViewNode, in rect: CellRect) {
        for child in node.layoutChildren {
            let size = child.sizeThatFits(ProposedSize(rect.size))
            child.place(in: Aligner.rect(of: size, in: rect, alignment: alignment))
        }
    }
}

/// Positions a size inside a rectangle by an alignment.
enum Aligner {
    static func rect(of size: CellSize, in rect: CellRect, alignment: Alignment) -> CellRect {
        let width = min(size.width, rect.width), height = min(size.height, rect.height)
        let x = rect.x + offset(rect.width - width, alignment.horizontal.position)
        let y = rect.y + offset(rect.height - height, alignment.vertical.position)
        return CellRect(x: x, y: y, width: width, height: height)
    }

    static func offset(_ free: Int, _ position: Int) -> Int {
        position == 0 ? 0 : position == 1 ? free / 2 : free
    }
}
