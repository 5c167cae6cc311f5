import Testing
@testable import TerminalUI

/// Lines that move are moved by the terminal (scroll region + LF/RI), not written again: the
/// screen model (which scrolls as a VT100/xterm does) shows every frame exactly, the scroll
/// region is the whole screen after every frame, and the bytes are counted.
@Suite struct TerminalWriterScrollTests {
    /// A chat screen: a header (3 rows), a transcript (rows 3..<37) and a composer (3 rows).
    struct ChatScreen {
        var size = CellSize(width: 100, height: 40)
        var messages: [[String]] = []
        /// Rows of the transcript scrolled off its bottom (0: pinned to the last line).
        var offsetFromBottom = 0
        let transcript = 3..<37

        var lines: [String] { messages.flatMap { $0 } }

        func grid() -> CellGrid {
            var grid = CellGrid(size: size)
            let header = CellStyle(foreground: .indexed(15), background: .indexed(4), bold: true)
            grid.fill(x: 0, y: 0, width: size.width, height: 2, style: header)
            put("# team — 30 members", x: 2, y: 0, style: header, into: &grid)
            put(String(repeating: "─", count: size.width), x: 0, y: 2, style: .plain, into: &grid)
            let shown = Array(lines.dropLast(offsetFromBottom).suffix(transcript.count))
            for (index, line) in shown.enumerated() {
                let y = transcript.upperBound - shown.count + index
                put(line, x: 1, y: y, style: line.hasPrefix("  ") ? .plain : CellStyle(foreground: .indexed(6), bold: true), into: &grid)
            }
            let composer = CellStyle(background: .rgb(40, 40, 40))
            grid.fill(x: 0, y: 37, width: size.width, height: 3, style: composer)
            put("Send a message", x: 2, y: 38, style: CellStyle(foreground: .default, background: .rgb(40, 40, 40), dim: true), into: &grid)
            return grid
        }

        func put(_ text: String, x: Int, y: Int, style: CellStyle, into grid: inout CellGrid) {
            var column = x
            for character in text { column += grid.put(character, x: column, y: y, style: style) }
        }

        static func message(_ number: Int) -> [String] {
            let author = ["Ana García", "Noah 🚀 Becker", "山田 由紀", "Björn Ødegård"][number % 4]
            let words = ["lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit"]
            let body = "message \(number): " + (0..<(5 + number * 7 % 11)).map { words[($0 * 3 + number) % words.count] }.joined(separator: " ")
            return [author + "  12:\(10 + number % 50)", "  " + body, "  👍🏽 \(number % 4)  ❤️ \(number % 3)  " + (number % 3 == 0 ? "田中 reply" : "")]
        }
    }

    struct Run {
        var writer: TerminalWriter
        var model: ScreenModel
        var bytes: [UInt8] = []

        init(size: CellSize, mode: ColorMode = .trueColor, scrolls: Bool = true) {
            writer = TerminalWriter(colorMode: mode)
            writer.scrollsMovedLines = scrolls
            model = ScreenModel(width: size.width, height: size.height)
        }

        /// Writes a frame and checks that the screen shows it; returns its bytes.
        @discardableResult
        mutating func show(_ grid: CellGrid, cursor: CellPoint? = nil, _ label: String = "") -> Int {
            bytes = writer.frame(grid, cursorPosition: cursor)
            model.feed(bytes)
            if model.measuresEachScalarAlone {
                // Such a terminal draws some emoji differently from the grid: the screen must
                // equal what it shows after a full redraw.
                var redrawn = model
                redrawn.resize(width: grid.width, height: grid.height)
                var fresh = TerminalWriter(colorMode: writer.colorMode)
                redrawn.feed(fresh.frame(grid, cursorPosition: cursor))
                #expect(model.cells == redrawn.cells, "\(label):\n\(model.plainText)\nredrawn:\n\(redrawn.plainText)")
            } else {
                let differences = model.differences(from: grid, mode: writer.colorMode)
                #expect(differences.isEmpty, "\(label): \(differences.prefix(5))")
            }
            #expect(model.errors.isEmpty, "\(label): \(model.errors.prefix(5))")
            #expect(model.hasFullScrollRegion, "\(label): scroll region left set")
            #expect(!model.synchronizing)
            if let cursor {
                #expect(model.cursorVisible && model.cursorX == cursor.x && model.cursorY == cursor.y, "\(label): cursor")
            }
            return bytes.count
        }
    }

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func appendToATranscriptScrollsItAndWritesOnlyTheNewMessage() {
        var screen = ChatScreen()
        screen.messages = (0..<20).map(ChatScreen.message)
        var scrolling = Run(size: screen.size), plain = Run(size: screen.size, scrolls: false)
        scrolling.show(screen.grid(), cursor: CellPoint(x: 2, y: 38), "first")
        plain.show(screen.grid(), cursor: CellPoint(x: 2, y: 38), "first")
        var scrolledBytes = 0, plainBytes = 0
        for number in 20..<30 {
            screen.messages.append(ChatScreen.message(number))
            scrolledBytes += scrolling.show(screen.grid(), cursor: CellPoint(x: 2, y: 38), "append \(number)")
            plainBytes += plain.show(screen.grid(), cursor: CellPoint(x: 2, y: 38), "append \(number)")
            #expect(Self.text(scrolling.bytes).contains("\u{1B}[4;37r"))
        }
        // Each append: the region 4;37, the cursor at its bottom, three LFs, the region reset,
        // then the three new lines (~150 visible characters).
        #expect(scrolling.model.scrolledLines == 30)
        #expect(scrolledBytes / 10 < 300, "bytes per append: \(scrolledBytes / 10)")
        #expect(plainBytes / 10 > 1_500, "bytes per append without scrolling: \(plainBytes / 10)")
        #expect(scrolledBytes * 5 < plainBytes, "\(scrolledBytes) B with scrolling, \(plainBytes) B without")
    }

