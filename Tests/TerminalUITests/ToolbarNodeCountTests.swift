import CombineSubset
import ScreenLines
import Testing
@testable import TerminalUI

private final class Toggles: ObservableObject {
    @Published var showsItem = false
    @Published var showsTitle = true
    @Published var rows = ["a"]
}

/// Toolbar content deep inside rows, conditions and a nested navigation stack.
private struct Screen: View {
    @ObservedObject var toggles: Toggles
    var body: some View {
        NavigationStack {
            VStack {
                ForEach(toggles.rows, id: \.self) { row in
                    if toggles.showsItem && row == "b" {
                        Text(row).toolbar { ToolbarItem(placement: .topBarTrailing) { Text("T") } }
                    } else {
                        Text(row)
                    }
                }
                if toggles.showsTitle {
                    Text("t").navigationTitle("Top")
                }
                // A nested container draws its own header: its items are not the outer one's.
                NavigationStack {
                    Text("inner").toolbar { ToolbarItem(placement: .topBarLeading) { Text("L") } }
                }
            }
        }
    }
}

@MainActor @Suite struct ToolbarNodeCountTests {
    /// Toolbar nodes below `node`, counted afresh (nested navigation containers left out).
    private func freshCount(_ node: ViewNode) -> Int {
        var count = node.behavior.toolbarRole.isCollected ? 1 : 0
        for child in node.children where child.behavior.toolbarRole != .navigation { count += freshCount(child) }
        return count
    }

    private func expectCountsCurrent(_ host: ViewHost, _ comment: Comment) {
        host.graph.root?.forEachDescendant { node in
            #expect(node.toolbarNodeCount == freshCount(node), comment)
        }
    }

    private func header(_ host: ViewHost) -> String {
        host.snapshot(width: 12, height: 8).screenLines[0]
    }

    @Test func countsFollowToolbarContentAppearingAndGoing() {
        let toggles = Toggles()
        let host = ViewHost(rootView: Screen(toggles: toggles))
        #expect(header(host) == "    Top     ")
        expectCountsCurrent(host, "first frame")

        toggles.rows = ["a", "b"]
        toggles.showsItem = true
        #expect(header(host) == "    Top    T")
        expectCountsCurrent(host, "an item inside a new row")

        toggles.showsTitle = false
        #expect(header(host) == "           T")
        expectCountsCurrent(host, "the title gone")

        toggles.rows = ["a"]
        // No item and no title: no header row, the content starts at the top.
        #expect(header(host) == "     a      ")
        expectCountsCurrent(host, "the row holding the item gone")

        toggles.rows = ["b", "a"]
        toggles.showsTitle = true
        #expect(header(host) == "    Top    T")
        expectCountsCurrent(host, "both back")
    }
}
