import Testing
@testable import TerminalUI

@MainActor @Suite struct TabViewTests {
    struct Tabs: View {
        @State var tab: String
        var body: some View {
            TabView(selection: $tab) {
                Text("chat list").tabItem { Text("Chats") }.tag("chats")
                Text("settings page").tabItem { Text("Settings") }.tag("settings")
            }
        }
    }

    @Test func barShowsTheTabsAndTheChosenPage() {
        let host = ViewHost(rootView: Tabs(tab: "chats"))
        #expect(ControlScreen.lines(host, width: 20, height: 4) == ["[Chats]  Settings", "────────────────────", "chat list", ""])
        host.press(.tab)
        host.press(.right)
        #expect(ControlScreen.lines(host, width: 20, height: 4) == [" Chats  [Settings]", "────────────────────", "settings page", ""])
        ControlScreen.click(host, x: 2, y: 0)
        #expect(ControlScreen.lines(host, width: 20, height: 4)[2] == "chat list")
        #expect(ControlScreen.styledRow(host, containing: "Chats", width: 20, height: 4).contains("bold"))
    }

    @Test func withoutABindingPagesAreNumberedAndSwitch() {
        let view = TabView {
            Text("one")
            Text("two").tabItem { Text("Second") }
        }
        let host = ViewHost(rootView: view)
        #expect(ControlScreen.lines(host, width: 16, height: 3) == ["[1]  Second", "────────────────", "one"])
        host.press(.tab)
        host.press(.right)
        host.press(.right)
        #expect(ControlScreen.lines(host, width: 16, height: 3) == [" 1  [Second]", "────────────────", "two"])
    }

    @Test func aSelectionNoTagMatchesShowsNoPage() {
        let host = ViewHost(rootView: Tabs(tab: "missing"))
        #expect(ControlScreen.lines(host, width: 20, height: 3) == [" Chats   Settings", "────────────────────", ""])
        host.press(.tab)
        host.press(.right)
        #expect(ControlScreen.lines(host, width: 20, height: 3)[2] == "chat list")
    }

    /// Each page keeps its own state: switching tabs does not carry one page's state to the other.
    @Test func pagesHaveTheirOwnIdentity() {
        struct Counter: View {
            @State var count = 0
            let name: String
            var body: some View { Button("\(name) \(count)") { count += 1 } }
        }
        let host = ViewHost(rootView: TwoPages { Counter(name: $0 == 0 ? "a" : "b") })
        _ = host.snapshot(width: 12, height: 3)
        host.press(.tab)
        host.press(.tab)
        host.press(.enter)
        #expect(ControlScreen.lines(host, width: 12, height: 3)[2] == "a 1")
        host.press(.tab, modifiers: .shift)
        host.press(.right)
        #expect(ControlScreen.lines(host, width: 12, height: 3)[2] == "b 0")
    }

    /// Ctrl-PageDown/Ctrl-PageUp switch pages while focus is inside a page, and focus the bar;
    /// plain PageDown is left to scrolling.
    @Test func ctrlPageKeysSwitchPagesFromInsideAPage() {
        let host = ViewHost(rootView: TwoPages { Button($0 == 0 ? "first page" : "second page") {} })
        _ = host.snapshot(width: 16, height: 3)
        host.press(.tab)
        host.press(.tab)
        host.press(.pageDown)
        #expect(ControlScreen.lines(host, width: 16, height: 3)[2] == "first page")
        host.press(.pageDown, modifiers: .control)
        #expect(ControlScreen.lines(host, width: 16, height: 3)[2] == "second page")
        host.press(.pageUp, modifiers: .control)
        #expect(ControlScreen.lines(host, width: 16, height: 3)[2] == "first page")
        // The bar has focus now: Right switches again.
        host.press(.right)
        #expect(ControlScreen.lines(host, width: 16, height: 3)[2] == "second page")
    }
}

/// A tab view of two pages tagged 0 and 1, named A and B in the bar.
private struct TwoPages<Page: View>: View {
    @State var tab = 0
    let page: (Int) -> Page
    var body: some View {
        TabView(selection: $tab) {
            page(0).tabItem { Text("A") }.tag(0)
            page(1).tabItem { Text("B") }.tag(1)
        }
    }
}
