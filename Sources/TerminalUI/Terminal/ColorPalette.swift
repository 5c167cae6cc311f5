/// The xterm palette: RGB values of the 256 indexed colours and nearest-colour lookups.
enum ColorPalette {
    /// xterm's default RGB values for the 16 ANSI colours.
    static let ansi16: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]
    /// The six channel levels of the 6×6×6 colour cube (indices 16...231).
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    static func rgb(ofIndex index: UInt8) -> (UInt8, UInt8, UInt8) {
        switch index {
        case 0..<16: return ansi16[Int(index)]
        case 16..<232:
            let value = Int(index) - 16
            return (UInt8(cubeLevels[value / 36]), UInt8(cubeLevels[value / 6 % 6]), UInt8(cubeLevels[value % 6]))
        default:
            let grey = UInt8(8 + 10 * (Int(index) - 232))
            return (grey, grey, grey)
        }
    }

    /// The nearest colour of the cube or the grey ramp (never the 16 ANSI colours, which users
    /// re-theme).
    static func nearest256(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        func cubeStep(_ value: UInt8) -> Int {
            let v = Int(value)
            return v < 48 ? 0 : v < 115 ? 1 : (v - 35) / 40
        }
        let (cr, cg, cb) = (cubeStep(r), cubeStep(g), cubeStep(b))
        let cubeIndex = 16 + 36 * cr + 6 * cg + cb
        let cubeDistance = distance((r, g, b), (UInt8(cubeLevels[cr]), UInt8(cubeLevels[cg]), UInt8(cubeLevels[cb])))
        let average = (Int(r) + Int(g) + Int(b)) / 3
        let greyStep = max(0, min(23, (average - 3) / 10))
        let grey = UInt8(8 + 10 * greyStep)
        let greyDistance = distance((r, g, b), (grey, grey, grey))
        return UInt8(greyDistance < cubeDistance ? 232 + greyStep : cubeIndex)
    }

    /// The nearest of the 16 ANSI colours.
    static func nearest16(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        var best = 0
        var bestDistance = Int.max
        for (index, color) in ansi16.enumerated() {
            let d = distance((r, g, b), color)
            if d < bestDistance { best = index; bestDistance = d }
        }
        return UInt8(best)
    }

    private static func distance(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Int {
        let dr = Int(a.0) - Int(b.0), dg = Int(a.1) - Int(b.1), db = Int(a.2) - Int(b.2)
        return dr * dr + dg * dg + db * db
    }
}
