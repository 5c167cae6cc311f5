import Testing
@testable import TerminalUI

/// Random bytes, huge pastes and garbage: no crash, no lost text, no dependence on how reads split
/// (but for a lone ESC ending a read, the Escape key: see `EscapeReadBoundaryTests`).
@Suite struct InputParserRobustnessTests {
    /// Random bytes biased towards the interesting ones (ESC, `[`, digits, `;`, UTF-8 leads).
    static func randomBytes(count: Int, using random: inout SeededRandom) -> [UInt8] {
        let interesting: [UInt8] = [0x1B, 0x5B, 0x4F, 0x3B, 0x3C, 0x7E, 0x32, 0x30, 0x31, 0x4D, 0xC3, 0xE2, 0xF0, 0x80, 0xBF]
        return (0..<count).map { _ in
            Bool.random(using: &random) ? interesting.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random)
        }
    }

    static func randomChunks(_ bytes: [UInt8], maximumLength: Int = 9, using random: inout SeededRandom) -> [[UInt8]] {
        var chunks: [[UInt8]] = []
        var index = 0
        while index < bytes.count {
            let length = min(bytes.count - index, Int.random(in: 1...maximumLength, using: &random))
            chunks.append(Array(bytes[index..<(index + length)]))
            index += length
        }
        return chunks
    }

    @Test func randomBytesDecodeTheSameHoweverTheyAreSplit() {
        var random = SeededRandom(seed: 3)
        for _ in 0..<400 {
            var stream = Self.randomBytes(count: Int.random(in: 0...80, using: &random), using: &random)
            stream += bytes("\u{1B}[201~") // end any paste the garbage began, so both runs finish it
            let whole = ParserDriver.normalized(ParserDriver.events(stream))
            let chunks = ParserDriver.keepingAltKeysWhole(Self.randomChunks(stream, using: &random))
            let split = ParserDriver.normalized(ParserDriver.events(chunks))
            #expect(whole == split)
        }
    }

    @Test func textAfterGarbageAndTimeoutIsNeverLost() {
        var random = SeededRandom(seed: 7)
        let text = "héllo 田中 👍🏽 ok"
        for _ in 0..<400 {
            var parser = InputParser()
            _ = parser.feed(Self.randomBytes(count: Int.random(in: 1...60, using: &random), using: &random))
            _ = parser.flush()
            _ = parser.finishInterruptedPaste()
            _ = parser.flush()
            let events = parser.feed(bytes(text)) + parser.flush()
            #expect(ParserDriver.typedText(events) == text)
        }
    }

    @Test func printableBytesWithoutEscapesAllArriveAsText() {
        var random = SeededRandom(seed: 11)
        for _ in 0..<300 {
            // Bytes that are not C0 controls, ESC or DEL: everything valid is text, the rest U+FFFD.
            let stream = (0..<Int.random(in: 0...120, using: &random)).map { _ in
                var byte = UInt8.random(in: 0x20...0xFF, using: &random)
                if byte == 0x7F { byte = 0x41 }
                return byte
            }
            let expected = String(String(decoding: stream, as: UTF8.self).unicodeScalars.filter { !(0x80...0x9F).contains($0.value) })
            let events = ParserDriver.events(Self.randomChunks(stream, using: &random))
            #expect(ParserDriver.typedText(events) == expected)
            // Read whole, every grapheme cluster is one key event.
            #expect(ParserDriver.events(stream).count == expected.count)
        }
    }

    @Test func oneMegabytePasteArrivesAsOneEventHoweverSplit() {
        var random = SeededRandom(seed: 5)
        let line = "Grüße 田中 👍 paste line with some words\r"
        var content = ""
        while content.utf8.count < 1_048_576 { content += line }
        let expected = String(content.map { $0 == "\r" ? "\n" : $0 })
        let stream = bytes("x\u{1B}[200~") + bytes(content) + bytes("\u{1B}[201~y")
        let events = ParserDriver.events(Self.randomChunks(stream, maximumLength: 8192, using: &random))
        #expect(events.count == 3)
        #expect(events.first == key(.character("x")))
        #expect(events.last == key(.character("y")))
        if events.count == 3, case .paste(let pasted) = events[1] {
            #expect(pasted.utf8.count == expected.utf8.count)
            #expect(pasted == expected)
        } else {
            Issue.record("no paste event")
        }
    }

    @Test func pasteEndMarkerSplitAtEveryByteIsFound() {
        let stream = bytes("\u{1B}[200~abc\u{1B}[201~d")
        for split in 1..<stream.count {
            let events = ParserDriver.events([Array(stream[..<split]), Array(stream[split...])])
            #expect(events == [.paste("abc"), key(.character("d"))], "split at \(split)")
        }
    }

    @Test func pasteWaitsAcrossTimeoutsUntilItEnds() {
        var parser = InputParser()
        #expect(parser.feed(bytes("\u{1B}[200~first ")).isEmpty)
        #expect(parser.flush().isEmpty)
        #expect(parser.isReceivingPaste)
        #expect(parser.feed(bytes("second\u{1B}[201~")) == [.paste("first second")])
        #expect(!parser.isReceivingPaste)
    }

    @Test func interruptedPasteIsDeliveredNotLost() {
        var parser = InputParser()
        #expect(parser.feed(bytes("\u{1B}[200~half a paste")).isEmpty)
        #expect(parser.pendingPasteByteCount == 12)
        #expect(parser.finishInterruptedPaste() == [.paste("half a paste")])
        #expect(parser.feed(bytes("k")) == [key(.character("k"))])
    }

    @Test func overlongSequencesAreDroppedNotHoarded() {
        var parser = InputParser()
        let events = parser.feed(bytes("\u{1B}[" + String(repeating: "1", count: 500) + "A") + bytes("z"))
        #expect(!parser.hasPendingInput)
        #expect(ParserDriver.typedText(events).hasSuffix("Az"))
    }

    @Test func emptyInputDecodesToNothing() {
        var parser = InputParser()
        #expect(parser.feed([]).isEmpty)
        #expect(parser.flush().isEmpty)
        #expect(!parser.hasPendingInput)
    }
}
