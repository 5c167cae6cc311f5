import Testing
@testable import TerminalUI

/// Escape and a key right after it (within the escape timeout) are two keys when the `ESC` came
/// in a read of its own, as a person's Escape press does; a terminal writes an Alt-key (`ESC a`)
/// in one read, and one the tty splits after an `ESC` that ended a longer read stays an Alt-key.
@Suite struct EscapeReadBoundaryTests {
    @Test func escapeThenAKeyInTheNextReadIsEscapeAndTheKey() {
        var parser = InputParser()
        #expect(parser.feed([0x1B]).isEmpty)
        #expect(parser.feed(bytes("a")) == [key(.escape), key(.character("a"))])
        #expect(!parser.hasPendingInput)
    }

    @Test func textPastedRightAfterEscapeKeepsItsFirstCharacter() {
        var parser = InputParser()
        #expect(parser.feed(bytes("x")) == [key(.character("x"))])
        #expect(parser.feed([0x1B]).isEmpty)
        let events = parser.feed(bytes("hello")) + parser.flush()
        #expect(events.first == key(.escape))
        #expect(ParserDriver.typedText(events) == "hello")
    }

    @Test func escapeThenControlKeysAreTwoKeys() {
        var parser = InputParser()
        _ = parser.feed([0x1B])
        #expect(parser.feed([0x7F]) == [key(.escape), key(.backspace)])
        _ = parser.feed([0x1B])
        #expect(parser.feed(bytes("\r")) == [key(.escape), key(.enter)])
    }

    @Test("An Alt-key split by the tty after an ESC that ended a longer read stays an Alt-key (Escape would cancel or leave)")
    func anAltKeySplitAfterItsEscapeStaysAnAltKey() {
        var parser = InputParser()
        #expect(parser.feed(bytes("x\u{1B}")) == [key(.character("x"))])
        #expect(parser.feed(bytes("a")) == [key(.character("a"), .alt)])
        #expect(parser.feed(bytes("\u{1B}[A\u{1B}")) == [key(.up)])
        #expect(parser.feed([0x7F]) == [key(.backspace, .alt)])
        #expect(!parser.hasPendingInput)
    }

    @Test func anAltKeyInOneReadStaysAnAltKey() {
        var parser = InputParser()
        #expect(parser.feed(bytes("\u{1B}a")) == [key(.character("a"), .alt)])
        #expect(parser.feed(bytes("\u{1B}\u{7F}")) == [key(.backspace, .alt)])
    }

    @Test func aSequenceCutAfterItsEscapeStillDecodes() {
        var parser = InputParser()
        _ = parser.feed([0x1B])
        #expect(parser.feed(bytes("[A")) == [key(.up)])
        _ = parser.feed([0x1B])
        #expect(parser.feed(bytes("OP")) == [key(.function(1))])
        _ = parser.feed([0x1B])
        #expect(parser.feed(bytes("[200~pasted\u{1B}[201~")) == [.paste("pasted")])
    }
}
