import CombineSubset
import Testing
@testable import TerminalUI

@MainActor private final class Transcript: ObservableObject {
    @Published var messages: [Line] = (0..<40).map(Line.init)
}

private struct Line: Identifiable, Equatable {
    let id: Int
}

private struct LineRow: View, Equatable {
    let line: Line
    var body: some View {
        let words = ["deploy", "review", "lunch", "ship", "the build is green", "who owns this", "thanks!"]
        VStack(alignment: .leading, spacing: 0) {
            Text(["Ana García", "Noah 🚀 Becker", "山田 由紀"][line.id % 3]).bold().foregroundColor(.cyan)
            Text("  message \(line.id): " + (0...(line.id % 6)).map { words[($0 + line.id) % words.count] }.joined(separator: ", "))
            if line.id % 4 == 0 { Text("  ❤️ 1  👍🏽 \(line.id % 5)") }
        }
    }
}

private struct TranscriptScreen: View {
    @ObservedObject var transcript: Transcript
    @State private var draft = ""
    var body: some View {
        VStack(spacing: 0) {
            Text("# general — \(transcript.messages.count) messages").bold()
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(transcript.messages) { LineRow(line: $0) }
                }
            }
            .defaultScrollAnchor(.bottom)
            TextField("Send a message", text: $draft)
        }
    }
}

/// The engine and the writer together: a transcript pinned to the bottom of a 100×40 screen
/// gets messages appended and is scrolled by the wheel and by pages; the terminal (screen
/// model) shows every frame exactly, and an append costs a fraction of the bytes it cost when
/// the moved lines were rewritten.
@MainActor @Suite struct TranscriptScrollBytesTests {
    @Test func appendsAndScrollsOfATranscriptWriteLittleAndShowEveryFrame() {
        let size = CellSize(width: 100, height: 40)
        let transcript = Transcript()
        let host = ViewHost(rootView: TranscriptScreen(transcript: transcript))
        var scrolling = TerminalWriterScrollTests.Run(size: size), rewriting = TerminalWriterScrollTests.Run(size: size, scrolls: false)
        func frame(_ label: String) -> (scrolled: Int, rewritten: Int) {
            let grid = host.render(size: size)
            return (scrolling.show(grid, cursor: host.cursorPosition, label), rewriting.show(grid, cursor: host.cursorPosition, label))
        }
        _ = frame("first")
        var appendBytes = (scrolled: 0, rewritten: 0)
        for id in 40..<50 {
            transcript.messages.append(Line(id: id))
            let bytes = frame("append \(id)")
            appendBytes.scrolled += bytes.scrolled
            appendBytes.rewritten += bytes.rewritten
        }
        // Ten appends: the new message's two or three lines plus the header's count, against
        // every line of the transcript rewritten.
        #expect(appendBytes.scrolled < 10 * 250, "\(appendBytes.scrolled) B for 10 appends")
        #expect(appendBytes.scrolled * 4 < appendBytes.rewritten, "\(appendBytes.scrolled) B scrolling, \(appendBytes.rewritten) B rewriting")

        let wheelUp = InputEvent.mouse(TerminalMouseEvent(kind: .wheelUp, position: CellPoint(x: 20, y: 10)))
        let wheelDown = InputEvent.mouse(TerminalMouseEvent(kind: .wheelDown, position: CellPoint(x: 20, y: 10)))
        for (name, event) in [("wheel up", wheelUp), ("page up", .key(TerminalKeyEvent(.pageUp))), ("wheel down", wheelDown),
                              ("page down", .key(TerminalKeyEvent(.pageDown)))] {
            host.handle(event)
            let bytes = frame(name)
            #expect(bytes.scrolled < bytes.rewritten, "\(name): \(bytes.scrolled) B scrolling, \(bytes.rewritten) B rewriting")
        }
        #expect(scrolling.model.scrolledLines > 30)
    }
}
