import CombineSubset
import Testing
@testable import TerminalUI

@MainActor private final class Transcript: ObservableObject {
    @Published var lines: [Line] = (0..<20).map { Line(id: $0, text: "line \($0)") }
}

/// Whether a label is drawn over the list's bottom rows.
@MainActor private final class Label: ObservableObject {
    @Published var shows = false
}

private struct Line: Identifiable, Equatable {
    let id: Int
    let text: String
}

/// The list, which alone observes the lines: an append evaluates it, not the screen, and lays
/// out nothing around it (its body is the scroll view, a layout boundary).
private struct TranscriptList: View {
    @ObservedObject var transcript: Transcript
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(transcript.lines) { Text($0.text) }
            }
        }
    }
}

/// The list between a header and a footer, with a label that may float over its bottom.
private struct TranscriptScreen: View {
    let transcript: Transcript
    @ObservedObject var label: Label
    var body: some View {
        VStack(spacing: 0) {
            Text("header").bold()
            ZStack(alignment: .bottomTrailing) {
                TranscriptList(transcript: transcript).defaultScrollAnchor(.bottom)
                if label.shows { Text("new ↓").background(Color.red) }
            }
            HStack { Text("footer"); Spacer(); Text("[send]") }
        }
    }
}

/// A scroll view that moves its rows' cells asks whether its rows alone draw the viewport
/// (`ViewNode.drawsAlone(in:)`), which walks the views around the list. The answer is kept
/// while no view outside lazy rows is placed again: an append to a list whose surroundings did
/// not change walks nothing, and a change around the list is seen.
@MainActor @Suite struct DrawsAloneMemoTests {
    /// A host of the screen, rendered once and again after a first append (whose move asks).
    private func screenAfterAnAppend() -> (Transcript, Label, ViewHost) {
        let transcript = Transcript(), label = Label()
        let host = ViewHost(rootView: TranscriptScreen(transcript: transcript, label: label))
        host.graph.countsDrawsAloneWalks = true
        _ = host.styledSnapshot(width: 30, height: 10)
        transcript.lines.append(Line(id: 100, text: "first append"))
        _ = host.styledSnapshot(width: 30, height: 10)
        return (transcript, label, host)
    }

    @Test func anAppendWithNothingChangedAroundTheListWalksNothing() {
        let (transcript, _, host) = screenAfterAnAppend()
        let walksAfterFirstAppend = host.graph.drawsAloneWalks
        #expect(walksAfterFirstAppend > 0, "the first move asks")
        for id in 101..<104 {
            transcript.lines.append(Line(id: id, text: "append \(id)"))
            #expect(host.snapshot(width: 30, height: 10).contains("append \(id)"))
        }
        #expect(host.graph.drawsAloneWalks == walksAfterFirstAppend, "later appends walked the views around the list again")
    }

    @Test func aLabelOverTheListIsSeenAndTheScreenIsAsDrawnAfresh() {
        let (transcript, label, host) = screenAfterAnAppend()
        let steps: [(String, () -> Void)] = [
            ("label shows with an append", {
                label.shows = true
                transcript.lines.append(Line(id: 101, text: "second append"))
            }),
            ("append under the label", { transcript.lines.append(Line(id: 102, text: "third append")) }),
            ("label goes with an append", {
                label.shows = false
                transcript.lines.append(Line(id: 103, text: "fourth append"))
            }),
            ("append without the label", { transcript.lines.append(Line(id: 104, text: "fifth append")) }),
        ]
        for (name, step) in steps {
            let walksBefore = host.graph.drawsAloneWalks
            step()
            let incremental = host.styledSnapshot(width: 30, height: 10)
            let fresh = ViewHost(rootView: TranscriptScreen(transcript: transcript, label: label)).styledSnapshot(width: 30, height: 10)
            #expect(incremental == fresh, "\(name)")
            if name.hasPrefix("label") {
                #expect(host.graph.drawsAloneWalks > walksBefore, "\(name): the views around the list changed and were not walked")
            }
        }
    }
}

/// A list above a composer of many views: the walk that asks whether the rows alone draw the
/// viewport reads the composer's root, whose frame is below the viewport, not its views.
private struct ListOverComposer: View {
    let transcript: Transcript
    var body: some View {
        VStack(spacing: 0) {
            Text("header").bold()
            TranscriptList(transcript: transcript).defaultScrollAnchor(.bottom)
            VStack(spacing: 0) {
                ForEach(0..<3) { row in
                    HStack(spacing: 1) { ForEach(0..<8) { Text("\(row)\($0)") } }
                }
            }
        }
    }
}

@MainActor @Suite struct DrawsAlonePruningTests {
    @Test func theWalkReadsTheRootsOfViewsOutsideTheViewportOnly() {
        let transcript = Transcript()
        let host = ViewHost(rootView: ListOverComposer(transcript: transcript))
        host.graph.countsDrawsAloneWalks = true
        _ = host.styledSnapshot(width: 40, height: 12)
        let readsBefore = host.graph.drawsAloneNodeReads
        transcript.lines.append(Line(id: 100, text: "first append"))
        let incremental = host.styledSnapshot(width: 40, height: 12)
        #expect(host.graph.drawsAloneWalks == 1, "the append moved the rows' cells")
        let reads = host.graph.drawsAloneNodeReads - readsBefore
        // The header and the composer's root; the composer's 24 texts and stacks are not read.
        #expect((1...4).contains(reads), "the walk read \(reads) nodes")
        let fresh = ViewHost(rootView: ListOverComposer(transcript: transcript)).styledSnapshot(width: 40, height: 12)
        #expect(incremental == fresh)
    }
}
