import Foundation
import Testing
@testable import TerminalUI

/// `LocalizedStringKey` interpolation formats numbers with SwiftUI's default specifiers.
@MainActor @Suite struct LocalizedInterpolationTests {
    @Test func numbersUseTheirDefaultSpecifiers() {
        let count = 3
        let size: UInt8 = 200
        let fraction = 0.5
        #expect(renderSnapshot(Text("\(count) items"), width: 7, height: 1) == "3 items")
        #expect(renderSnapshot(Text("\(size) B"), width: 5, height: 1) == "200 B")
        #expect(renderSnapshot(Text("\(fraction)"), width: 8, height: 1) == "0.500000")
    }

    @Test func aSpecifierOverridesTheDefault() {
        let ratio = 2.75
        #expect(renderSnapshot(Text("x\(ratio, specifier: "%.1f")"), width: 4, height: 1) == "x2.8")
    }

    @Test func stringsTextsAndAttributedStringsInterpolateAsWritten() {
        let name = "ada"
        let key: LocalizedStringKey = "\(name) \(Text("b")) \(AttributedString("c"))"
        #expect(key.key == "ada b c")
    }

    @Test func anImageInsideTextDrawsInlineAsItsGlyph() {
        let star = SymbolGlyphs.glyph(for: "star.fill")
        #expect(!star.isEmpty)
        let text = Text(Image(systemName: "star.fill")) + Text(" 5")
        #expect(renderSnapshot(text, width: 2 + DisplayWidth.of(star), height: 1) == star + " 5")
    }
}
