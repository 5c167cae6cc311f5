import Testing
@testable import TerminalUI

@MainActor @Suite struct SectionFormTests {
    struct Settings: View {
        @State var sound = true
        @State var volume = 2
        var body: some View {
            Form {
                Section(header: Text("General"), footer: Text("Applies to all chats")) {
                    Toggle("Sound", isOn: $sound)
                    Stepper("Volume \(volume)", value: $volume, in: 0...5)
                }
                Section("About") {
                    Text("Version 1")
                }
            }
        }
    }

    @Test func sectionsDrawHeaderContentFooterAndAGap() {
        let host = ViewHost(rootView: Settings())
        #expect(ControlScreen.lines(host, width: 24, height: 9) == [
            "General", "[x] Sound", "Volume 2 [-][+]", "Applies to all chats", "", "About", "Version 1", "", "",
        ])
        #expect(ControlScreen.styledRow(host, containing: "General", width: 24, height: 9).contains("[0-7) bold"))
        #expect(ControlScreen.styledRow(host, containing: "Applies", width: 24, height: 9).contains("dim"))
    }

    @Test func controlsInAFormTakeFocusInOrder() {
        let host = ViewHost(rootView: Settings())
        _ = host.snapshot(width: 24, height: 9)
        host.press(.tab)
        host.press(.character(" "))
        host.press(.tab)
        host.press(.right)
        #expect(Array(ControlScreen.lines(host, width: 24, height: 9)[1...2]) == ["[ ] Sound", "Volume 3 [-][+]"])
    }

    @Test func sectionInitializersPlaceHeaderAndFooter() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Section { Text("body") } header: { Text("Head") } footer: { Text("Foot") }
            Section { Text("only") } footer: { Text("note") }
            Section { Text("plain") }
        }
        .atTopLeading()
        let host = ViewHost(rootView: view)
        #expect(ControlScreen.lines(host, width: 12, height: 10) == [
            "Head", "body", "Foot", "", "only", "note", "", "plain", "", "",
        ])
    }
}
