import Foundation
import Testing
@testable import TerminalUI

/// A copy reaches the terminal as exactly one OSC 52 sequence, with the next frame.
@Suite struct TerminalClipboardTests {
    static func osc52(_ text: String) -> [UInt8] {
        Array("\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}".utf8)
    }

    /// The text carried by an OSC 52 sequence, decoded back.
    static func decoded(_ bytes: [UInt8]) -> String? {
        let prefix = Array("\u{1B}]52;c;".utf8)
        guard bytes.starts(with: prefix), bytes.last == 0x07 else { return nil }
        let payload = String(decoding: bytes[prefix.count..<(bytes.count - 1)], as: UTF8.self)
        return Data(base64Encoded: payload).map { String(decoding: $0, as: UTF8.self) }
    }

    static func grid(_ line: String) -> CellGrid { TerminalWriterTests.grid([line], width: 10) }

    @Test func copyWithoutScreenChangeWritesExactlyTheSequence() {
        var writer = TerminalWriter(colorMode: .trueColor)
        _ = writer.frame(Self.grid("hello"), cursorPosition: nil)
        let queued = writer.copyToClipboard("Hello, world")
        #expect(queued)
        let bytes = writer.frame(Self.grid("hello"), cursorPosition: nil)
        #expect(bytes == Array("\u{1B}]52;c;SGVsbG8sIHdvcmxk\u{07}".utf8))
        #expect(writer.frame(Self.grid("hello"), cursorPosition: nil).isEmpty, "sent once")
    }

    @Test func copyComesAfterTheFrameItRidesWith() {
        var writer = TerminalWriter(colorMode: .trueColor)
        _ = writer.frame(Self.grid("hello"), cursorPosition: nil)
        var plain = writer
        writer.copyToClipboard("x")
        let frame = plain.frame(Self.grid("help"), cursorPosition: nil)
        #expect(!frame.isEmpty)
        #expect(writer.frame(Self.grid("help"), cursorPosition: nil) == frame + Self.osc52("x"))
    }

    @Test(arguments: ["bell\u{07} esc\u{1B}]0;title\u{07} nul\u{0} tab\t line\nend\r",
                      "👍🏽 👨‍👩‍👧 日本語 é", ""])
    func textRoundTripsWithoutRawControlBytes(_ text: String) {
        var writer = TerminalWriter(colorMode: .trueColor)
        _ = writer.frame(Self.grid(""), cursorPosition: nil)
        writer.copyToClipboard(text)
        let bytes = writer.frame(Self.grid(""), cursorPosition: nil)
        #expect(bytes == Self.osc52(text))
        #expect(Self.decoded(bytes) == text)
        let inner = bytes.dropFirst().dropLast()
        #expect(!inner.contains { $0 < 0x20 || $0 == 0x7F || $0 >= 0x80 }, "only ESC opens and BEL ends it")
    }

    @Test func textOverTheCapIsNotSent() {
        var writer = TerminalWriter(colorMode: .trueColor)
        _ = writer.frame(Self.grid(""), cursorPosition: nil)
        let fits = String(repeating: "a", count: ClipboardSequence.maximumEncodedLength / 4 * 3)
        let fitting = writer.copyToClipboard(fits)
        #expect(fitting)
        #expect(writer.frame(Self.grid(""), cursorPosition: nil).count == ClipboardSequence.maximumEncodedLength + 8)
        let tooLong = writer.copyToClipboard(fits + "a")
        #expect(!tooLong)
        #expect(writer.frame(Self.grid(""), cursorPosition: nil).isEmpty)
    }

    @MainActor @Test func copyWithoutARunningTerminalGoesNowhere() {
        #expect(TerminalClipboard.sink == nil)
        #expect(!TerminalClipboard.copy("x"))
    }
}
