import Testing
@testable import TerminalUI

@MainActor @Suite struct LayoutTests {
    @Test func textIsCenteredInTheScreenLikeSwiftUI() {
        #expect(renderSnapshot(Text("hi"), width: 6, height: 1) == "  hi  ")
    }

    @Test func hstackUsesOneColumnDefaultSpacing() {
        let view = HStack { Text("a"); Text("b") }.frame(width: 40, alignment: .leading)
        #expect(renderSnapshot(view, width: 5, height: 1) == "a b  ")
    }

    @Test func spacerPushesApart() {
        let view = HStack(spacing: 0) { Text("left"); Spacer(); Text("right") }
        #expect(renderSnapshot(view, width: 12, height: 1) == "left   right")
    }

    @Test func vstackAlignmentAndDivider() {
        let view = VStack(alignment: .leading) {
            Text("one")
            Divider()
            Text("three")
        }
        #expect(renderSnapshot(view, width: 5, height: 3) == "one  \n─────\nthree")
    }

    @Test func textWrapsAtSpacesAndTruncatesToLineLimit() {
        let text = Text("the quick brown fox jumps")
        #expect(renderSnapshot(text.frame(width: 80, alignment: .leading), width: 10, height: 3) == "the quick \nbrown fox \njumps     ")
        #expect(renderSnapshot(text.lineLimit(1), width: 10, height: 1) == "the quick…")
    }

    @Test func paddingDefaultsAndPoints() {
        let view = Text("x").padding().border(Color.red)
        _ = view
        #expect(renderSnapshot(HStack(spacing: 0) { Text("x").padding(); Text("|") }, width: 4, height: 1) == " x |")
        #expect(renderSnapshot(VStack(spacing: 0) { Text("x").padding(16); Text("y") }, width: 5, height: 4) == "     \n  x  \n     \n  y  ")
    }

    @Test func pointsMapToCells() {
        #expect(CellUnits.columns(36) == 5)
        #expect(CellUnits.rows(36) == 2)
        #expect(CellUnits.columns(1) == 1)
        #expect(CellUnits.rows(0) == 0)
        #expect(CellUnits.columns(8) == 1)
        #expect(CellUnits.columns(12) == 2)
        #expect(CellUnits.rows(-16) == -1)
    }

    @Test func fixedFrameAndFlexibleFrame() {
        let fixed = Text("abc").frame(width: 48, height: 32, alignment: .bottomTrailing)
        #expect(renderSnapshot(fixed, width: 6, height: 2) == "      \n   abc")
        let flexible = Text("abc").frame(maxWidth: .infinity, alignment: .leading)
        #expect(renderSnapshot(flexible, width: 6, height: 1) == "abc   ")
    }

    @Test func wideCharactersTakeTwoColumns() {
        let view = HStack(spacing: 0) { Text("田中"); Text("|") }
        #expect(renderSnapshot(view, width: 5, height: 1) == "田中|")
    }

    @Test func zstackAndBackground() {
        let grid = ViewHost(rootView: Text("ab").background(Color.blue)).render(size: CellSize(width: 2, height: 1))
        #expect(grid[0, 0].style.background == .indexed(4))
        #expect(grid.plainText == "ab")
    }
}
