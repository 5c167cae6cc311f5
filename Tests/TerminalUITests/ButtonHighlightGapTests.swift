import Testing
@testable import TerminalUI

/// A focused button draws its label inverse; the cells its label's views leave between them
/// (a stack's spacing) are highlighted too, in the colour of the cell before them.
@MainActor @Suite struct ButtonHighlightGapTests {
    private func row(_ host: ViewHost, width: Int) -> [Cell] {
        let grid = host.render(size: CellSize(width: width, height: 1))
        return (0..<width).map { grid[$0, 0] }
    }

    @Test func focusedLabelOfSeveralViewsHasNoGap() {
        let host = ViewHost(rootView: HStack(spacing: 0) {
            Button {} label: {
                HStack(spacing: 1) {
                    Text("↓")
                    Text("2 new").bold()
                }
                .foregroundColor(.blue)
            }
            Spacer()
        })
        _ = host.snapshot(width: 10, height: 1)
        host.press(.tab)
        let cells = row(host, width: 10)
        #expect(cells.prefix(7).map(\.grapheme).joined() == "↓ 2 new")
        let plain = (0..<7).filter { !cells[$0].style.inverse }
        #expect(plain.isEmpty, "\(StyledSnapshot.text(of: host.render(size: CellSize(width: 10, height: 1))))")
        #expect(cells[1].style.foreground == cells[0].style.foreground)
        #expect(!cells[7].style.inverse, "nothing past the label is highlighted")
    }

    @Test func spacerInTheLabelStaysPlain() {
        let host = ViewHost(rootView: Button {} label: { HStack(spacing: 1) { Text("a"); Spacer(minLength: 1); Text("b") } })
        _ = host.snapshot(width: 10, height: 1)
        host.press(.tab)
        let cells = row(host, width: 10)
        let highlighted = (0..<10).filter { cells[$0].style.inverse }
        #expect(highlighted == [0, 9], "\(StyledSnapshot.text(of: host.render(size: CellSize(width: 10, height: 1))))")
    }

    @Test func unfocusedLabelKeepsItsSpacingPlain() {
        let host = ViewHost(rootView: Button {} label: { HStack(spacing: 1) { Text("a"); Text("b") } })
        let cells = row(host, width: 3)
        let highlighted = cells.filter { $0.style.inverse }
        #expect(highlighted.isEmpty)
    }
}
