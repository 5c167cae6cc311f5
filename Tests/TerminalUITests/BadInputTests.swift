import Testing
@testable import TerminalUI

@MainActor @Suite struct BadInputTests {
    @Test func controlCharactersRenderInertAndVisible() {
        let text = "a\u{1B}[31mred\u{9B}2J\u{202E}x\u{7}"
        let output = renderSnapshot(Text(text), width: 40, height: 1)
        #expect(!output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x202E || $0.value == 0x07 })
        #expect(output.contains("a␛[31mred^[[2J⟨U+202E⟩x␇"))
    }

    @Test func zeroNegativeAndTinySizesDoNotCrash() {
        let view = VStack { Text("hello"); Divider(); ForEach(0..<0) { Text("\($0)") } }
        #expect(renderSnapshot(view, width: 0, height: 0) == "")
        #expect(renderSnapshot(view, width: -5, height: -2) == "")
        #expect(renderSnapshot(view, width: 1, height: 1).count == 1)
        #expect(renderSnapshot(Text(""), width: 3, height: 1) == "   ")
        #expect(renderSnapshot(Text("x").frame(width: -10, height: -10), width: 2, height: 1) == "  ")
    }

    @Test func oneMegabyteStringRendersItsStart() {
        let big = String(repeating: "word ", count: 200_000)
        let output = renderSnapshot(Text(big), width: 20, height: 3)
        #expect(output.hasPrefix("word word word word"))
        #expect(output.hasSuffix("…"))
    }
}
