import CheckedIndex
import CombineSubset
import Foundation
import ScreenLines
import Testing
@testable import TerminalUI

@MainActor final class HeaderLoader: ObservableObject {
    @Published var subtitle = "online"
}

/// The shape of seed 002's WhatsApp header: a `ToolbarContent` with an observed object,
/// a principal item and trailing buttons.
private struct Header: ToolbarContent {
    @ObservedObject var loader: HeaderLoader
    var name: String
    var body: some ToolbarContent {
        ToolbarItem(placement: .principal) {
            HStack {
                Image(systemName: "person")
                VStack(alignment: .leading) {
                    Text(name).font(.headline)
                    Text(loader.subtitle).font(.caption).foregroundColor(Color(UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)))
                }
            }
        }
        ToolbarItem(placement: .topBarTrailing) {
            HStack {
                Button(action: {}, label: { Image(systemName: "video") })
                Button(action: {}, label: { Image(systemName: "phone") })
            }
        }
    }
}

private struct HeaderModifier: ViewModifier {
    let loader: HeaderLoader
    func body(content: Content) -> some View {
        content.toolbar { Header(loader: loader, name: "Ann") }
    }
}

@MainActor @Suite struct NavigationToolbarTests {
    @Test func principalAndTrailingItemsFormTheHeaderRow() {
        let loader = HeaderLoader()
        let host = ViewHost(rootView: NavigationStack {
            Text("messages").modifier(HeaderModifier(loader: loader))
        })
        let screen = host.snapshot(width: 20, height: 5)
        let lines = screen.screenLines
        #expect(lines[0] == "      ☺ Ann      ▶ ✆")
        #expect(lines[1] == "        online      ")
        #expect(lines[2] == String(repeating: "─", count: 20))
        #expect(lines[3].contains("messages"))
        loader.subtitle = "typing"
        #expect(host.snapshot(width: 20, height: 5).contains("typing"))
    }

    @Test func titleShowsWithoutPrincipalAndLeadingItemsGoLeft() {
        let view = NavigationStack {
            Text("body")
                .navigationTitle("Chats")
                .toolbar {
                    ToolbarItem(placement: .navigationBarLeading) { Text("L") }
                    ToolbarItemGroup(placement: .navigationBarTrailing) { Text("A"); Text("B") }
                }
        }
        let lines = renderSnapshot(view, width: 15, height: 3).split(separator: "\n").map(String.init)
        #expect(lines[0] == "L    Chats  A B")
    }

    @Test func linkPushesAndEscapePops() {
        let host = ViewHost(rootView: NavigationStack {
            NavigationLink("Open") { Text("Detail").navigationTitle("D") }
        })
        #expect(host.snapshot(width: 12, height: 3).contains("Open"))
        host.press(.tab)
        host.press(.enter)
        let pushed = host.snapshot(width: 12, height: 4)
        #expect(pushed.hasPrefix("‹ Back   D"))
        #expect(pushed.contains("Detail"))
        host.press(.escape)
        #expect(host.snapshot(width: 12, height: 3).contains("Open"))
    }

    @Test func valueLinksUseRegisteredDestinations() {
        let host = ViewHost(rootView: NavigationStack {
            NavigationLink("Item 7", value: 7)
                .navigationDestination(for: Int.self) { number in Text("Number \(number)") }
        })
        _ = host.snapshot(width: 14, height: 3)
        host.press(.tab)
        host.press(.enter)
        #expect(host.snapshot(width: 14, height: 4).contains("Number 7"))
    }

    @Test func backButtonIsClickable() {
        let host = ViewHost(rootView: NavigationStack {
            NavigationLink("Go") { Text("There") }
        })
        _ = host.snapshot(width: 10, height: 4)
        ControlScreen.click(host, x: 4, y: 1)
        #expect(host.snapshot(width: 10, height: 4).contains("There"))
        ControlScreen.click(host, x: 0, y: 0)
        #expect(host.snapshot(width: 10, height: 4).contains("Go"))
    }
}

@MainActor @Suite struct ToolbarHeaderHeightTests {
    @Test func principalTextsStayOnOneRowEachAndTruncate() {
        let long = String(repeating: "word ", count: 12)
        let view = NavigationStack {
            Text("body").toolbar {
                ToolbarItem(placement: .principal) {
                    VStack(alignment: .leading) {
                        Text("Title " + long)
                        Text("Subtitle " + long)
                    }
                }
            }
        }
        let lines = ControlScreen.lines(of: renderSnapshot(view, width: 20, height: 6))
        #expect(lines[0].hasPrefix("Title") && lines[0].hasSuffix("…"))
        #expect(lines[1].hasPrefix("Subtitle") && lines[1].hasSuffix("…"))
        #expect(lines[2] == String(repeating: "─", count: 20))
        #expect(lines[3].contains("body"))
    }

    @Test func headerHeightIsBoundedEvenWithAnExplicitLineLimit() {
        let long = String(repeating: "word ", count: 40)
        let view = NavigationStack {
            Text("body").toolbar {
                ToolbarItem(placement: .principal) { Text(long).lineLimit(nil) }
            }
        }
        let lines = ControlScreen.lines(of: renderSnapshot(view, width: 20, height: 10))
        let rule = lines.firstIndex(of: String(repeating: "─", count: 20))
        #expect(rule == HeaderLayout.maxHeight)
        #expect(lines[checked: HeaderLayout.maxHeight + 1]?.contains("body") == true, "\(lines.joined(separator: "\n"))")
    }

    @Test func explicitLineLimitInAToolbarItemIsKept() {
        let view = NavigationStack {
            Text("body").toolbar {
                ToolbarItem(placement: .principal) { Text("one two three four five six").lineLimit(2) }
            }
        }
        let lines = renderSnapshot(view, width: 14, height: 6).screenLines
        #expect(lines[2] == String(repeating: "─", count: 14))
    }
}

/// A push draws the whole new screen: no cell of the screen under it stays.
@MainActor @Suite struct NavigationPushRedrawTests {
    @Test func pushedScreenLeavesNoCellOfTheRoot() {
        let host = ViewHost(rootView: NavigationStack {
            VStack(spacing: 0) {
                NavigationLink("Open") {
                    Text("Detail")
                        .toolbar {
                            ToolbarItem(placement: .principal) {
                                VStack(spacing: 0) { Text("Title"); Text("Subtitle") }
                            }
                        }
                }
                ForEach(0..<6) { _ in Divider() }
            }
            .navigationTitle("Root")
        })
        let size = CellSize(width: 16, height: 8)
        _ = host.render(size: size)
        host.press(.tab)
        host.press(.enter)
        let pushed = host.render(size: size)
        _ = host.render(size: CellSize(width: 17, height: 8))
        let redrawn = host.render(size: size)
        #expect(pushed == redrawn, "after the push:\n\(pushed.plainText)\nfull redraw:\n\(redrawn.plainText)")
    }
}
