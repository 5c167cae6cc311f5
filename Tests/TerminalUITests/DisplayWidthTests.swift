import Testing
@testable import TerminalUI

/// `DisplayWidth` answers common text without Unicode property lookups; the answers must be
/// those of the full rule (`generalWidth`) for every character.
@Suite struct DisplayWidthTests {
    @Test func classesOfClusters() {
        let widths: [(Character, Int)] = [
            ("a", 1), (" ", 1), ("~", 1), ("\u{7F}", 1), ("\0", 0), ("\u{1B}", 0), ("\t", 0), ("\r\n", 0),
            ("\u{85}", 1), ("é", 1), ("e\u{301}", 1), ("\u{301}", 0), ("\u{AD}", 0), ("ß", 1), ("Ω", 1),
            ("ж", 1), ("\u{483}", 0), ("—", 1), ("…", 1), ("\u{200B}", 0), ("\u{200D}", 0), ("\u{2028}", 1),
            ("\u{202E}", 0), ("\u{2060}", 0), ("\u{FE0F}", 0), ("田", 2), ("한", 2), ("か", 2), ("\u{3099}", 0),
            ("Ａ", 2), ("👍", 2), ("👍🏽", 2), ("👨‍👩‍👧", 2), ("🇫🇷", 2), ("🇫", 2), ("❤", 1), ("❤️", 1),
            ("☺", 1), ("☺️", 1), ("©", 1), ("©️", 1), ("✔️", 1), ("😀\u{FE0F}", 2), ("田\u{FE0F}", 2), ("⌚", 2), ("#️⃣", 1), ("\u{20E3}", 2), ("𠀀", 2),
        ]
        for (grapheme, width) in widths {
            #expect(DisplayWidth.of(grapheme) == width, "\(grapheme.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(DisplayWidth.generalWidth(of: grapheme.unicodeScalars) == width)
        }
    }

    /// tmux 3.3 draws a narrow character followed by U+FE0F in one column (the selector adds
    /// nothing), so does `DisplayWidth` by default; terminals that draw it wide are matched
    /// with `wideEmojiPresentationSelector`.
    @Test func emojiPresentationSelectorWidensOnlyWhenAskedTo() {
        let sequences: [Character] = ["❤️", "☀️", "✔️", "☺️", "©️"]
        for sequence in sequences {
            #expect(DisplayWidth.generalWidth(of: sequence.unicodeScalars, wideEmojiPresentationSelector: false) == 1)
            #expect(DisplayWidth.generalWidth(of: sequence.unicodeScalars, wideEmojiPresentationSelector: true) == 2)
        }
        #expect(DisplayWidth.of("❤️ 1") == 3, "a reaction chip: the heart, a space and the count")
        #expect(DisplayWidth.generalWidth(of: "#️⃣".unicodeScalars, wideEmojiPresentationSelector: true) == 1, "a keycap stays ASCII-wide")
    }

    @Test func everyLoneScalarHasTheWidthOfTheFullRule() {
        var disagreements: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let grapheme = Character(scalar)
            if DisplayWidth.of(grapheme) != DisplayWidth.generalWidth(of: grapheme.unicodeScalars) { disagreements.append(value) }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20).map { String($0, radix: 16) })")
    }

    @Test func clustersHaveTheWidthOfTheFullRule() {
        let bases: [Unicode.Scalar] = ["a", "#", "é", "\u{7F}", "\u{85}", "Ω", "田", "❤", "☺", "👍", "🇫", "\u{301}"]
        let followers: [Unicode.Scalar] = ["\u{301}", "\u{FE0F}", "\u{FE0E}", "\u{20E3}", "\u{200D}", "🇷", "🏽", "\u{3099}"]
        for base in bases {
            for follower in followers {
                var text = ""
                text.unicodeScalars.append(base)
                text.unicodeScalars.append(follower)
                var total = 0
                for grapheme in text {
                    #expect(DisplayWidth.of(grapheme) == DisplayWidth.generalWidth(of: grapheme.unicodeScalars), "\(text.unicodeScalars.map(\.value))")
                    total += DisplayWidth.generalWidth(of: grapheme.unicodeScalars)
                }
                #expect(DisplayWidth.of(text) == total)
            }
        }
    }

    @Test func stringsAreTheSumOfTheirClusters() {
        let texts = ["", "plain ascii text", "tab\there", "crlf\r\nend", "del\u{7F}", "\u{1B}[31mred", "naïve café",
                     "日本語のテキスト", "mixed 田 and 👍🏽 and 🇫🇷", "e\u{301}\u{301}", "\u{301}lead"]
        for text in texts {
            let sum = text.reduce(0) { $0 + DisplayWidth.generalWidth(of: $1.unicodeScalars) }
            #expect(DisplayWidth.of(text) == sum, "\(text)")
            #expect(DisplayWidth.of(text[...]) == sum, "\(text)")
        }
    }
}
