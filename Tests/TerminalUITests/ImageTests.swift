import Foundation
import Testing
@testable import TerminalUI

/// A 2×2 RGBA PNG: red, green / blue, transparent.
private let tinyPNG: [UInt8] = [
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x02, 0x08, 0x06, 0x00, 0x00, 0x00, 0x72, 0xB6, 0x0D,
    0x24, 0x00, 0x00, 0x00, 0x13, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0xF8, 0xCF, 0xC0, 0xF0,
    0x1F, 0x0C, 0x81, 0x34, 0x88, 0x60, 0x00, 0x00, 0x3F, 0xD2, 0x05, 0xFB, 0xCB, 0x17, 0xA6, 0xCE,
    0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
]

@MainActor @Suite struct ImageTests {
    @Test func symbolsMapToGlyphsWithAFallback() {
        #expect(SymbolGlyphs.glyph(for: "paperplane.fill") == "➤")
        #expect(SymbolGlyphs.glyph(for: "xmark") == "✕")
        #expect(SymbolGlyphs.glyph(for: "chevron.left") == "‹")
        #expect(SymbolGlyphs.glyph(for: "bell.slash") == "🔕")
        #expect(SymbolGlyphs.glyph(for: "person.circle.fill") == "☺")
        #expect(SymbolGlyphs.glyph(for: "no.such.symbol") == SymbolGlyphs.fallback)
        #expect(renderSnapshot(HStack { Image(systemName: "video"); Image(systemName: "phone") }, width: 3, height: 1) == "▶ ✆")
    }

    @Test func pngDecodesToPixelsAndDrawsWithHalfBlocks() throws {
        let image = try #require(UIImage(data: Data(tinyPNG)))
        let pixels = try #require(image.pixels)
        #expect(pixels.width == 2 && pixels.height == 2)
        let (r, g, b, a) = pixels.pixel(x: 0, y: 0)
        #expect(a == 255 && r > 200 && g < 50 && b < 50)
        let grid = ViewHost(rootView: Image(uiImage: image).resizable().frame(width: 16, height: 16))
            .render(size: CellSize(width: 2, height: 1))
        #expect(grid[0, 0].grapheme == "▀")
        if case .rgb(let red, _, _) = grid[0, 0].style.foreground { #expect(red > 200) } else { Issue.record("no rgb foreground") }
        if case .rgb(_, _, let blue) = grid[0, 0].style.background { #expect(blue > 200) } else { Issue.record("no rgb background") }
    }

    @Test func brokenImageDataIsRejected() {
        #expect(UIImage(data: Data([1, 2, 3])) == nil)
        #expect(UIImage(data: Data(tinyPNG.prefix(40))) == nil)
        #expect(UIImage(named: "definitely-not-a-resource") == nil)
        #expect(UIImage(systemName: "xmark")?.symbolName == "xmark")
    }

    @Test func asyncImageLoadsFileURLsAndShowsThePlaceholderOtherwise() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("engine-test-\(UUID().uuidString).png")
        try Data(tinyPNG).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let loaded = AsyncImage(url: url) { $0.resizable() } placeholder: { Text("…") }
            .frame(width: 16, height: 16)
        #expect(renderSnapshot(loaded, width: 2, height: 1) == "▀▀")
        let remote = AsyncImage(url: URL(string: "https://example.invalid/a.png")) { $0.resizable() } placeholder: { Text("wait") }
        #expect(renderSnapshot(remote, width: 4, height: 1) == "wait")
    }

    @Test func geometryReaderSeesItsSizeInPoints() {
        let view = GeometryReader { proxy in
            Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
        }
        #expect(renderSnapshot(view, width: 10, height: 2) == "80x32     \n          ")
    }
}
