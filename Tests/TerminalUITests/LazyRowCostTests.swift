import Foundation
import CombineSubset
import ScreenLines
import Testing
@testable import TerminalUI

@MainActor private final class Transcript: ObservableObject {
    @Published var lines: [Line] = (0..<40).map { Line(id: $0, text: "line \($0)") }
    @Published var title = "title"
}

private struct Line: Identifiable, Equatable {
    let id: Int
    var text: String
}

private struct TranscriptScreen: View {
    @ObservedObject var transcript: Transcript
    let work: LeafWork
    var body: some View {
        VStack(spacing: 0) {
            Text(transcript.title)
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(transcript.lines) { line in
                        CountedLeaf(text: line.text, work: work).onAppear {}.onDisappear {}
                    }
                }
            }
            .defaultScrollAnchor(.bottom)
        }
    }
}

/// What an append to a bottom-pinned lazy transcript costs: rows updated, created, measured and
/// redrawn (deterministic counts; the screen itself is compared with a fresh render elsewhere).
@MainActor @Suite struct LazyRowCostTests {
    @Test func anAppendUpdatesOnlyTheShownRowsAndMeasuresOnlyTheNewOne() throws {
        let (transcript, work, host) = openTranscript()
        // Scroll to the top and back, so rows out of view are kept.
        for _ in 0..<10 { host.press(.pageUp) }
        #expect(host.snapshot(width: 12, height: 6).contains("line 0"))
        for _ in 0..<10 { host.press(.pageDown) }
        #expect(host.snapshot(width: 12, height: 6).lastScreenLine == "line 39")
        let scroll = try #require(scrollBehavior(in: host))
        #expect(scroll.rowStore.count > 10)
        let updates = scroll.rowStore.updates, creations = scroll.rowStore.creations
        work.measurements.removeAll()
        transcript.lines.append(Line(id: 40, text: "line 40"))
        let screen = host.snapshot(width: 12, height: 6)
        #expect(screen.lastScreenLine == "line 40")
        // Five rows are shown under the title: the four still shown are updated once each, the
        // new one is created; rows out of view are not touched.
        #expect(scroll.rowStore.creations - creations == 1)
        #expect(scroll.rowStore.updates - updates == 4)
        // Only the new row is measured (for its height, then by the modifiers around it as it is
        // placed): the others keep their sizes and are moved.
        #expect(!work.measuredTexts.isEmpty)
        #expect(work.measuredTexts.allSatisfy { $0 == "line 40" })
    }

    @Test func anAppendComparesOnlyEquatableValuesWhoseEnvironmentIsUnchanged() {
        let (transcript, _, host) = openTranscript()
        let comparisons = host.graph.valueComparisons
        transcript.lines.append(Line(id: 40, text: "line 40"))
        #expect(host.snapshot(width: 12, height: 6).lastScreenLine == "line 40")
        // The title and the four rows still shown (each under two lifecycle modifiers, which
        // are not compared: they hold closures); the new row is made, not compared.
        #expect(host.graph.valueComparisons - comparisons == 5)
    }

    @Test func anAppendMakesAKeyOnlyForTheNewRow() throws {
        let (transcript, _, host) = openTranscript()
        let scroll = try #require(scrollBehavior(in: host))
        let keys = scroll.rowStore.keysMade, creations = scroll.rowStore.creations
        let lookups = scroll.rowStore.shownRowIDLookups, inPlace = scroll.rowStore.updatesInPlace
        transcript.lines.append(Line(id: 40, text: "line 40"))
        #expect(host.snapshot(width: 12, height: 6).lastScreenLine == "line 40")
        // The four rows still shown are recognised by comparing their ids, as `Int`s, with those
        // of the rows they were fetched from; only the new row's id is boxed into a key (to look
        // it up among the kept rows).
        #expect(scroll.rowStore.keysMade - keys == 1)
        #expect(scroll.rowStore.creations - creations == 1)
        // Those comparisons are looked up once for the layout, not once for each of the four
        // rows updated through them.
        #expect(scroll.rowStore.updatesInPlace - inPlace == 4)
        #expect(scroll.rowStore.shownRowIDLookups - lookups == 1)
    }

    @Test func aShownRowWhoseIdChangedInPlaceIsANewRow() throws {
        let (transcript, _, host) = openTranscript()
        let scroll = try #require(scrollBehavior(in: host))
        let creations = scroll.rowStore.creations, updates = scroll.rowStore.updates
        // The same number of rows, the last one replaced by another element (another id).
        transcript.lines[39] = Line(id: 99, text: "line 99")
        let screen = host.snapshot(width: 12, height: 6)
        #expect(screen.lastScreenLine == "line 99")
        #expect(!screen.contains("line 39"))
        #expect(scroll.rowStore.creations - creations == 1)
        #expect(scroll.rowStore.updates - updates == 4)
    }

    @Test func aChangeAboveTheListRedrawsNoRow() {
        let (transcript, work, host) = openTranscript()
        let draws = work.draws
        transcript.title = "new title"
        #expect(host.snapshot(width: 12, height: 6).contains("new title"))
        #expect(work.draws == draws)
        #expect(host.redrawnRegion.bounds.maxY <= 1)
    }

    @Test func reEvaluatingTheListWithTheSameRowsRedrawsNothing() {
        let (transcript, work, host) = openTranscript()
        let draws = work.draws
        transcript.lines = transcript.lines
        _ = host.snapshot(width: 12, height: 6)
        #expect(work.draws == draws)
        #expect(host.redrawnRegion.bounds.maxY <= 1)
    }

    @Test func anAppendWhilePinnedMovesTheDrawnRowsAndDrawsOnlyTheNewRow() {
        let (transcript, work, host) = openTranscript()
        let draws = work.draws
        transcript.lines.append(Line(id: 40, text: "line 40"))
        let screen = host.styledSnapshot(width: 12, height: 6)
        #expect(screen == ViewHost(rootView: TranscriptScreen(transcript: transcript, work: LeafWork())).styledSnapshot(width: 12, height: 6))
        // The four rows still shown moved up with their cells; only the new bottom row is drawn.
        #expect(work.draws - draws == 1)
        #expect(host.redrawnRegion.rects == [CellRect(x: 0, y: 5, width: 12, height: 1)])
    }

    /// A transcript of 40 one-line rows shown on a 12×6 screen, after its first frame.
    private func openTranscript() -> (Transcript, LeafWork, ViewHost) {
        let transcript = Transcript()
        let work = LeafWork()
        let host = ViewHost(rootView: TranscriptScreen(transcript: transcript, work: work))
        _ = host.snapshot(width: 12, height: 6)
        return (transcript, work, host)
    }
}
