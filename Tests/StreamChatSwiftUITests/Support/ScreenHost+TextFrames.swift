@testable import TerminalUI

extension ScreenHost {
    /// Where the texts containing `needle` were laid out at the last render: a text wider than
    /// the screen is cut off by the snapshot, so only its frame shows that it does not fit.
    func textFrames(containing needle: String) -> [CellRect] {
        var frames: [CellRect] = []
        func visit(_ node: ViewNode) {
            if let text = node.value as? Text, text.plainString.contains(needle) { frames.append(node.frame) }
            node.children.forEach(visit)
        }
        host.graph.root.map(visit)
        return frames
    }

    /// Whether every text containing `needle` was laid out within `width` columns, and at least
    /// one of them with some width (a node never placed has an empty frame, which fits anywhere).
    func textsFit(containing needle: String, width: Int) -> Bool {
        let frames = textFrames(containing: needle)
        return frames.contains { $0.width > 0 } && frames.allSatisfy { $0.x >= 0 && $0.maxX <= width }
    }
}
