import CheckedIndex
import Testing
@testable import TerminalUI

/// As in UIKit and SwiftUI, going back from a pushed screen returns focus to what had it when
/// the screen was pushed (the link that was opened), so the arrows go on from there, not from
/// the first field of the screen below.
@MainActor @Suite struct NavigationFocusReturnTests {
    /// A search field above twenty links in a lazy list; each link opens a screen with a field.
    private struct Screens: View {
        @State var search = ""
        var body: some View {
            NavigationStack {
                VStack(spacing: 0) {
                    TextField("Search", text: $search)
                    ScrollView {
                        LazyVStack(spacing: 0) {
                            ForEach(0..<20, id: \.self) { index in
                                NavigationLink("Channel \(index)") { Opened(index: index) }
                            }
                        }
                    }
                }
            }
        }
    }

    private struct Opened: View {
        let index: Int
        @State var draft = ""
        var body: some View {
            VStack(spacing: 0) {
                Text("Inside \(index)")
                TextField("Send a message", text: $draft)
            }
        }
    }

    private let size = CellSize(width: 30, height: 10)

    /// The text of the focused node's first line, "" without focus.
    private func focusedLine(_ host: ViewHost) -> String {
        _ = host.render(size: size)
        guard let node = host.graph.focusedNode, node.frame.y >= 0, node.frame.y < size.height else { return "" }
        return ControlScreen.lines(host, width: size.width, height: size.height)[checked: node.frame.y]?.trimmingCharacters(in: .whitespaces) ?? ""
    }

    private func press(_ key: TerminalKey, in host: ViewHost) {
        host.press(key)
        _ = host.render(size: size)
    }

    @Test func goingBackFocusesTheLinkThatWasOpened() {
        let host = ViewHost(rootView: Screens())
        _ = host.render(size: size)
        var steps = 0
        while focusedLine(host) != "Channel 11", steps < 20 {
            press(.down, in: host)
            steps += 1
        }
        #expect(focusedLine(host) == "Channel 11", "a link below the first screenful")
        press(.enter, in: host)
        #expect(host.snapshot(width: size.width, height: size.height).contains("Inside 11"))
        press(.escape, in: host)
        #expect(!host.snapshot(width: size.width, height: size.height).contains("Inside 11"))
        #expect(focusedLine(host) == "Channel 11", "focus is back on the link, not on the search field")
        press(.down, in: host)
        #expect(focusedLine(host) == "Channel 12")
        press(.enter, in: host)
        #expect(host.snapshot(width: size.width, height: size.height).contains("Inside 12"))
    }

    @Test func theBackButtonReturnsFocusToo() {
        let host = ViewHost(rootView: Screens())
        _ = host.render(size: size)
        press(.down, in: host)
        press(.down, in: host)
        press(.down, in: host)
        let opened = focusedLine(host)
        #expect(opened.hasPrefix("Channel"))
        press(.enter, in: host)
        // From the pushed screen's field to the header's back button, then press it.
        var steps = 0
        while focusedLine(host) != "‹ Back", steps < 6 {
            press(.tab, in: host)
            steps += 1
        }
        press(.enter, in: host)
        #expect(focusedLine(host) == opened)
    }
}
