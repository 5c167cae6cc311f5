import Testing
@testable import TerminalUI

@MainActor @Suite struct ToggleTests {
    struct Settings: View {
        @State var isOn = false
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Toggle("Wi-Fi", isOn: $isOn)
                Text(isOn ? "state: on" : "state: off")
            }
            .atTopLeading()
        }
    }

    @Test func drawsACheckBoxThatSpaceEnterAndClickFlip() {
        let host = ViewHost(rootView: Settings())
        #expect(ControlScreen.lines(host, width: 16, height: 2) == ["[ ] Wi-Fi", "state: off"])
        host.press(.tab)
        host.press(.character(" "))
        #expect(ControlScreen.lines(host, width: 16, height: 2) == ["[x] Wi-Fi", "state: on"])
        host.press(.enter)
        #expect(ControlScreen.lines(host, width: 16, height: 2) == ["[ ] Wi-Fi", "state: off"])
        ControlScreen.click(host, x: 6, y: 0)
        #expect(ControlScreen.lines(host, width: 16, height: 2) == ["[x] Wi-Fi", "state: on"])
    }

    @Test func focusedToggleDrawsInverse() {
        let host = ViewHost(rootView: Settings())
        _ = host.snapshot(width: 16, height: 2)
        host.press(.tab)
        let row = ControlScreen.styledRow(host, containing: "Wi-Fi", width: 16, height: 2)
        // One highlight from the box to the end of the label, the space between them included.
        #expect(row.contains("[0-9) inverse"), "\(row)")
    }

    @Test func labelBuilderAndTint() {
        struct Screen: View {
            @State var isOn = true
            var body: some View {
                Toggle(isOn: $isOn) { Label("Alerts", systemImage: "bell") }.tint(.red).atTopLeading()
            }
        }
        let host = ViewHost(rootView: Screen())
        #expect(ControlScreen.lines(host, width: 16, height: 1)[0].hasPrefix("[x] "))
        #expect(ControlScreen.lines(host, width: 16, height: 1)[0].hasSuffix("Alerts"))
        let row = ControlScreen.styledRow(host, containing: "Alerts", width: 16, height: 1)
        #expect(row.contains("[0-3) fg=1"), "\(row)")
    }

    @Test func disabledToggleIsSkippedDimAndIgnoresClicks() {
        struct Screen: View {
            @State var isOn = false
            var body: some View { Toggle("Locked", isOn: $isOn).disabled(true).atTopLeading() }
        }
        let host = ViewHost(rootView: Screen())
        _ = host.snapshot(width: 12, height: 1)
        host.press(.tab)
        host.press(.character(" "))
        ControlScreen.click(host, x: 1, y: 0)
        #expect(ControlScreen.lines(host, width: 12, height: 1) == ["[ ] Locked"])
        #expect(ControlScreen.styledRow(host, containing: "Locked", width: 12, height: 1).contains("dim"))
    }

    @Test func hugeTitleIsTruncatedToTheRow() {
        struct Screen: View {
            @State var isOn = false
            var body: some View { Toggle(String(repeating: "long ", count: 200), isOn: $isOn).atTopLeading() }
        }
        let line = ControlScreen.lines(ViewHost(rootView: Screen()), width: 20, height: 1)[0]
        #expect(line.hasPrefix("[ ] long"))
        #expect(line.hasSuffix("…"))
    }

    /// Flipping redraws the toggle's row, not the rest of the screen, and the screen equals
    /// what a fresh host draws for the same state.
    @Test func flippingRedrawsOnlyTheToggle() {
        struct Screen: View {
            @State var isOn = false
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Toggle("Wi-Fi", isOn: $isOn)
                    Text("unchanged line")
                }
            }
        }
        let host = ViewHost(rootView: Screen().atTopLeading())
        _ = host.snapshot(width: 16, height: 3)
        host.press(.tab)
        _ = host.snapshot(width: 16, height: 3)
        host.press(.character(" "))
        let screen = host.styledSnapshot(width: 16, height: 3)
        #expect(host.redrawnRegion.bounds.maxY <= 1, "\(host.redrawnRegion)")
        #expect(host.redrawnRegion.cellCount <= 9, "\(host.redrawnRegion)")
        let fresh = ViewHost(rootView: Screen(isOn: true).atTopLeading())
        _ = fresh.snapshot(width: 16, height: 3)
        fresh.press(.tab)
        #expect(screen == fresh.styledSnapshot(width: 16, height: 3))
    }
}
