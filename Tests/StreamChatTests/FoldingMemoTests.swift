import Foundation
import Testing
@testable import StreamChat

/// A member index build folds names character by character through a memo (`FoldingMemo`):
/// it must give the bytes `SearchFolding.fold` gives the whole text, or the index would match
/// and rank otherwise than before.
@Suite struct FoldingMemoTests {
    private static let texts: [String] = {
        let probe = MessageTextIndex.foldingProbe
        let names = ["Zoë Müller", "Łukasz Søren 7", "Óscar García 🎉", "李 小龙", "Sönke Yılmaz", "Chloé  Dubois", "José\u{3000}Álvarez",
                     "ｶﾞｷﾞ ﾊﾟ", "Æsir Þór", "ΣΊΣΥΦΟΣ", "Straße ẞ", "cafe\u{301} café", "\u{301}lone mark", "tab\there\r\nand\u{00A0} nbsp",
                     "^caret `grave` ~tilde¨", "´acute spacing", "İstanbul ıI", "👍🏽👨‍👩‍👧 🇳🇴", "ﬁne ﬀ ㌀ Ⅻ ① ²", "한국어 \u{1100}\u{1161}\u{11A8}", "A\u{30A}ngström", "x\u{3000} \u{00A0}\ty \u{3000}", "e\u{301}x éx Å Å"]
        return [probe] + probe.split(separator: " ").map(String.init) + names + ["", " ", "  x  ", "plain ascii"]
    }()

    @Test func foldsAsTheWholeTextFolds() {
        var memo = FoldingMemo()
        // Twice: the second pass folds from the memo only.
        for _ in 0..<2 {
            for text in Self.texts {
                #expect(memo.fold(text) == SearchFolding.fold(text), "\(text.debugDescription)")
            }
        }
    }
}