    @Test func scrollingBackThroughHistoryMovesLinesDown() {
        var screen = ChatScreen()
        screen.messages = (0..<40).map(ChatScreen.message)
        var run = Run(size: screen.size), plain = Run(size: screen.size, scrolls: false)
        run.show(screen.grid(), "first")
        plain.show(screen.grid(), "first")
        for (step, offset) in [3, 6, 20, 21, 9, 0, 34].enumerated() {
            let move = abs(offset - screen.offsetFromBottom)
            screen.offsetFromBottom = offset
            let count = run.show(screen.grid(), cursor: nil, "offset \(offset)")
            let plainCount = plain.show(screen.grid(), cursor: nil, "offset \(offset)")
            if step == 0 { #expect(Self.text(run.bytes).contains("\u{1B}[4;37r\u{1B}[4H\u{1B}M\u{1B}M\u{1B}M\u{1B}[r")) }
            // A move by a few lines writes those lines only; the farther the move, the more new
            // lines, and a jump by all of the transcript has nothing left to scroll.
            #expect(move <= 3 ? count * 3 < plainCount : count <= plainCount, "offset \(offset): \(count) B, without scrolling \(plainCount) B")
        }
        #expect(run.model.scrolledLines >= 3 + 3 + 14 + 1 + 12 + 9)
    }

    @Test func blankLinesComeInWithTheDefaultBackgroundWhateverTheLastStyle() {
        // The last cell written before the scroll has a background; the lines that scroll in
        // must still be default blanks, which the diff then leaves alone.
        let size = CellSize(width: 30, height: 8)
        let coloured = CellStyle(foreground: .indexed(1), background: .indexed(4), inverse: true)
        func frame(_ first: Int) -> CellGrid {
            var grid = CellGrid(size: size)
            for y in 0..<6 where first + y < 9 {
                for (x, character) in "line \(first + y) with some text here".enumerated() {
                    grid.put(character, x: x, y: y, style: .plain)
                }
            }
            grid.fill(x: 0, y: 7, width: 30, height: 1, style: coloured)
            grid.put(Character("\(first % 10)"), x: 29, y: 7, style: coloured)
            return grid
        }
        for mode in [ColorMode.trueColor, .palette16, .monochrome] {
            var run = Run(size: size, mode: mode)
            for first in 0..<6 { run.show(frame(first), "\(mode) first line \(first)") }
            #expect(run.model.scrolledLines > 0)
        }
    }

    @Test func wideAndNarrowDrawnEmojiLinesScrollIntact() {
        var screen = ChatScreen()
        screen.size = CellSize(width: 60, height: 40)
        screen.messages = (0..<20).map(ChatScreen.message)
        for model in 0..<3 {
            var run = Run(size: screen.size)
            run.model.measuresEachScalarAlone = model == 1
            run.model.advancesPerScalarInSequences = model == 2
            var local = screen
            run.show(local.grid(), "model \(model) first")
            for number in 20..<26 {
                local.messages.append(ChatScreen.message(number))
                local.offsetFromBottom = number % 2 == 0 ? 0 : 4
                run.show(local.grid(), cursor: CellPoint(x: 2, y: 38), "model \(model) message \(number)")
            }
            #expect(run.model.scrolledLines > 0)
        }
    }

    @Test func aFewShortMovedLinesAreRewrittenNotScrolled() {
        // Three one-letter lines moving down by one: a scroll would cost more than the letters.
        var before = CellGrid(size: CellSize(width: 40, height: 6)), after = before
        for (y, letter) in ["a", "b", "c"].enumerated() {
            before.put(Character(letter), x: 0, y: y, style: .plain)
            after.put(Character(letter), x: 0, y: y + 1, style: .plain)
        }
        var run = Run(size: before.size)
        run.show(before, "before")
        let count = run.show(after, "after")
        #expect(!Self.text(run.bytes).contains("\u{1B}[r"), "\(Self.text(run.bytes))")
        #expect(run.model.scrolledLines == 0)
        #expect(count <= 35)
    }

    @Test func oneChangedLineNeverScrolls() {
        var screen = ChatScreen()
        screen.messages = (0..<20).map(ChatScreen.message)
        var run = Run(size: screen.size)
        run.show(screen.grid(), "first")
        var grid = screen.grid()
        grid.put("x", x: 16, y: 38, style: CellStyle(background: .rgb(40, 40, 40)))
        #expect(run.show(grid, cursor: CellPoint(x: 17, y: 38), "keystroke") < 40)
        #expect(run.model.scrolledLines == 0)
    }

    /// Random screens whose full-width bands of lines move up or down by random distances, with
    /// random edits: every frame must be exact, in every colour mode, and scrolling must save
    /// bytes over the whole sequence.
    @Test(arguments: [ColorMode.trueColor, .palette256, .palette16, .monochrome])
    func randomMovesOfLineBandsAreReproducedExactly(mode: ColorMode) {
        var random = SeededRandom(seed: 7)
        var scrolledTotal = 0, plainTotal = 0, scrolledLines = 0
        for sequence in 0..<20 {
            let size = CellSize(width: Int.random(in: 8...50, using: &random), height: Int.random(in: 2...24, using: &random))
            var scrolling = Run(size: size, mode: mode), plain = Run(size: size, mode: mode, scrolls: false)
            var grid: CellGrid? = nil
            for frameNumber in 0..<10 {
                var next = TerminalWriterScreenModelTests.nextFrame(after: grid, using: &random)
                if next.size != size { next = CellGrid(size: size) }
                for _ in 0..<Int.random(in: 0...3, using: &random) {
                    Self.fillRandomLine(of: &next, using: &random)
                }
                if Int.random(in: 0..<4, using: &random) != 0 { Self.moveRandomBand(of: &next, using: &random) }
                let cursor: CellPoint? = Bool.random(using: &random)
                    ? CellPoint(x: Int.random(in: 0..<size.width, using: &random), y: Int.random(in: 0..<size.height, using: &random))
                    : nil
                scrolledTotal += scrolling.show(next, cursor: cursor, "\(mode) sequence \(sequence) frame \(frameNumber)")
                plainTotal += plain.show(next, cursor: cursor, "plain")
                grid = next
            }
            scrolledLines += scrolling.model.scrolledLines
        }
        #expect(scrolledLines > 20)
        #expect(scrolledTotal < plainTotal, "\(scrolledTotal) B with scrolling, \(plainTotal) B without")
    }

    /// Writes a line of random text (wide characters included) over a random row.
    static func fillRandomLine(of grid: inout CellGrid, using random: inout SeededRandom) {
        let y = Int.random(in: 0..<grid.height, using: &random)
        let style = TerminalWriterScreenModelTests.randomStyle(using: &random)
        var x = 0
        while x < grid.width {
            x += grid.put(TerminalWriterScreenModelTests.graphemes.randomElement(using: &random)!, x: x, y: y, style: style)
        }
    }

    /// Moves a random band of whole lines up or down; the lines it leaves keep what they had.
    static func moveRandomBand(of grid: inout CellGrid, using random: inout SeededRandom) {
        guard grid.height >= 2 else { return }
        let top = Int.random(in: 0..<(grid.height - 1), using: &random)
        let bottom = Int.random(in: (top + 1)..<grid.height, using: &random)
        let distance = Int.random(in: 1...(bottom - top), using: &random) * (Bool.random(using: &random) ? 1 : -1)
        _ = grid.moveCells(in: CellRect(x: 0, y: top, width: grid.width, height: bottom - top + 1), by: distance)
    }
}
