import Testing
@testable import TerminalUI

@MainActor @Suite struct PickerLongMenuTests {
    struct Countries: View {
        @State var choice = 0
        var body: some View {
            Picker("Country", selection: $choice) {
                ForEach(0..<40, id: \.self) { Text("Country \($0)").tag($0) }
            }
            .atTopLeading()
        }
    }

    /// A menu taller than the screen fits in it and scrolls: the arrows reach options below the
    /// box's bottom (without the scroll view, the options ran over the box's border and off the
    /// screen, out of reach).
    @Test func optionsBelowTheScreenCanBeReachedAndChosen() {
        let host = ViewHost(rootView: Countries())
        _ = host.snapshot(width: 30, height: 10)
        host.press(.tab)
        host.press(.enter)
        _ = host.snapshot(width: 30, height: 10)
        // A frame between keys, as the terminal draws them.
        for _ in 0..<25 {
            host.press(.down)
            _ = host.snapshot(width: 30, height: 10)
        }
        let open = host.snapshot(width: 30, height: 10)
        #expect(open.contains("Country 25"), "\(open)")
        host.press(.enter)
        #expect(ControlScreen.lines(host, width: 30, height: 10)[0] == "Country Country 25 ▾")
    }
}
