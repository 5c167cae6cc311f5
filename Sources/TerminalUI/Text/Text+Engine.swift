extension Text: PrimitiveView {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? TextBehavior ?? TextBehavior()
        behavior.update(runs: runs, environment: node.environment)
        return behavior
    }
}

/// Lays out and draws a `Text`: wraps to the offered width, truncates to the line limit
/// (or the offered height), aligns lines by `multilineTextAlignment`.
final class TextBehavior: NodeBehavior {
    private var runs: [TextRun] = []
    private var paragraphs: [[StyledGlyph]] = []
    private var lineLimit: Int?
    private var truncation = Text.TruncationMode.tail
    private var alignment = TextAlignment.leading
    private var cache: [Int: [[StyledGlyph]]] = [:]
    private var idealWidth = 0

    func update(runs: [TextRun], environment: EnvironmentValues) {
        self.runs = runs
        paragraphs = TextLayout.paragraphs(of: runs, environment: environment)
        lineLimit = environment.lineLimit
        // On one line the paragraphs are joined by spaces (see `TextLayout.lines`): that is
        // the width the text wants, not its widest paragraph.
        idealWidth = lineLimit == 1 ? Self.joinedColumns(paragraphs) : paragraphs.widestColumns
        truncation = environment.truncationMode
        alignment = environment.multilineTextAlignment
        cache.removeAll()
    }

    /// The columns of the paragraphs joined by spaces, summed in a loop: a closure handed to
    /// `reduce` from here would check on every call that it runs on the main actor.
    private static func joinedColumns(_ paragraphs: [[StyledGlyph]]) -> Int {
        var columns = paragraphs.count - 1
        for index in paragraphs.indices { columns += paragraphs[index].columns }
        return columns
    }

    private var isEmpty: Bool { paragraphs.count == 1 && paragraphs[0].isEmpty }

    /// Lines for a width (the ideal width when unbounded), truncated to the line limit.
    func lines(width: Int) -> [[StyledGlyph]] {
        // Every paragraph fits on its line and the line limit allows them all: the lines are the
        // paragraphs themselves (what wrapping would copy out of them glyph by glyph).
        if width > 0, width >= idealWidth, paragraphs.count <= max(1, lineLimit ?? Int.max) { return paragraphs }
        let width = min(width, max(idealWidth, 1))
        if let cached = cache[width] { return cached }
        let laidOut = TextLayout.lines(paragraphs, width: width, maxLines: lineLimit, truncation: truncation)
        if cache.count > 8 { cache.removeAll() }
        cache[width] = laidOut
        return laidOut
    }

    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        if isEmpty { return CellSize(width: 0, height: 0) }
        // Like SwiftUI, text never shrinks below one column (it truncates to "…" instead).
        let width = max(1, proposal.width ?? Layout.unbounded)
        if width >= idealWidth, paragraphs.count <= min(lineLimit ?? Int.max, max(1, proposal.height ?? Int.max)) {
            return CellSize(width: idealWidth, height: paragraphs.count)
        }
        var laidOut = lines(width: width)
        if let height = proposal.height, laidOut.count > max(1, height) {
            laidOut = TextLayout.lines(paragraphs, width: min(width, idealWidth), maxLines: max(1, height), truncation: truncation)
        }
        let used = laidOut.widestColumns
        return CellSize(width: used, height: laidOut.count)
    }

    override var drawsOwnContent: Bool { true }
    override func draw(_ node: ViewNode, into canvas: inout Canvas) {
        let frame = node.frame
        guard !frame.isEmpty else { return }
        var laidOut = lines(width: frame.width)
        if laidOut.count > frame.height {
            laidOut = TextLayout.lines(paragraphs, width: min(frame.width, idealWidth), maxLines: frame.height, truncation: truncation)
        }
        let clip = canvas.clip
        for (row, line) in laidOut.enumerated() where row < frame.height {
            // A line outside the clip draws nothing (a row of the list redrawn only in part).
            let y = frame.y + row
            guard y >= clip.y, y < clip.maxY else { continue }
            let lineWidth = line.columns
            var x = frame.x
            switch alignment {
            case .leading: break
            case .center: x += max(0, (frame.width - lineWidth) / 2)
            case .trailing: x += max(0, frame.width - lineWidth)
            }
            for glyph in line {
                if x + glyph.width > frame.maxX { break }
                canvas.put(glyph, x: x, y: y)
                x += glyph.width
            }
        }
    }
}
