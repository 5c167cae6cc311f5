import CombineSubset
import Testing
@testable import TerminalUI

@MainActor private final class Transcript: ObservableObject {
    @Published var messages: [String] = (0..<4).map { "message \($0)" }
    @Published var name = "Ann"
    @Published var subtitle = "online"
    @Published var title = "Chats"
}

/// The channel screen's shape: the view holding the navigation stack observes the model, so
/// every change evaluates it and updates the stack; the header is a principal toolbar item.
private struct ObservingScreen: View {
    @ObservedObject var transcript: Transcript
    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(transcript.messages, id: \.self) { Text($0) }
                }
            }
            .defaultScrollAnchor(.bottom)
            .toolbar {
                ToolbarItem(placement: .principal) {
                    VStack(spacing: 0) {
                        Text(transcript.name)
                        Text(transcript.subtitle)
                    }
                }
            }
        }
    }
}

/// A title the navigation container draws itself, changed by a view inside the stack (the
/// stack itself is not updated).
private struct TitledContent: View {
    @ObservedObject var transcript: Transcript
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(transcript.messages, id: \.self) { Text($0) }
        }
        .navigationTitle(transcript.title)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) { Text("☰") }
        }
    }
}

/// The navigation header is drawn again only when what it shows changes (its items, its title,
/// its size), and the screen after every change equals drawing everything again.
@MainActor @Suite struct NavigationHeaderRedrawTests {
    private let size = CellSize(width: 24, height: 10)

    /// Applies `change`, renders, and returns the rows drawn again; the screen must equal a
    /// fresh host's full drawing of the same state.
    private func redrawnRows(_ host: ViewHost, fresh: () -> ViewHost, _ change: () -> Void, _ name: String) -> Set<Int> {
        change()
        let incremental = host.styledSnapshot(width: size.width, height: size.height)
        let full = fresh().styledSnapshot(width: size.width, height: size.height)
        #expect(incremental == full, "\(name):\n\(incremental)\nfull drawing:\n\(full)")
        var rows = Set<Int>()
        for rect in host.redrawnRegion.rects { rows.formUnion(rect.y..<rect.maxY) }
        return rows
    }

    @Test func appendingToTheListLeavesAnUnchangedHeaderAlone() {
        let transcript = Transcript()
        let host = ViewHost(rootView: ObservingScreen(transcript: transcript))
        let fresh = { ViewHost(rootView: ObservingScreen(transcript: transcript)) }
        let first = host.snapshot(width: size.width, height: size.height)
        #expect(first.hasPrefix("          Ann"))
        for round in 0..<3 {
            let rows = redrawnRows(host, fresh: fresh, { transcript.messages.append("new \(round)") }, "append \(round)")
            #expect(!rows.isEmpty)
            // Rows 0 and 1 are the header, row 2 its divider.
            #expect(rows.isDisjoint(with: 0..<3), "append \(round) redrew rows \(rows.sorted())")
        }
    }

    @Test func headerItemsAreRedrawnWhenWhatTheyShowChanges() {
        let transcript = Transcript()
        let host = ViewHost(rootView: ObservingScreen(transcript: transcript))
        let fresh = { ViewHost(rootView: ObservingScreen(transcript: transcript)) }
        _ = host.snapshot(width: size.width, height: size.height)
        let subtitle = redrawnRows(host, fresh: fresh, { transcript.subtitle = "typing…" }, "subtitle")
        #expect(subtitle.contains(1))
        let name = redrawnRows(host, fresh: fresh, { transcript.name = "Annabel Lee" }, "name")
        #expect(name.contains(0))
        let shorter = redrawnRows(host, fresh: fresh, { transcript.name = "Al"; transcript.subtitle = "" }, "shorter")
        #expect(shorter.contains(0) && shorter.contains(1))
        #expect(host.snapshot(width: size.width, height: size.height).contains("Al"))
    }

    @Test func titleDrawnByTheContainerIsRedrawnWhenItChanges() {
        let transcript = Transcript()
        let view = { NavigationStack { TitledContent(transcript: transcript) } }
        let host = ViewHost(rootView: view())
        let fresh = { ViewHost(rootView: view()) }
        #expect(host.snapshot(width: size.width, height: size.height).contains("Chats"))
        let longer = redrawnRows(host, fresh: fresh, { transcript.title = "All the chats" }, "longer title")
        #expect(longer.contains(0))
        let shorter = redrawnRows(host, fresh: fresh, { transcript.title = "Me" }, "shorter title")
        #expect(shorter.contains(0))
        let append = redrawnRows(host, fresh: fresh, { transcript.messages.append("new") }, "append")
        #expect(append.isDisjoint(with: 0..<2), "append redrew rows \(append.sorted())")
        #expect(host.snapshot(width: size.width, height: size.height).hasPrefix("           Me"))
    }

    @Test func resizingRedrawsTheHeader() {
        let transcript = Transcript()
        let host = ViewHost(rootView: ObservingScreen(transcript: transcript))
        _ = host.render(size: size)
        let wider = CellSize(width: 30, height: 10)
        let resized = host.render(size: wider)
        let full = ViewHost(rootView: ObservingScreen(transcript: transcript)).render(size: wider)
        #expect(resized == full)
    }
}
