import Testing
@testable import TerminalUI

@MainActor @Suite struct ToggleStyleTests {
    struct Screen<Style: ToggleStyle>: View {
        @State var isOn = true
        let style: Style
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Toggle("Wi-Fi", isOn: $isOn)
                Text(isOn ? "state: on" : "state: off")
            }
            .toggleStyle(style)
            .atTopLeading()
        }
    }

    @Test func switchStyleDrawsTheStateAfterTheLabel() {
        let host = ViewHost(rootView: Screen(style: .switch))
        #expect(ControlScreen.lines(host, width: 16, height: 2) == ["Wi-Fi (on)", "state: on"])
        host.press(.tab)
        host.press(.enter)
        #expect(ControlScreen.lines(host, width: 16, height: 2) == ["Wi-Fi (off)", "state: off"])
    }

    @Test func buttonStyleBracketsTheLabelWhenOn() {
        let host = ViewHost(rootView: Screen(style: .button))
        #expect(ControlScreen.lines(host, width: 16, height: 2) == ["[Wi-Fi]", "state: on"])
        ControlScreen.click(host, x: 2, y: 0)
        #expect(ControlScreen.lines(host, width: 16, height: 2) == [" Wi-Fi", "state: off"])
    }

    /// A custom style's body replaces the toggle; `Toggle(configuration)` inside it draws the
    /// default look instead of the custom style again.
    @Test func customStyleGetsTheConfiguration() {
        struct Starred: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    Button(configuration.isOn ? "★" : "☆") { configuration.isOn.toggle() }
                    Toggle(configuration)
                }
            }
        }
        let host = ViewHost(rootView: Screen(style: Starred()))
        #expect(ControlScreen.lines(host, width: 16, height: 2) == ["★ [x] Wi-Fi", "state: on"])
        host.press(.tab)
        host.press(.enter)
        #expect(ControlScreen.lines(host, width: 16, height: 2) == ["☆ [ ] Wi-Fi", "state: off"])
        host.press(.tab)
        host.press(.character(" "))
        #expect(ControlScreen.lines(host, width: 16, height: 2) == ["★ [x] Wi-Fi", "state: on"])
    }

    @Test func labelsHiddenLeavesOnlyTheControls() {
        struct Controls: View {
            @State var isOn = false
            @State var count = 1
            @State var choice = 0
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Toggle("Wi-Fi", isOn: $isOn)
                    Stepper("Count", value: $count)
                    Picker("Color", selection: $choice) { Text("Red").tag(0) }
                }
                .labelsHidden()
                .atTopLeading()
            }
        }
        let host = ViewHost(rootView: Controls())
        #expect(ControlScreen.lines(host, width: 16, height: 3) == ["[ ]", "[-][+]", "Red ▾"])
    }
}
