import CombineSubset
import Testing
@testable import TerminalUI

/// A transcript paged up with PageUp loads older rows when its first row comes on screen; they
/// are inserted above, and the list keeps the row that was first at the top (as the SDK's
/// message list does). After every step the screen equals a full redraw of the same state.
@MainActor @Suite struct OlderRowsRedrawTests {
    struct Line: Identifiable, Equatable {
        let id: Int
        var tall: Bool { id % 3 == 0 }
    }

    @MainActor final class Transcript: ObservableObject {
        @Published var lines: [Line] = (1000..<1030).map(Line.init)
        @Published var keptAtTop: Int?
        /// Set when the first line came on screen: the test then loads an older page.
        var wantsOlder = false
        var oldest = 1000

        /// Inserts the next older page; false when the first line is already loaded.
        func loadOlderPage() -> Bool {
            wantsOlder = false
            guard oldest > 900 else { return false }
            let first = lines.first?.id
            lines.insert(contentsOf: (oldest - 20..<oldest).map(Line.init), at: 0)
            oldest -= 20
            keptAtTop = first
            return true
        }
    }

    struct LineRow: View, Equatable {
        let line: Line
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("message \(line.id) ☀️ 田").bold()
                if line.tall { Text("  second line of \(line.id)").foregroundColor(.green) }
            }
        }
    }

    struct TranscriptScreen: View {
        @ObservedObject var transcript: Transcript
        var body: some View {
            let lines = transcript.lines
            VStack(spacing: 0) {
                Text("header \(lines.count)")
                ScrollViewReader { proxy in
                    ScrollView {
                        LazyVStack(alignment: .leading, spacing: 0) {
                            ForEach(lines) { line in
                                LineRow(line: line)
                                    .onAppear { if line.id == lines.first?.id { transcript.wantsOlder = true } }
                            }
                        }
                    }
                    .defaultScrollAnchor(.bottom)
                    .onChange(of: transcript.keptAtTop) {
                        if let kept = transcript.keptAtTop { proxy.scrollTo(kept, anchor: .top) }
                    }
                }
                Text("composer")
            }
        }
    }

    private static func expectSameAsFullRedraw(_ host: ViewHost, _ step: String, width: Int, height: Int) -> Bool {
        // Frames are rendered until the state settles (a change made after an update, such as
        // a scroll to the kept row, shows in the next frame), then compared with a full redraw.
        var incremental = host.styledSnapshot(width: width, height: height)
        for _ in 0..<3 {
            let next = host.styledSnapshot(width: width, height: height)
            if next == incremental { break }
            incremental = next
        }
        host.invalidateDrawing()
        let full = host.styledSnapshot(width: width, height: height)
        #expect(incremental == full, "\(step)\nincremental:\n\(incremental)\nfull redraw:\n\(full)")
        return incremental == full
    }

    @Test(arguments: [(40, 12), (40, 25), (33, 9)])
    func pagingUpWhileOlderRowsLoadEqualsAFullRedraw(width: Int, height: Int) {
        let transcript = Transcript()
        let host = ViewHost(rootView: TranscriptScreen(transcript: transcript))
        _ = host.styledSnapshot(width: width, height: height)
        var pages = 0
        for press in 0..<60 {
            host.press(.pageUp)
            guard Self.expectSameAsFullRedraw(host, "PageUp \(press)", width: width, height: height) else { return }
            if transcript.wantsOlder, transcript.loadOlderPage() {
                pages += 1
                guard Self.expectSameAsFullRedraw(host, "older page \(pages) after PageUp \(press)", width: width, height: height) else { return }
            }
        }
        #expect(pages == 5)
        #expect(host.snapshot(width: width, height: height).contains("message 900 "))
    }
}
