import Testing
@testable import TerminalUI

@MainActor @Suite struct ButtonStyleTests {
    /// Wraps the label in brackets, and runs the button's action as soon as it appears.
    struct BracketsTriggeredOnAppear: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                Text("[")
                configuration.label
                Text("]")
            }
            .onAppear { configuration.trigger() }
        }
    }

    /// Puts a star before the label: shows that the style's body was used.
    struct Starred: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                Text("*")
                configuration.label
            }
        }
    }

    @Test func plainPrimitiveStyleDrawsTheLabelAndKeepsTheAction() {
        let recorder = Recorder()
        let host = ViewHost(rootView: Button("Go") { recorder.events.append("go") }.buttonStyle(.plain))
        #expect(host.snapshot(width: 4, height: 1) == " Go ")
        host.press(.tab)
        host.press(.enter)
        #expect(recorder.events == ["go"])
    }

    @Test func customPrimitiveStyleReplacesTheLabelAndTriggersTheAction() {
        let recorder = Recorder()
        let host = ViewHost(rootView: Button("Go") { recorder.events.append("go") }.buttonStyle(BracketsTriggeredOnAppear()))
        #expect(host.snapshot(width: 5, height: 1) == "[Go] ")
        #expect(recorder.events == ["go"])
    }

    @Test func buttonStyleAndPrimitiveStyleBothReachTheButton() {
        let host = ViewHost(rootView: VStack {
            Button("A") {}.buttonStyle(Starred())
            Button("B") {}.buttonStyle(.borderless)
            Button("C") {}.buttonStyle(.automatic)
        })
        #expect(host.snapshot(width: 2, height: 3) == "*A\nB \nC ")
    }
}
