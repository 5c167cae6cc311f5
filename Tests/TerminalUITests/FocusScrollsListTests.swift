import CheckedIndex
import Testing
@testable import TerminalUI

/// Up and Down walk through a lazy list beyond the rows shown: at the top (bottom) visible row
/// the list scrolls to the next row and focuses it, instead of focus leaving for the header
/// (the composer); only at the list's end does focus leave it.
@MainActor @Suite struct FocusScrollsListTests {
    typealias Draft = FocusAcrossRowsTests.Draft

    /// A header button, 30 two-line messages pinned to the bottom, an input.
    private struct Chat: View {
        let draft: Draft
        var body: some View {
            VStack(spacing: 0) {
                Button("Back") {}
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<30, id: \.self) { index in
                            Button("message \(index)\nsecond line") {}
                        }
                    }
                }
                .defaultScrollAnchor(.bottom)
                TextField("Send a message", text: draft.binding)
            }
        }
    }

    /// Seven lines of list: the top row shows only its second line until focus reaches it.
    private let size = CellSize(width: 30, height: 9)

    private func focusedLabel(_ host: ViewHost) -> String {
        _ = host.render(size: size)
        guard let node = host.graph.focusedNode else { return "" }
        let lines = ControlScreen.lines(host, width: size.width, height: size.height)
        let isRow = node.frame.height == 2
        guard !isRow || (node.frame.y >= 1 && node.frame.maxY <= size.height - 1), let line = lines[checked: node.frame.y] else { return "(not fully shown)" }
        return line.trimmingCharacters(in: .whitespaces)
    }

    @Test func upWalksPastTheTopVisibleRowToTheFirstThenTheHeader() {
        let host = ViewHost(rootView: Chat(draft: Draft()))
        _ = host.render(size: size)
        host.press(.up)
        #expect(focusedLabel(host) == "message 29")
        for expected in (0...28).reversed() {
            host.press(.up)
            let label = focusedLabel(host)
            #expect(label == "message \(expected)")
            if label != "message \(expected)" { return }
        }
        #expect(host.snapshot(width: size.width, height: size.height).contains("message 0"))
        host.press(.up)
        #expect(focusedLabel(host) == "Back")
    }

    @Test func downWalksBackToTheNewestRowThenTheInput() {
        let host = ViewHost(rootView: Chat(draft: Draft()))
        _ = host.render(size: size)
        for _ in 0..<10 { host.press(.up) }
        #expect(focusedLabel(host) == "message 20")
        for expected in 21...29 {
            host.press(.down)
            #expect(focusedLabel(host) == "message \(expected)")
        }
        host.press(.down)
        #expect(host.graph.focusedNode?.behavior is TextFieldBehavior)
    }

    @Test func walkedScreenEqualsAFullRedraw() {
        let host = ViewHost(rootView: Chat(draft: Draft()))
        _ = host.render(size: size)
        for _ in 0..<7 { host.press(.up) }
        let walked = host.styledSnapshot(width: size.width, height: size.height)
        host.invalidateDrawing()
        #expect(host.styledSnapshot(width: size.width, height: size.height) == walked)
    }
}
