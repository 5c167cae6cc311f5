import Testing
@testable import TerminalUI

/// Exact bytes for the common cases: what a keystroke costs, what is never sent twice.
@Suite struct TerminalWriterTests {
    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    static func grid(_ lines: [String], width: Int, style: CellStyle = .plain) -> CellGrid {
        var grid = CellGrid(size: CellSize(width: width, height: lines.count))
        for (y, line) in lines.enumerated() {
            var x = 0
            for character in line { x += grid.put(character, x: x, y: y, style: style) }
        }
        return grid
    }

    @Test func firstFrameClearsThenDrawsOnlyNonBlankCells() {
        var writer = TerminalWriter(colorMode: .trueColor)
        let bytes = writer.frame(Self.grid(["hi", "", " x"], width: 5), cursorPosition: nil)
        #expect(Self.text(bytes) == "\u{1B}[?2026h\u{1B}[0m\u{1B}[H\u{1B}[2Jhi\u{1B}[3;2Hx\u{1B}[?2026l")
    }

    @Test func unchangedFrameWritesNothing() {
        var writer = TerminalWriter(colorMode: .trueColor)
        let grid = Self.grid(["hello"], width: 10)
        _ = writer.frame(grid, cursorPosition: CellPoint(x: 5, y: 0))
        #expect(writer.frame(grid, cursorPosition: CellPoint(x: 5, y: 0)).isEmpty)
    }

    @Test func typingOneCharacterWritesOnlyThatCell() {
        var writer = TerminalWriter(colorMode: .trueColor)
        _ = writer.frame(Self.grid(["hello"], width: 10), cursorPosition: CellPoint(x: 5, y: 0))
        let bytes = writer.frame(Self.grid(["hellox"], width: 10), cursorPosition: CellPoint(x: 6, y: 0))
        // The cursor already stands on the changed cell and ends where the caret goes: no moves.
        #expect(Self.text(bytes) == "\u{1B}[?2026h\u{1B}[1;6Hx\u{1B}[?2026l" || Self.text(bytes) == "\u{1B}[?2026hx\u{1B}[?2026l")
        #expect(bytes.count <= 23)
    }

    @Test func adjacentChangesNeedNoCursorMoveAndGapsUseForwardMoves() {
        var writer = TerminalWriter(colorMode: .trueColor)
        _ = writer.frame(Self.grid(["abcdefghij"], width: 10), cursorPosition: nil)
        let bytes = writer.frame(Self.grid(["aXYdefgZij"], width: 10), cursorPosition: nil)
        #expect(Self.text(bytes) == "\u{1B}[?2026h\u{1B}[1;2HXY\u{1B}[4CZ\u{1B}[?2026l")
    }

    @Test func shortGapsOfPlainTextInTheSameStyleAreReprintedNotJumped() {
        var writer = TerminalWriter(colorMode: .trueColor)
        _ = writer.frame(Self.grid(["ab de fgh ij"], width: 12), cursorPosition: nil)
        // One unchanged cell costs one byte printed, three as CUF; a gap in another style is jumped.
        let bytes = writer.frame(Self.grid(["aX dY fgZ iW"], width: 12), cursorPosition: nil)
        #expect(Self.text(bytes) == "\u{1B}[?2026h\u{1B}[1;2HX dY fgZ iW\u{1B}[?2026l")
        var styled = Self.grid(["aX dY fgZ iW"], width: 12)
        styled.put("d", x: 3, y: 0, style: CellStyle(bold: true))
        _ = writer.frame(styled, cursorPosition: nil)
        var next = styled
        next.put("Q", x: 2, y: 0, style: .plain)
        next.put("R", x: 4, y: 0, style: .plain)
        #expect(Self.text(writer.frame(next, cursorPosition: nil)) == "\u{1B}[?2026h\u{1B}[1;3H\u{1B}[0mQ\u{1B}[CR\u{1B}[?2026l")
    }

    @Test func styleIsSentOncePerRunNotPerCell() {
        var writer = TerminalWriter(colorMode: .trueColor)
        let red = CellStyle(foreground: .rgb(255, 0, 0), bold: true)
        let bytes = writer.frame(Self.grid(["abc"], width: 3, style: red), cursorPosition: nil)
        #expect(Self.text(bytes) == "\u{1B}[?2026h\u{1B}[0m\u{1B}[H\u{1B}[2J\u{1B}[1;38;2;255;0;0mabc\u{1B}[?2026l")
    }

