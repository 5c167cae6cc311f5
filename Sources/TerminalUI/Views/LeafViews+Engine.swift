// Layout and drawing of the simple built-in views: spacers, dividers, colours, shapes and
// progress indicators.

extension Spacer: PrimitiveView {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? SpacerBehavior ?? SpacerBehavior()
        behavior.minLength = minLength.map { node.environment.stackAxis == .horizontal ? CellUnits.columns($0) : CellUnits.rows($0) } ?? 0
        behavior.axis = node.environment.stackAxis
        return behavior
    }
}

/// A spacer takes what its stack offers along the stack's axis (at least `minLength`), and
/// nothing across it. Outside a stack it expands in both axes.
final class SpacerBehavior: NodeBehavior {
    var minLength = 0
    var axis: Axis?
    override var spacerMinLength: Int? { minLength }
    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        switch axis {
        case .horizontal: return CellSize(width: max(minLength, proposal.width ?? minLength), height: 0)
        case .vertical: return CellSize(width: 0, height: max(minLength, proposal.height ?? minLength))
        case nil: return CellSize(width: max(minLength, proposal.width ?? minLength), height: max(minLength, proposal.height ?? minLength))
        }
    }
    override func draw(_ node: ViewNode, into canvas: inout Canvas) {}
}

extension Divider: PrimitiveView {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? DividerBehavior ?? DividerBehavior()
        behavior.vertical = node.environment.stackAxis == .horizontal
        behavior.color = node.environment.foregroundColor?.terminalColor ?? .indexed(8)
        return behavior
    }
}

/// A one-cell line across its container: `─` in vertical stacks, `│` in horizontal ones.
final class DividerBehavior: NodeBehavior {
    var vertical = false
    var color = TerminalColor.indexed(8)
    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        vertical ? CellSize(width: 1, height: proposal.height ?? 1) : CellSize(width: proposal.width ?? 1, height: 1)
    }
    override var drawsOwnContent: Bool { true }
    override func draw(_ node: ViewNode, into canvas: inout Canvas) {
        let frame = node.frame
        let style = CellStyle(foreground: color)
        if vertical {
            for y in frame.y..<frame.maxY { canvas.put("│", x: frame.x, y: y, style: style) }
        } else {
            for x in frame.x..<frame.maxX { canvas.put("─", x: x, y: frame.y, style: style) }
        }
    }
}

extension Color: PrimitiveView {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? FillBehavior ?? FillBehavior()
        behavior.paint = .fill(self)
        return behavior
    }
}

extension _ShapeView: PrimitiveView {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? FillBehavior ?? FillBehavior()
        behavior.paint = paint
        behavior.rounded = !(shape is Rectangle)
        behavior.foreground = node.environment.foregroundColor
        return behavior
    }
}

extension Rectangle: PrimitiveView { @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior { shapeFill(existing, node, rounded: false) } }
extension RoundedRectangle: PrimitiveView { @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior { shapeFill(existing, node, rounded: true) } }
extension Circle: PrimitiveView { @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior { shapeFill(existing, node, rounded: true) } }
extension Capsule: PrimitiveView { @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior { shapeFill(existing, node, rounded: true) } }
extension Ellipse: PrimitiveView { @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior { shapeFill(existing, node, rounded: true) } }

@MainActor private func shapeFill(_ existing: NodeBehavior, _ node: ViewNode, rounded: Bool) -> NodeBehavior {
    let behavior = existing as? FillBehavior ?? FillBehavior()
    behavior.paint = .fill(nil)
    behavior.rounded = rounded
    behavior.foreground = node.environment.foregroundColor
    return behavior
}

/// Colours and shapes: take the offered space (1×1 when asked for an ideal size); a fill
/// paints the cell background, a stroke draws a box outline.
final class FillBehavior: NodeBehavior {
    var paint = ShapePaint.fill(nil)
    var rounded = false
    var foreground: Color?

    override var drawsUniformFill: Bool {
        if case .fill = paint { return true }
        return false
    }

    /// A fill of a colour the terminal shows (not `Color.clear`).
    override var hidesWhatIsBeneath: Bool {
        if case .fill(let color) = paint { return (color ?? foreground ?? .primary).terminalColor != nil }
        return false
    }

    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        CellSize(width: min(proposal.width ?? 1, Layout.unbounded), height: min(proposal.height ?? 1, Layout.unbounded))
    }

    override var drawsOwnContent: Bool { true }
    override func draw(_ node: ViewNode, into canvas: inout Canvas) {
        let frame = node.frame
        guard !frame.isEmpty else { return }
        switch paint {
        case .fill(let color):
            let resolved = color ?? foreground ?? .primary
            guard let terminal = resolved.terminalColor else { return }
            if terminal == .default {
                for y in frame.y..<frame.maxY {
                    for x in frame.x..<frame.maxX { canvas.put(" ", x: x, y: y, style: CellStyle(inverse: true)) }
                }
            } else {
                canvas.fill(frame, background: terminal)
            }
        case .stroke(let color):
            BoxDrawing.outline(frame, rounded: rounded, color: (color ?? foreground)?.terminalColor ?? .default, on: &canvas)
        }
    }
}

extension ProgressView: EngineDrawnView {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? ProgressBehavior ?? ProgressBehavior()
        behavior.fraction = fraction
        return behavior
    }
}

/// Indeterminate progress draws `⋯`; determinate progress a bar of `█`/`░`.
final class ProgressBehavior: NodeBehavior {
    var fraction: Double?
    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        fraction == nil ? CellSize(width: 1, height: 1) : CellSize(width: min(proposal.width ?? 10, Layout.unbounded), height: 1)
    }
    override var drawsOwnContent: Bool { true }
    override func draw(_ node: ViewNode, into canvas: inout Canvas) {
        let frame = node.frame
        guard !frame.isEmpty else { return }
        guard let fraction else {
            canvas.put("⋯", x: frame.x, y: frame.y, style: CellStyle())
            return
        }
        let filled = Int((Double(frame.width) * min(1, max(0, fraction))).rounded())
        for x in 0..<frame.width { canvas.put(x < filled ? "█" : "░", x: frame.x + x, y: frame.y, style: CellStyle()) }
    }
}

/// Box outlines with line-drawing characters.
enum BoxDrawing {
    static func outline(_ frame: CellRect, rounded: Bool, color: TerminalColor, on canvas: inout Canvas) {
        guard !frame.isEmpty else { return }
        let style = CellStyle(foreground: color)
        if frame.width == 1 || frame.height == 1 {
            for y in frame.y..<frame.maxY {
                for x in frame.x..<frame.maxX { canvas.put(frame.height == 1 ? "─" : "│", x: x, y: y, style: style) }
            }
            return
        }
        let corners: [Character] = rounded ? ["╭", "╮", "╰", "╯"] : ["┌", "┐", "└", "┘"]
        for x in (frame.x + 1)..<(frame.maxX - 1) {
            canvas.put("─", x: x, y: frame.y, style: style)
            canvas.put("─", x: x, y: frame.maxY - 1, style: style)
        }
        for y in (frame.y + 1)..<(frame.maxY - 1) {
            canvas.put("│", x: frame.x, y: y, style: style)
            canvas.put("│", x: frame.maxX - 1, y: y, style: style)
        }
        canvas.put(corners[0], x: frame.x, y: frame.y, style: style)
        canvas.put(corners[1], x: frame.maxX - 1, y: frame.y, style: style)
        canvas.put(corners[2], x: frame.x, y: frame.maxY - 1, style: style)
        canvas.put(corners[3], x: frame.maxX - 1, y: frame.maxY - 1, style: style)
    }
}
