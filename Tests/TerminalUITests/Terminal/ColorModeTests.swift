import Testing
@testable import TerminalUI

@Suite struct ColorModeTests {
    @Test func detectionFollowsTheEnvironment() {
        #expect(ColorMode.detect(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"]) == .monochrome)
        #expect(ColorMode.detect(environment: ["NO_COLOR": "", "COLORTERM": "truecolor"]) == .trueColor)
        #expect(ColorMode.detect(environment: ["COLORTERM": "24bit", "TERM": "xterm"]) == .trueColor)
        #expect(ColorMode.detect(environment: ["TERM": "xterm-256color"]) == .palette256)
        #expect(ColorMode.detect(environment: ["TERM": "tmux-256color"]) == .palette256)
        #expect(ColorMode.detect(environment: ["TERM": "vt100"]) == .palette16)
        #expect(ColorMode.detect(environment: [:]) == .palette16)
    }

    @Test func rgbIsDowngradedToTheNearestPaletteEntry() {
        #expect(ColorMode.palette256.resolve(TerminalColor.rgb(255, 0, 0)) == .indexed(196))
        #expect(ColorMode.palette256.resolve(TerminalColor.rgb(128, 128, 128)) == .indexed(244))
        #expect(ColorMode.palette256.resolve(TerminalColor.rgb(0, 0, 0)) == .indexed(16))
        #expect(ColorMode.palette256.resolve(TerminalColor.indexed(3)) == .indexed(3))
        #expect(ColorMode.palette16.resolve(TerminalColor.rgb(250, 5, 5)) == .indexed(9))
        #expect(ColorMode.palette16.resolve(TerminalColor.indexed(196)) == .indexed(9))
        #expect(ColorMode.palette16.resolve(TerminalColor.indexed(4)) == .indexed(4))
        #expect(ColorMode.trueColor.resolve(TerminalColor.rgb(1, 2, 3)) == .rgb(1, 2, 3))
    }

    @Test func monochromeKeepsAttributesAndDropsColours() {
        let style = CellStyle(foreground: .rgb(1, 2, 3), background: .indexed(4), bold: true, inverse: true)
        #expect(ColorMode.monochrome.resolve(style) == CellStyle(bold: true, inverse: true))
    }

    @Test func everyPaletteIndexMapsToItselfIn256Colours() {
        // The cube and grey entries are exact: their RGB maps to an entry of the same RGB.
        for index in 16...255 {
            let (r, g, b) = ColorPalette.rgb(ofIndex: UInt8(index))
            let mapped = ColorPalette.rgb(ofIndex: ColorPalette.nearest256(r, g, b))
            let exact = mapped.0 == r && mapped.1 == g && mapped.2 == b
            #expect(exact, "index \(index)")
        }
    }
}
