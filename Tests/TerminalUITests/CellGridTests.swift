import Testing
@testable import TerminalUI

@Suite struct CellGridTests {
    @Test func wideGraphemeCutAtRightEdgeIsBlanked() {
        var grid = CellGrid(size: CellSize(width: 3, height: 1))
        grid.put("a", x: 0, y: 0, style: .plain)
        grid.put("田", x: 2, y: 0, style: .plain)
        #expect(grid.plainText == "a  ")
    }

    @Test func widthsOfClusters() {
        #expect(DisplayWidth.of("a" as Character) == 1)
        #expect(DisplayWidth.of("田" as Character) == 2)
        #expect(DisplayWidth.of("👍" as Character) == 2)
        #expect(DisplayWidth.of("👨‍👩‍👧" as Character) == 2)
        #expect(DisplayWidth.of("🇫🇷" as Character) == 2)
        #expect(DisplayWidth.of("é" as Character) == 1)
        #expect(DisplayWidth.of("\u{301}" as Character) == 0)
    }
}
