import Testing
@testable import TerminalUI

@MainActor @Suite struct PickerTests {
    enum Flavor: String, CaseIterable, Identifiable {
        case vanilla, mint, lemon
        var id: Self { self }
    }

    struct Colors: View {
        @State var choice: Int
        var style: PickerKind = .menu
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                switch style {
                case .menu: picker
                case .segmented: picker.pickerStyle(.segmented)
                case .inline: picker.pickerStyle(.inline)
                }
                Text("chose \(choice)")
            }
            .atTopLeading()
        }
        var picker: some View {
            Picker("Color", selection: $choice) {
                Text("Red").tag(0)
                Text("Green").tag(1)
                Text("Blue").tag(2)
            }
        }
    }

    @Test func menuRowShowsTheChoiceAndArrowsMoveIt() {
        let host = ViewHost(rootView: Colors(choice: 0))
        #expect(ControlScreen.lines(host, width: 20, height: 2) == ["Color Red ▾", "chose 0"])
        host.press(.tab)
        host.press(.right)
        #expect(ControlScreen.lines(host, width: 20, height: 2) == ["Color Green ▾", "chose 1"])
        host.press(.right)
        host.press(.right)
        #expect(ControlScreen.lines(host, width: 20, height: 2) == ["Color Blue ▾", "chose 2"])
        host.press(.left)
        #expect(ControlScreen.lines(host, width: 20, height: 2) == ["Color Green ▾", "chose 1"])
    }

    @Test func menuOpensWithEnterAndChoosingClosesIt() {
        let host = ViewHost(rootView: Colors(choice: 1))
        _ = host.snapshot(width: 24, height: 10)
        host.press(.tab)
        host.press(.enter)
        let open = host.snapshot(width: 24, height: 10)
        #expect(open.contains("✓ Green"), "\(open)")
        #expect(open.contains("  Red"), "\(open)")
        // The chosen option has focus: Down reaches the next one.
        host.press(.down)
        host.press(.enter)
        let closed = ControlScreen.lines(host, width: 24, height: 10)
        #expect(!closed.joined().contains("✓"))
        #expect(closed[0] == "Color Blue ▾")
        // Focus came back to the picker: Enter opens it again, Escape closes it unchanged.
        host.press(.enter)
        #expect(host.snapshot(width: 24, height: 10).contains("✓ Blue"))
        host.press(.escape)
        #expect(ControlScreen.lines(host, width: 24, height: 10)[0] == "Color Blue ▾")
    }

    @Test func clickOpensTheMenuAndAClickChooses() {
        let host = ViewHost(rootView: Colors(choice: 0))
        _ = host.snapshot(width: 24, height: 10)
        ControlScreen.click(host, x: 2, y: 0)
        let lines = ControlScreen.lines(host, width: 24, height: 10)
        guard let row = lines.firstIndex(where: { $0.contains("Blue") }), let column = lines[row].range(of: "Blue") else {
            Issue.record("menu not open: \(lines)")
            return
        }
        ControlScreen.click(host, x: lines[row].distance(from: lines[row].startIndex, to: column.lowerBound), y: row)
        #expect(ControlScreen.lines(host, width: 24, height: 10)[0] == "Color Blue ▾")
    }

    @Test func segmentedDrawsTheChoiceInBracketsAndClicksChoose() {
        let host = ViewHost(rootView: Colors(choice: 0, style: .segmented))
        #expect(ControlScreen.lines(host, width: 24, height: 2) == ["[Red] Green  Blue", "chose 0"])
        ControlScreen.click(host, x: 13, y: 0)
        #expect(ControlScreen.lines(host, width: 24, height: 2) == [" Red  Green [Blue]", "chose 2"])
        host.press(.left)
        #expect(ControlScreen.lines(host, width: 24, height: 2) == [" Red [Green] Blue", "chose 1"])
        let row = ControlScreen.styledRow(host, containing: "Green", width: 24, height: 2)
        #expect(row.contains("bold"), "\(row)")
    }

    @Test func inlineListsTheOptionsAndUpDownMoveTheChoice() {
        let host = ViewHost(rootView: Colors(choice: 2, style: .inline))
        #expect(ControlScreen.lines(host, width: 16, height: 5) == ["Color", "( ) Red", "( ) Green", "(•) Blue", "chose 2"])
        host.press(.tab)
        host.press(.up)
        host.press(.up)
        #expect(ControlScreen.lines(host, width: 16, height: 5)[1] == "(•) Red")
        ControlScreen.click(host, x: 5, y: 2)
        #expect(ControlScreen.lines(host, width: 16, height: 5)[4] == "chose 1")
    }

    @Test func forEachOptionsAreTaggedWithTheirIDs() {
        struct Screen: View {
            @State var flavor = Flavor.mint
            var body: some View {
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { Text($0.rawValue) }
                }
                .pickerStyle(.segmented)
                .atTopLeading()
            }
        }
        let host = ViewHost(rootView: Screen())
        #expect(ControlScreen.lines(host, width: 30, height: 1) == [" vanilla [mint] lemon"])
        host.press(.tab)
        host.press(.right)
        #expect(ControlScreen.lines(host, width: 30, height: 1) == [" vanilla  mint [lemon]"])
    }

    @Test func optionalSelectionMatchesPlainTags() {
        struct Screen: View {
            @State var choice: Int? = 1
            var body: some View {
                Picker("N", selection: $choice) {
                    Text("one").tag(1)
                    Text("two").tag(2)
                }
                .atTopLeading()
            }
        }
        let host = ViewHost(rootView: Screen())
        #expect(ControlScreen.lines(host, width: 12, height: 1) == ["N one ▾"])
        host.press(.tab)
        host.press(.right)
        #expect(ControlScreen.lines(host, width: 12, height: 1) == ["N two ▾"])
    }

    // MARK: Bad input

    @Test func emptyPickerShowsItsLabelAndIgnoresKeys() {
        struct Screen: View {
            @State var choice = 0
            var body: some View { Picker("Empty", selection: $choice) {}.atTopLeading() }
        }
        let host = ViewHost(rootView: Screen())
        #expect(ControlScreen.lines(host, width: 12, height: 6)[0] == "Empty – ▾")
        host.press(.tab)
        host.press(.right)
        host.press(.enter)
        #expect(host.snapshot(width: 12, height: 6).contains("Empty"))
        host.press(.escape)
        #expect(ControlScreen.lines(host, width: 12, height: 6)[0] == "Empty – ▾")
    }

    @Test func aSelectionNoTagMatchesShowsNoChoiceUntilOneIsMade() {
        let host = ViewHost(rootView: Colors(choice: 7))
        #expect(ControlScreen.lines(host, width: 20, height: 2) == ["Color – ▾", "chose 7"])
        host.press(.tab)
        host.press(.left)
        #expect(ControlScreen.lines(host, width: 20, height: 2) == ["Color Blue ▾", "chose 2"])
        let segmented = ViewHost(rootView: Colors(choice: 7, style: .segmented))
        #expect(ControlScreen.lines(segmented, width: 24, height: 2) == [" Red  Green  Blue", "chose 7"])
    }

    @Test func untaggedOptionsCannotBeChosen() {
        struct Screen: View {
            @State var choice = 1
            var body: some View {
                Picker("P", selection: $choice) {
                    Text("a").tag(1)
                    Text("none")
                    Text("b").tag(2)
                }
                .pickerStyle(.segmented)
                .atTopLeading()
            }
        }
        let host = ViewHost(rootView: Screen())
        #expect(ControlScreen.lines(host, width: 20, height: 1) == ["[a] none  b"])
        ControlScreen.click(host, x: 5, y: 0)
        #expect(ControlScreen.lines(host, width: 20, height: 1) == ["[a] none  b"])
        host.press(.right)
        #expect(ControlScreen.lines(host, width: 20, height: 1) == [" a  none [b]"])
    }

    @Test func disabledPickerDoesNotChange() {
        let host = ViewHost(rootView: Colors(choice: 0, style: .segmented).disabled(true))
        _ = host.snapshot(width: 24, height: 2)
        host.press(.tab)
        host.press(.right)
        ControlScreen.click(host, x: 13, y: 0)
        #expect(ControlScreen.lines(host, width: 24, height: 2) == ["[Red] Green  Blue", "chose 0"])
    }
}
