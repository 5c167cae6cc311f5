@testable import TerminalUI

/// A test double of a view that clips its children (`NodeBehavior.clipsChildren`) other than a
/// scroll view: its content is laid out one row above its frame (as a scroll view's content
/// scrolled by a row) and, when `clips`, drawn only inside the frame; otherwise drawn whole.
struct RaisedContent<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let clips: Bool
    let content: Content
    func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? RaisedContentBehavior ?? RaisedContentBehavior()
        behavior.clips = clips
        return behavior
    }
    func childViews(node: ViewNode) -> ChildViews { ChildViews(content) }
}

final class RaisedContentBehavior: NodeBehavior {
    var clips = true
    override var clipsChildren: Bool { clips }
    /// The clip is drawing of its own (see `drawsOwnContent`).
    override var drawsOwnContent: Bool { clips }
    override func place(_ node: ViewNode, in rect: CellRect) {
        let raised = CellRect(x: rect.x, y: rect.y - 1, width: rect.width, height: rect.height)
        placeOnTop(node.layoutChildren, in: raised, proposal: node.placementProposal)
    }
    override func draw(_ node: ViewNode, into canvas: inout Canvas) {
        let saved = canvas.clip
        if clips { canvas.clip = canvas.clip.intersection(node.frame) }
        ViewNode.draw(node.layoutChildren, into: &canvas)
        canvas.clip = saved
    }
}
