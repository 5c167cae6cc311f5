@testable import TerminalUI

/// What counted leaves did: each measurement (the leaf's text and the proposal) and the number
/// of draws.
@MainActor final class LeafWork {
    var measurements: [(text: String, proposal: ProposedSize)] = []
    var draws = 0

    /// The texts of the leaves measured, in order.
    var measuredTexts: [String] { measurements.map(\.text) }

    /// How often the leaf showing `text` was measured.
    func count(of text: String) -> Int { measurements.filter { $0.text == text }.count }
}

/// A one-line leaf that records its measurements and draws in a `LeafWork` (a primitive with
/// its own behaviour), for tests that count layout and drawing work.
struct CountedLeaf: View, PrimitiveView, Equatable {
    typealias Body = Never
    let text: String
    let work: LeafWork
    nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.text == rhs.text && lhs.work === rhs.work }
    func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? CountedLeafBehavior ?? CountedLeafBehavior()
        behavior.text = text
        behavior.work = work
        return behavior
    }
}

final class CountedLeafBehavior: NodeBehavior {
    var text = ""
    var work: LeafWork?
    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        work?.measurements.append((text, proposal))
        return CellSize(width: min(proposal.width ?? text.count, text.count), height: 1)
    }
    override var drawsOwnContent: Bool { true }
    override func draw(_ node: ViewNode, into canvas: inout Canvas) {
        work?.draws += 1
        canvas.put(text, x: node.frame.x, y: node.frame.y, style: .plain)
    }
}
