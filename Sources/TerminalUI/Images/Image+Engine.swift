import Foundation

extension Image: PrimitiveView {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? ImageBehavior ?? ImageBehavior()
        behavior.source = source
        behavior.isResizable = isResizable
        behavior.foreground = node.environment.foregroundColor
        behavior.bold = node.environment.font?.isBold ?? false
        return behavior
    }
}

/// Draws images. Symbols draw as their glyph. Bitmaps draw with half blocks (`▀` with the
/// upper pixel as foreground and the lower as background), two pixel rows per cell, when
/// the frame is at least 2×1 cells; smaller frames get the `▣` glyph.
final class ImageBehavior: NodeBehavior {
    var source = Image.Source.symbol("")
    var isResizable = false
    var foreground: Color?
    var bold = false
    nonisolated static let bitmapFallbackGlyph = "▣"

    private var glyph: String { source.glyph }

    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        guard case .bitmap(let image) = source, let pixels = image.pixels else {
            return CellSize(width: DisplayWidth.of(glyph), height: 1)
        }
        if isResizable {
            return CellSize(width: min(proposal.width ?? CellUnits.columns(CGFloat(pixels.width)), Layout.unbounded),
                            height: min(proposal.height ?? CellUnits.rows(CGFloat(pixels.height)), Layout.unbounded))
        }
        return CellSize(width: CellUnits.columns(CGFloat(pixels.width)), height: CellUnits.rows(CGFloat(pixels.height)))
    }

    override var drawsOwnContent: Bool { true }
    override func draw(_ node: ViewNode, into canvas: inout Canvas) {
        let frame = node.frame
        guard !frame.isEmpty else { return }
        if case .bitmap(let image) = source, let pixels = image.pixels, frame.width >= 2 {
            drawHalfBlocks(pixels, in: frame, on: &canvas)
            return
        }
        var style = CellStyle(bold: bold)
        if let color = foreground?.terminalColor { style.foreground = color }
        canvas.put(glyph, x: frame.x, y: frame.y, style: style)
    }

    private func drawHalfBlocks(_ pixels: ImagePixels, in frame: CellRect, on canvas: inout Canvas) {
        let rows = frame.height * 2
        for cellY in 0..<frame.height {
            for cellX in 0..<frame.width {
                let x0 = cellX * pixels.width / frame.width
                let x1 = (cellX + 1) * pixels.width / frame.width
                let top = pixels.averageColor(x0: x0, y0: (cellY * 2) * pixels.height / rows, x1: x1, y1: (cellY * 2 + 1) * pixels.height / rows)
                let bottom = pixels.averageColor(x0: x0, y0: (cellY * 2 + 1) * pixels.height / rows, x1: x1, y1: (cellY * 2 + 2) * pixels.height / rows)
                var style = CellStyle()
                if let top { style.foreground = .rgb(top.0, top.1, top.2) }
                if let bottom { style.background = .rgb(bottom.0, bottom.1, bottom.2) }
                canvas.put(top == nil ? " " : "▀", x: frame.x + cellX, y: frame.y + cellY, style: style)
            }
        }
    }
}

extension Image.Source {
    /// The one-cell glyph an image draws as: its symbol's glyph, or `▣` for a bitmap too small
    /// to draw (and inside a `Text`).
    var glyph: String {
        switch self {
        case .symbol(let name): return SymbolGlyphs.glyph(for: name)
        case .named, .bitmap: return ImageBehavior.bitmapFallbackGlyph
        }
    }
}
