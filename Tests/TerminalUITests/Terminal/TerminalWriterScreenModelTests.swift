import Testing
@testable import TerminalUI

/// End to end: the writer's bytes, fed to a terminal screen model, reproduce every intended frame.
@Suite struct TerminalWriterScreenModelTests {
    static let graphemes: [Character] = [
        "a", "b", "Z", "0", " ", " ", "~", "é", "e\u{301}", "田", "中", "한", "ｱ", "😀", "👍🏽", "👨‍👩‍👧", "🇫🇷", "❤️",
        "…", "→", "½", "Ω", "█", "🇫", "🇷", "🏽",
    ]

    static let colors: [TerminalColor] = [
        .default, .indexed(1), .indexed(9), .indexed(33), .indexed(244), .rgb(255, 0, 0), .rgb(18, 52, 86), .rgb(200, 200, 200),
    ]

    static func randomStyle(using random: inout SeededRandom) -> CellStyle {
        if Int.random(in: 0..<3, using: &random) == 0 { return .plain }
        return CellStyle(
            foreground: colors.randomElement(using: &random)!, background: colors.randomElement(using: &random)!,
            bold: Bool.random(using: &random), dim: Int.random(in: 0..<5, using: &random) == 0,
            italic: Bool.random(using: &random), underline: Bool.random(using: &random),
            inverse: Int.random(in: 0..<4, using: &random) == 0, strikethrough: Int.random(in: 0..<6, using: &random) == 0)
    }

    /// The next frame: the previous one with a few random edits (text runs, filled rectangles),
    /// or a brand-new size now and then.
    static func nextFrame(after previous: CellGrid?, using random: inout SeededRandom) -> CellGrid {
        var grid: CellGrid
        if let previous, Int.random(in: 0..<8, using: &random) != 0 {
            grid = previous
        } else {
            grid = CellGrid(size: CellSize(width: Int.random(in: 1...24, using: &random), height: Int.random(in: 1...8, using: &random)))
        }
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            let style = randomStyle(using: &random)
            if Int.random(in: 0..<5, using: &random) == 0 {
                grid.fill(x: Int.random(in: -2..<grid.width, using: &random), y: Int.random(in: -1..<grid.height, using: &random),
                          width: Int.random(in: 0...8, using: &random), height: Int.random(in: 0...3, using: &random), style: style)
                continue
            }
            var x = Int.random(in: -1..<grid.width, using: &random)
            let y = Int.random(in: 0..<grid.height, using: &random)
            for _ in 0..<Int.random(in: 1...10, using: &random) {
                x += grid.put(graphemes.randomElement(using: &random)!, x: x, y: y, style: style)
            }
        }
        return grid
    }

    @Test(arguments: [ColorMode.trueColor, .palette256, .palette16, .monochrome])
    func randomFrameSequencesAreReproducedExactly(mode: ColorMode) {
        var random = SeededRandom(seed: 42)
        for _ in 0..<60 {
            var writer = TerminalWriter(colorMode: mode)
            var model = ScreenModel(width: 1, height: 1)
            model.advancesPerScalarInSequences = Bool.random(using: &random)
            var previous: CellGrid?
            for frameNumber in 0..<12 {
                let grid = Self.nextFrame(after: previous, using: &random)
                if grid.size != previous?.size {
                    model.resize(width: grid.width, height: grid.height)
                }
                let cursor: CellPoint? = Bool.random(using: &random)
                    ? CellPoint(x: Int.random(in: 0..<grid.width, using: &random), y: Int.random(in: 0..<grid.height, using: &random))
                    : nil
                model.feed(writer.frame(grid, cursorPosition: cursor))
                let differences = model.differences(from: grid, mode: mode)
                #expect(differences.isEmpty, "frame \(frameNumber): \(differences.prefix(5))")
                #expect(model.errors.isEmpty, "frame \(frameNumber): \(model.errors.prefix(5))")
                #expect(!model.synchronizing)
                #expect(model.cursorVisible == (cursor != nil))
                if let cursor, model.cursorVisible {
                    #expect(model.cursorX == cursor.x && model.cursorY == cursor.y)
                }
                if !differences.isEmpty || !model.errors.isEmpty { return }
                previous = grid
            }
        }
    }

    @Test(arguments: [CellSize(width: 1, height: 1), CellSize(width: 500, height: 300), CellSize(width: 2, height: 1)])
    func extremeSizesAreReproduced(size: CellSize) {
        var random = SeededRandom(seed: UInt64(size.width))
        var grid = CellGrid(size: size)
        for y in 0..<size.height {
            var x = 0
            while x < size.width {
                x += max(1, grid.put(Self.graphemes.randomElement(using: &random)!, x: x, y: y, style: Self.randomStyle(using: &random)))
            }
        }
        var writer = TerminalWriter(colorMode: .trueColor)
        var model = ScreenModel(width: size.width, height: size.height)
        model.feed(writer.frame(grid, cursorPosition: nil))
        #expect(model.differences(from: grid, mode: .trueColor).isEmpty)
        #expect(model.errors.isEmpty)
    }

    @Test func zeroSizedGridsWriteNothingHarmful() {
        var writer = TerminalWriter(colorMode: .trueColor)
        for size in [CellSize(width: 0, height: 3), CellSize(width: 4, height: 0), CellSize(width: 0, height: 0)] {
            let bytes = writer.frame(CellGrid(size: size), cursorPosition: CellPoint(x: 0, y: 0))
            #expect(!String(decoding: bytes, as: UTF8.self).contains("?25h"))
            #expect(writer.frame(CellGrid(size: size), cursorPosition: nil).isEmpty)
        }
    }

    @Test func resizeFrom500x300To1x1AndBack() {
        var writer = TerminalWriter(colorMode: .palette256)
        var model = ScreenModel(width: 500, height: 300)
        var big = CellGrid(size: CellSize(width: 500, height: 300))
        big.put("田", x: 498, y: 299, style: CellStyle(foreground: .indexed(2)))
        model.feed(writer.frame(big, cursorPosition: CellPoint(x: 499, y: 299)))
        #expect(model.differences(from: big, mode: .palette256).isEmpty)
        var tiny = CellGrid(size: CellSize(width: 1, height: 1))
        tiny.put("x", x: 0, y: 0, style: .plain)
        model.resize(width: 1, height: 1)
        model.feed(writer.frame(tiny, cursorPosition: CellPoint(x: 0, y: 0)))
        #expect(model.differences(from: tiny, mode: .palette256).isEmpty)
        model.resize(width: 500, height: 300)
        model.feed(writer.frame(big, cursorPosition: nil))
        #expect(model.differences(from: big, mode: .palette256).isEmpty)
        #expect(model.errors.isEmpty)
    }
}
