import Testing
@testable import TerminalUI

/// Every sequence the parser knows, decoded whole and split at every byte boundary (but inside an
/// Alt-key, which a terminal writes in one piece).
@Suite struct InputParserSequenceTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let bytes: [UInt8]
        let expected: [InputEvent]
        init(_ bytes: [UInt8], _ expected: [InputEvent]) { self.bytes = bytes; self.expected = expected }
        init(_ text: String, _ expected: [InputEvent]) { self.init(Array(text.utf8), expected) }
        var testDescription: String { bytes.map { $0 < 0x20 || $0 > 0x7E ? "\\x\(String($0, radix: 16))" : String(UnicodeScalar($0)) }.joined() }
    }

    static let esc = "\u{1B}"

    static let cases: [Case] = [
        Case("a", [key(.character("a"))]),
        Case("é", [key(.character("é"))]),
        Case("田", [key(.character("田"))]),
        Case("😀", [key(.character("😀"))]),
        Case("👨‍👩‍👧", [key(.character("👨‍👩‍👧"))]),
        Case("e\u{301}", [key(.character("e\u{301}"))]),
        Case("\r", [key(.enter)]),
        Case("\t", [key(.tab)]),
        Case([0x7F], [key(.backspace)]),
        Case([0x08], [key(.backspace, .control)]),
        Case([0x01], [key(.character("a"), .control)]),
        Case([0x03], [key(.character("c"), .control)]),
        Case([0x11], [key(.character("q"), .control)]),
        Case([0x1A], [key(.character("z"), .control)]),
        Case([0x00], [key(.character(" "), .control)]),
        Case([0x1F], [key(.character("_"), .control)]),
        Case(esc, [key(.escape)]),
        Case(esc + esc, [key(.escape), key(.escape)]),
        Case(esc + "x", [key(.character("x"), .alt)]),
        Case(esc + "é", [key(.character("é"), .alt)]),
        Case(esc + "\u{7F}", [key(.backspace, .alt)]),
        Case(esc + "\u{8}", [key(.backspace, [.control, .alt])]),
        Case(esc + "\r", [key(.enter, .alt)]),
        Case(esc + "[", [key(.character("["), .alt)]),
        Case(esc + "O", [key(.character("O"), .alt)]),
        Case(esc + "[3~", [key(.delete)]),
        Case(esc + "[2~", [key(.insert)]),
        Case(esc + "[5~", [key(.pageUp)]),
        Case(esc + "[6~", [key(.pageDown)]),
        Case(esc + "[Z", [key(.tab, .shift)]),
        Case(esc + "[A", [key(.up)]),
        Case(esc + "[B", [key(.down)]),
        Case(esc + "[C", [key(.right)]),
        Case(esc + "[D", [key(.left)]),
        Case(esc + "OA", [key(.up)]),
        Case(esc + "OB", [key(.down)]),
        Case(esc + "OC", [key(.right)]),
        Case(esc + "OD", [key(.left)]),
        Case(esc + "[H", [key(.home)]),
        Case(esc + "OH", [key(.home)]),
        Case(esc + "[1~", [key(.home)]),
        Case(esc + "[7~", [key(.home)]),
        Case(esc + "[F", [key(.end)]),
        Case(esc + "OF", [key(.end)]),
        Case(esc + "[4~", [key(.end)]),
        Case(esc + "[8~", [key(.end)]),
        Case(esc + "OP", [key(.function(1))]),
        Case(esc + "OQ", [key(.function(2))]),
        Case(esc + "OR", [key(.function(3))]),
        Case(esc + "OS", [key(.function(4))]),
        Case(esc + "[11~", [key(.function(1))]),
        Case(esc + "[15~", [key(.function(5))]),
        Case(esc + "[17~", [key(.function(6))]),
        Case(esc + "[21~", [key(.function(10))]),
        Case(esc + "[23~", [key(.function(11))]),
        Case(esc + "[24~", [key(.function(12))]),
        Case(esc + "[1;5C", [key(.right, .control)]),
        Case(esc + "[1;3D", [key(.left, .alt)]),
        Case(esc + "[1;2A", [key(.up, .shift)]),
        Case(esc + "[1;6H", [key(.home, [.control, .shift])]),
        Case(esc + "[1;9B", [key(.down, .alt)]),
        Case(esc + "[3;5~", [key(.delete, .control)]),
        Case(esc + "[1;2P", [key(.function(1), .shift)]),
        Case(esc + "O2P", [key(.function(1), .shift)]),
        Case(esc + "OM", [key(.enter)]),
        Case(esc + "[97;5u", [key(.character("a"), .control)]),
        Case(esc + "[13;2u", [key(.enter, .shift)]),
        Case(esc + "[27;5;106~", [key(.character("j"), .control)]),
        Case(esc + "[I", [.focusGained]),
        Case(esc + "[O", [.focusLost]),
        Case(esc + "[200~hello\r\nworld\r!" + esc + "[201~", [.paste("hello\nworld\n!")]),
        Case(esc + "[200~" + esc + "[A\u{3}" + esc + "[201~x", [.paste(esc + "[A\u{3}"), key(.character("x"))]),
        Case(esc + "[200~" + esc + "[201~", [.paste("")]),
        Case(esc + "[<0;10;5M", [mouse(.press(button: 0), 9, 4)]),
        Case(esc + "[<0;10;5m", [mouse(.release(button: 0), 9, 4)]),
        Case(esc + "[<2;1;1M", [mouse(.press(button: 2), 0, 0)]),
        Case(esc + "[<64;3;4M", [mouse(.wheelUp, 2, 3)]),
        Case(esc + "[<65;3;4M", [mouse(.wheelDown, 2, 3)]),
        Case(esc + "[<32;4;4M", [mouse(.drag(button: 0), 3, 3)]),
        Case(esc + "[<35;1;1M", [mouse(.move, 0, 0)]),
        Case(esc + "[<16;200;300M", [mouse(.press(button: 0), 199, 299, .control)]),
        Case(esc + "[<4;1;1M", [mouse(.press(button: 0), 0, 0, .shift)]),
        Case(bytes(esc + "[M") + [32, 32 + 10, 32 + 5], [mouse(.press(button: 0), 9, 4)]),
        Case(bytes(esc + "[M") + [32 + 64, 33, 33], [mouse(.wheelUp, 0, 0)]),
        // Unknown and malformed sequences vanish without taking the text around them.
        Case(esc + "[99Xok", [key(.character("o")), key(.character("k"))]),
        Case(esc + "[?1;2cA", [key(.character("A"))]),
        Case(esc + "[1;5\u{3}", [key(.character("c"), .control)]),
        Case(esc + "[201~z", [key(.character("z"))]),
        Case(esc + "[<66;1;1M", []),
        // Broken UTF-8: one U+FFFD per maximal invalid part, the valid text around it intact.
        Case([0xFF], [key(.character("\u{FFFD}"))]),
        Case([0xE2, 0x82, 0x61], [key(.character("\u{FFFD}")), key(.character("a"))]),
        Case([0xC0, 0xAF], [key(.character("\u{FFFD}")), key(.character("\u{FFFD}"))]),
        Case([0xED, 0xA0, 0x80], [key(.character("\u{FFFD}")), key(.character("\u{FFFD}")), key(.character("\u{FFFD}"))]),
        Case([0x61, 0xC3], [key(.character("a")), key(.character("\u{FFFD}"))]),
        Case([0xC2, 0x85, 0x62], [key(.character("b"))]),
    ]

    @Test(arguments: cases) func decodesWhole(_ testCase: Case) {
        #expect(ParserDriver.events(testCase.bytes) == testCase.expected)
    }

    @Test(arguments: cases) func decodesSplitAtEveryBoundary(_ testCase: Case) {
        let expected = ParserDriver.normalized(testCase.expected)
        for split in 1..<max(1, testCase.bytes.count) {
            let chunks = ParserDriver.keepingAltKeysWhole([Array(testCase.bytes[..<split]), Array(testCase.bytes[split...])])
            #expect(ParserDriver.normalized(ParserDriver.events(chunks)) == expected, "split at \(split)")
        }
        let byteByByte = ParserDriver.keepingAltKeysWhole(testCase.bytes.map { [$0] })
        #expect(ParserDriver.normalized(ParserDriver.events(byteByByte)) == expected)
    }

    @Test func sequencesBackToBackDecodeInOrder() {
        var stream: [UInt8] = []
        var expected: [InputEvent] = []
        for testCase in Self.cases where !Self.endsAmbiguously(testCase.bytes) {
            stream += testCase.bytes
            expected += testCase.expected
        }
        #expect(ParserDriver.normalized(ParserDriver.events(stream)) == ParserDriver.normalized(expected))
    }

    /// Cases that decode as written only because the timeout ended them: a following byte would
    /// extend them (a lone ESC, `ESC [`, `ESC O`, a cut UTF-8 character).
    static func endsAmbiguously(_ bytes: [UInt8]) -> Bool {
        let timeoutEnded: [[UInt8]] = [[0x1B], [0x1B, 0x1B], Array("\u{1B}[".utf8), Array("\u{1B}O".utf8), [0x61, 0xC3]]
        return timeoutEnded.contains(bytes)
    }

    @Test func escapeStaysPendingUntilFlushed() {
        var parser = InputParser()
        #expect(parser.feed([0x1B]).isEmpty)
        #expect(parser.hasPendingInput)
        #expect(parser.flush() == [key(.escape)])
        #expect(!parser.hasPendingInput)
        #expect(parser.feed(bytes("\u{1B}[1;5")).isEmpty)
        #expect(parser.hasPendingInput)
        #expect(parser.feed(bytes("C")) == [key(.right, .control)])
        #expect(!parser.hasPendingInput)
    }

    @Test func timedOutPartialSequenceKeepsItsText() {
        var parser = InputParser()
        #expect(parser.feed(bytes("\u{1B}[1;")).isEmpty)
        #expect(parser.flush() == [key(.character("["), .alt), key(.character("1")), key(.character(";"))])
    }

    @Test("Ctrl-Backspace (0x08, as tmux and most terminals send it) is told from Backspace unless 0x08 is the erase character")
    func ctrlBackspaceFollowsTheEraseCharacter() {
        var usual = InputParser()
        #expect(usual.feed([0x7F, 0x08]) == [key(.backspace), key(.backspace, .control)])
        var usualExplicit = InputParser(eraseByte: 0x7F)
        #expect(usualExplicit.feed([0x08]) == [key(.backspace, .control)])
        var hBackspace = InputParser(eraseByte: 0x08)
        #expect(hBackspace.feed([0x08, 0x7F]) == [key(.backspace), key(.backspace)], "where ^H is Backspace, it stays Backspace")
    }
}
