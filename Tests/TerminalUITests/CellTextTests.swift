import Testing
@testable import TerminalUI

/// A cell keeps its grapheme as plain bits (`CellText`): grids copy as memory, and every
/// grapheme reads back as it was written, short or long.
@Suite struct CellTextTests {
    @Test func aCellHoldsNoReference() {
        // Copying a grid (the frame a caller keeps while the host draws the next) copies memory:
        // no grapheme is retained or released per cell.
        #expect(_isPOD(Cell.self))
    }

    @Test(arguments: [" ", "", "a", "~", "界", "é", "e\u{301}", "😀", "👍🏽", "🇫🇷", "☀️", "1️⃣",
                      "👨‍👩‍👧‍👦", "🏳️‍🌈", "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}\u{308}", "\u{FFFD}"])
    func graphemesReadBackAsWritten(_ grapheme: String) {
        let cell = Cell(grapheme: grapheme, width: 1, style: .plain)
        #expect(cell.grapheme == grapheme)
        #expect(Array(cell.grapheme.utf8) == Array(grapheme.utf8))
        #expect(cell.withGraphemeUTF8 { Array($0) } == Array(grapheme.utf8))
        #expect(cell.graphemeUTF8Count == grapheme.utf8.count)
        var changed = Cell.blank()
        changed.grapheme = grapheme
        #expect(changed == cell)
    }

    @Test func longGraphemesAreKeptOnceAndCompareByTheirText() {
        let family = "👨‍👩‍👧‍👦"
        #expect(family.utf8.count > 15)
        let first = Cell(grapheme: family), second = Cell(grapheme: String(family.unicodeScalars.map(Character.init)))
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(first != Cell(grapheme: "👨‍👩‍👧"))
        #expect(Cell(grapheme: "a") != Cell(grapheme: "b"))
        #expect(Cell(grapheme: "a", style: CellStyle(bold: true)) != Cell(grapheme: "a"))
    }

    @Test func gridsDrawnWithLongAndWideGraphemesCopyAndMoveIntact() {
        var grid = CellGrid(size: CellSize(width: 6, height: 3))
        grid.put("👨‍👩‍👧‍👦", x: 0, y: 1, style: .plain)
        grid.put("x", x: 3, y: 1, style: .plain)
        let kept = grid
        let moved = grid.moveCells(in: CellRect(x: 0, y: 0, width: 6, height: 3), by: -1)
        #expect(moved)
        #expect(grid[0, 0].grapheme == "👨‍👩‍👧‍👦")
        #expect(grid[1, 0].isContinuation)
        #expect(grid[3, 0].grapheme == "x")
        // The copy the caller kept is untouched by the move.
        #expect(kept[0, 1].grapheme == "👨‍👩‍👧‍👦")
        #expect(kept[0, 0] == .blank())
    }

    @Test func aCellKeepsABoundedPartOfAGraphemeUnderManyMarks() {
        let marks = String(repeating: "\u{301}\u{302}", count: 60)
        let grapheme = "a" + marks
        #expect(grapheme.count == 1 && grapheme.utf8.count > LongGraphemes.maximumBytes)
        let kept = Cell(grapheme: grapheme).grapheme
        #expect(kept.utf8.count <= LongGraphemes.maximumBytes && kept.utf8.count > 15)
        #expect(Array(grapheme.utf8).starts(with: Array(kept.utf8)), "whole scalars from the start")
        #expect(kept.unicodeScalars.allSatisfy { $0 != "\u{FFFD}" })
        // Every emoji sequence fits whole (a kiss with two skin tones, a subdivision flag).
        for emoji in ["👩🏽‍❤️‍💋‍👨🏿", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "👨‍👩‍👧‍👦"] {
            #expect(emoji.utf8.count <= LongGraphemes.maximumBytes)
            #expect(Cell(grapheme: emoji).grapheme == emoji)
        }
    }

    @Test func theTableOfLongGraphemesStopsAtItsCapacity() {
        var table = LongGraphemes.Table(capacity: 2)
        let first = Array("👨‍👩‍👧‍👦".utf8), second = Array("🏳️‍🌈x".utf8), third = Array("👩🏽‍❤️‍💋‍👨🏿".utf8)
        #expect(table.number(of: first) == 0)
        #expect(table.number(of: second) == 1)
        #expect(table.number(of: third) == nil, "full: a new grapheme is not kept")
        #expect(table.number(of: first) == 0, "known ones still are found")
        #expect(table.bytes.count == 2)
        #expect(CellText.replacement.string == "\u{FFFD}")
    }
}

/// A glyph given U+FFFD in place of its long grapheme (what a full `LongGraphemes` table
/// gives; the table is process-wide, so the test hands the glyph that text rather than filling
/// it) takes the one column U+FFFD is drawn in, so its advance and what is drawn agree.
@Suite struct StyledGlyphReplacementTests {
    @Test func aWideGraphemeKeptAsTheReplacementIsOneColumnWide() {
        let family: Character = "👨‍👩‍👧"
        #expect(DisplayWidth.of(family) == 2)
        // The table is process-wide and other tests draw long graphemes: it is not filled here;
        // the glyph is given the text `CellText(family)` becomes once it is full.
        let glyph = StyledGlyph(character: family, text: .replacement, width: 2, style: .plain)
        #expect(glyph.width == 1)
        var canvas = Canvas(grid: CellGrid(size: CellSize(width: 3, height: 1)), clip: CellRect(x: 0, y: 0, width: 3, height: 1))
        canvas.put("xyz", x: 0, y: 0, style: .plain)
        #expect(canvas.put(glyph, x: 0, y: 0) == glyph.width)
        #expect(canvas.grid[0, 0].grapheme == "\u{FFFD}")
        #expect(canvas.grid[1, 0].grapheme == "y")
        // A wide grapheme kept as itself keeps its width.
        #expect(StyledGlyph(character: family, width: 2, style: .plain).width == 2)
    }
}
