import Testing
@testable import TerminalUI

/// A narrow character made an emoji by U+FE0F (`❤️` = U+2764 U+FE0F) takes one cell, as tmux 3.3
/// measures it; many emulators draw the pair in two columns, and inside tmux that shifted the
/// rest of tmux's row (the actions menu's `☺ ❤️` line stood a column right of its border). The
/// writer sends the character without the selector, one column in every terminal.
@Suite(.enabled(if: !DisplayWidth.wideEmojiPresentationSelector, "TERMINALUI_WIDE_VS16=1 measures the pair two columns and sends it whole"))
struct TerminalWriterVariationSelectorTests {
    private static let selector: [UInt8] = [0xEF, 0xB8, 0x8F]

    private static func contains(_ bytes: [UInt8], _ part: [UInt8]) -> Bool {
        guard bytes.count >= part.count else { return false }
        return (0...(bytes.count - part.count)).contains { Array(bytes[$0..<($0 + part.count)]) == part }
    }

    @Test(arguments: ["❤️", "☀️", "✔️", "☺️", "©️"] as [Character])
    func oneColumnEmojiIsSentWithoutTheSelector(_ emoji: Character) {
        var writer = TerminalWriter(colorMode: .trueColor)
        let line = "│☺ \(emoji) 1│"
        let bytes = writer.frame(TerminalWriterTests.grid([line], width: 8), cursorPosition: nil)
        let base = Array(String(emoji.unicodeScalars.first!).utf8)
        #expect(Self.contains(bytes, base), "\(TerminalWriterTests.text(bytes))")
        #expect(!Self.contains(bytes, Self.selector), "U+FE0F was sent: \(TerminalWriterTests.text(bytes).debugDescription)")
        // Both borders where the layout put them, on a screen that measures each scalar alone.
        var model = ScreenModel(width: 8, height: 1)
        model.measuresEachScalarAlone = true
        model.feed(bytes)
        #expect(model.errors.isEmpty, "\(model.errors)")
        #expect(model.plainText.hasPrefix("│☺ \(emoji.unicodeScalars.first!) 1│"), "\(model.plainText)")
    }

    @Test func aClusterMeasuredWideKeepsItsSelector() {
        // An emoji-presentation character with the selector is two columns for everyone.
        var writer = TerminalWriter(colorMode: .trueColor)
        let bytes = writer.frame(TerminalWriterTests.grid(["😀\u{FE0F} 1"], width: 6), cursorPosition: nil)
        #expect(Self.contains(bytes, Array("😀\u{FE0F}".utf8)), "\(TerminalWriterTests.text(bytes).debugDescription)")
    }
}
