/// What is drawn instead of the app when the window is too small for any sensible layout.
enum UndersizedScreen {
    /// Below this, the app is not rendered.
    static let minimumSize = CellSize(width: 20, height: 6)

    static func isTooSmall(_ size: CellSize) -> Bool {
        size.width < minimumSize.width || size.height < minimumSize.height
    }

    /// "Enlarge the window", word-wrapped and centred in whatever space there is.
    static func grid(size: CellSize) -> CellGrid {
        var grid = CellGrid(size: size)
        let words = ["Enlarge", "the", "window", "(min", "\(minimumSize.width)×\(minimumSize.height))"]
        var lines: [String] = []
        for word in words {
            if let last = lines.last, last.count + 1 + word.count <= size.width {
                lines[lines.count - 1] = last + " " + word
            } else {
                lines.append(word)
            }
        }
        let top = max(0, (size.height - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            var x = max(0, (size.width - line.count) / 2)
            for character in line {
                x += grid.put(character, x: x, y: top + index, style: CellStyle(bold: true))
            }
        }
        return grid
    }
}