    @Test func sgrSwitchesOffOnlyWhatChanged() {
        var output: [UInt8] = []
        SGRSequence.append(from: CellStyle(bold: true, underline: true), to: CellStyle(bold: true), into: &output)
        #expect(Self.text(output) == "\u{1B}[24m")
        output = []
        SGRSequence.append(from: CellStyle(bold: true, dim: true), to: CellStyle(dim: true), into: &output)
        #expect(Self.text(output) == "\u{1B}[0;2m") // shorter than 22;2
        output = []
        SGRSequence.append(from: CellStyle(foreground: .indexed(3), bold: true, italic: true), to: CellStyle(foreground: .indexed(3), italic: true), into: &output)
        #expect(Self.text(output) == "\u{1B}[22m")
        output = []
        SGRSequence.append(from: CellStyle(foreground: .indexed(3), bold: true, italic: true), to: .plain, into: &output)
        #expect(Self.text(output) == "\u{1B}[0m")
        output = []
        SGRSequence.append(from: .plain, to: .plain, into: &output)
        #expect(output.isEmpty)
    }

    @Test func wideGraphemeAtTheRightEdgeIsNeverHalfDrawn() {
        // Hand-built cells bypassing `put`: a wide grapheme in the last column, an orphan continuation.
        var grid = CellGrid(size: CellSize(width: 3, height: 2))
        grid[2, 0] = Cell(grapheme: "田", width: 2)
        grid[1, 1] = .continuation(.plain)
        var writer = TerminalWriter(colorMode: .trueColor)
        var model = ScreenModel(width: 3, height: 2)
        model.feed(writer.frame(grid, cursorPosition: nil))
        #expect(model.errors.isEmpty)
        #expect(model.plainText == "   \n   ")
    }

    @Test func controlCharactersInCellsNeverReachTheTerminal() {
        var grid = CellGrid(size: CellSize(width: 4, height: 1))
        grid[0, 0] = Cell(grapheme: "\u{1B}", width: 1)
        grid[1, 0] = Cell(grapheme: "\u{9B}", width: 1)
        grid[2, 0] = Cell(grapheme: "ab", width: 1)
        grid[3, 0] = Cell(grapheme: "\u{7}", width: 1)
        var writer = TerminalWriter(colorMode: .trueColor)
        var model = ScreenModel(width: 4, height: 1)
        let bytes = writer.frame(grid, cursorPosition: nil)
        model.feed(bytes)
        #expect(model.errors.isEmpty)
        #expect(model.plainText == "????")
        #expect(!bytes.contains(0x07))
    }

    @Test func cursorIsShownAtTheCaretAndHiddenWithout() {
        var writer = TerminalWriter(colorMode: .trueColor)
        let grid = Self.grid(["ab"], width: 4)
        #expect(Self.text(writer.frame(grid, cursorPosition: CellPoint(x: 3, y: 0))).hasSuffix("ab\u{1B}[C\u{1B}[?25h\u{1B}[?2026l"))
        #expect(Self.text(writer.frame(grid, cursorPosition: nil)) == "\u{1B}[?2026h\u{1B}[?25l\u{1B}[?2026l")
        #expect(Self.text(writer.frame(grid, cursorPosition: CellPoint(x: 9, y: 0))).isEmpty)
    }

    @Test func invalidateRedrawsEverythingAfterAClear() {
        var writer = TerminalWriter(colorMode: .trueColor)
        let grid = Self.grid(["ab"], width: 4)
        _ = writer.frame(grid, cursorPosition: nil)
        writer.invalidate()
        #expect(Self.text(writer.frame(grid, cursorPosition: nil)) == "\u{1B}[?2026h\u{1B}[0m\u{1B}[H\u{1B}[2Jab\u{1B}[?25l\u{1B}[?2026l")
    }

    @Test func fullRedrawOfABusyScreenCostsFarMoreThanAKeystroke() {
        var writer = TerminalWriter(colorMode: .trueColor)
        let lines = (0..<60).map { row in String(repeating: "message \(row) ", count: 20).prefix(200) }.map(String.init)
        let full = writer.frame(Self.grid(lines, width: 200), cursorPosition: CellPoint(x: 0, y: 59))
        var typed = lines
        typed[59] = "x" + typed[59].dropFirst()
        let keystroke = writer.frame(Self.grid(typed, width: 200), cursorPosition: CellPoint(x: 1, y: 59))
        #expect(full.count > 12_000)
        #expect(keystroke.count < 64)
    }
}
