/// Where focus was when a presentation opened, to return there when it closes (as SwiftUI and
/// UIKit do): the view that had focus, else, when that view is gone, the focusable view now
/// nearest the place it had.
@MainActor struct ReturningFocus {
    private let node: WeakNode
    /// The focused view's frame when the presentation opened.
    private let frame: CellRect?

    init(_ focused: ViewNode?) {
        node = WeakNode(focused)
        frame = focused?.frame
    }

    /// The view to focus among the candidates (the layer's usable focusables): the one that had
    /// focus if still attached, else the one nearest its old frame (rows first, then columns);
    /// nil when nothing had focus.
    func target(among candidates: [ViewNode]) -> ViewNode? {
        if let focused = node.node, focused.isAttached { return focused }
        guard let frame else { return nil }
        return candidates.min { Self.distance(from: frame, to: $0.frame) < Self.distance(from: frame, to: $1.frame) }
    }

    /// Rows between the frames (0 when they share a row), then columns between them.
    private static func distance(from a: CellRect, to b: CellRect) -> (rows: Int, columns: Int) {
        (gap(a.y, a.maxY, b.y, b.maxY), gap(a.x, a.maxX, b.x, b.maxX))
    }

    /// Cells between the ranges lower..<upper (0 when they overlap).
    private static func gap(_ lowerA: Int, _ upperA: Int, _ lowerB: Int, _ upperB: Int) -> Int {
        max(0, max(lowerA, lowerB) - min(upperA, upperB))
    }
}
