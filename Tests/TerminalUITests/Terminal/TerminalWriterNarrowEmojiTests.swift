import Testing
@testable import TerminalUI

/// Terminals that measure each scalar of a cluster alone (tmux 3.3) draw an emoji made wide by
/// U+FE0F (`☀️`) in one column, so the cell after it is never printed over, and a sequence such
/// as `👍🏽` in four, over the two cells after it. Whatever the terminal measures, the screen
/// after an update must equal a full redraw.
@Suite struct TerminalWriterNarrowEmojiTests {
    /// The screen such a terminal shows after the frames, one after the other.
    private static func incremental(_ frames: [CellGrid]) -> ScreenModel {
        var writer = TerminalWriter(colorMode: .trueColor)
        var model = ScreenModel(width: frames[0].width, height: frames[0].height)
        model.measuresEachScalarAlone = true
        for frame in frames { model.feed(writer.frame(frame, cursorPosition: nil)) }
        return model
    }

    /// The same terminal after the last frame drawn on a fresh screen.
    private static func fullRedraw(_ frame: CellGrid) -> ScreenModel { incremental([frame]) }

    @Test(arguments: [
        (["ABCDEF", "", ""], ["☀️ hi", "", ""]),
        (["☀️ hi", "xyz", ""], ["", "☀️ hi", "xyz"]),
        (["abc☀️", "", ""], ["ab☀️c", "", ""]),
        (["❤️❤️❤️", "", ""], ["a❤️❤️", "", ""]),
        (["👍 xyz", "", ""], ["👍🏽 xyz", "", ""]),
        (["🇫🇷 ok", "ab", ""], ["ab", "🇫🇷 ok", ""]),
        (["a👨‍👩‍👧 bcd", "", ""], ["b👨‍👩‍👧 bcd", "", ""]),
        (["陳美玲 1", "", ""], ["❤️ 1", "", ""]),
        ([" 美玲", "", ""], ["❤️ 1", "", ""]),
    ])
    func screenAfterAnUpdateEqualsAFullRedraw(before: [String], after: [String]) {
        // The new text over a background, as in the channel screen: a cell the update leaves
        // without it shows.
        let first = TerminalWriterTests.grid(before, width: 8)
        let second = TerminalWriterTests.grid(after, width: 8, style: CellStyle(foreground: .indexed(243), background: .indexed(231)))
        let updated = Self.incremental([first, second]), redrawn = Self.fullRedraw(second)
        #expect(updated.errors.isEmpty, "\(updated.errors)")
        #expect(updated.cells == redrawn.cells, "updated:\n\(updated.plainText)\nredrawn:\n\(redrawn.plainText)")
    }

    @Test(arguments: [7, 8, 9] as [UInt64])
    func randomFrameSequencesEqualAFullRedraw(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var compared = 0
        for _ in 0..<60 {
            var frames: [CellGrid] = []
            var previous: CellGrid?
            for _ in 0..<10 {
                var grid = TerminalWriterScreenModelTests.nextFrame(after: previous, using: &random)
                if let first = frames.first, grid.size != first.size { grid = previous ?? first }
                // Every frame holds a sequence somewhere.
                grid.put(["☀️", "❤️", "👍🏽", "🇫🇷", "👨‍👩‍👧"].randomElement(using: &random)!, x: Int.random(in: 0..<grid.width, using: &random), y: Int.random(in: 0..<grid.height, using: &random), style: .plain)
                frames.append(grid)
                previous = grid
                let updated = Self.incremental(frames), redrawn = Self.fullRedraw(grid)
                #expect(updated.cells == redrawn.cells, "frame \(frames.count):\n\(updated.plainText)\nredrawn:\n\(redrawn.plainText)")
                #expect(updated.errors.isEmpty, "\(updated.errors.prefix(3))")
                compared += 1
                if updated.cells != redrawn.cells { return }
            }
        }
        #expect(compared == 600)
    }
}
