@testable import TerminalUI

/// A small model of a VT-style terminal screen: the subset our writer emits (CUP, CUF, ED, EL,
/// SGR, cursor visibility, synchronized-output brackets, and scrolling as a VT100/xterm does it:
/// DECSTBM, LF/IND, RI, SU, SD) and text printed with grapheme widths from `DisplayWidth`. Anything else the writer sends (an unknown sequence, a control
/// character, printing past the right edge, an SGR that changes nothing) is recorded as an error.
struct ScreenModel {
    struct ModelCell: Equatable, CustomStringConvertible {
        var grapheme: String
        /// 1 or 2; 0 marks the right half of a wide grapheme.
        var width: Int
        var style: CellStyle
        static func blank(_ style: CellStyle = .plain) -> ModelCell { ModelCell(grapheme: " ", width: 1, style: style) }
        var description: String { width == 0 ? "<cont>" : "\"\(grapheme)\"\(style == .plain ? "" : " \(style)")" }
    }

    private(set) var width: Int
    private(set) var height: Int
    private(set) var cells: [ModelCell]
    private(set) var cursorX = 0
    private(set) var cursorY = 0
    private(set) var style = CellStyle.plain
    /// The SGR state a program finds is unknown to it, so its first SGR is never redundant.
    private var styleIsKnown = false
    private(set) var cursorVisible = false
    private(set) var synchronizing = false
    /// The scroll region (DECSTBM), first and last line from 0.
    private(set) var scrollTop = 0
    private(set) var scrollBottom: Int
    /// Lines the terminal scrolled (LF/IND, RI, SU, SD), counted over all frames.
    private(set) var scrolledLines = 0
    private(set) var errors: [String] = []
    /// Models a terminal that disagrees with `DisplayWidth` about multi-scalar clusters (ZWJ
    /// sequences, flags, modifiers): it draws them in two cells but advances the cursor by one
    /// column per scalar, as some terminals do.
    var advancesPerScalarInSequences = false
    /// Models a terminal that measures each scalar of a cluster alone, as tmux 3.3 does: a
    /// zero-width scalar (U+FE0F, ZWJ, a combining mark) joins the character before it, every
    /// other scalar is a character of its own width. `☀️` (U+2600 U+FE0F) takes one column and
    /// leaves the cell after it as it was; `👍🏽` takes four. Parts that do not fit at the right
    /// edge are dropped.
    var measuresEachScalarAlone = false

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        scrollBottom = height - 1
        // Start with visible garbage so a frame that forgets to clear is caught.
        cells = Array(repeating: ModelCell(grapheme: "#", width: 1, style: .plain), count: width * height)
    }

    subscript(x: Int, y: Int) -> ModelCell { cells[y * width + x] }

    /// The terminal window changed size: contents are undefined until redrawn; modes and SGR
    /// state stay.
    mutating func resize(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = Array(repeating: ModelCell(grapheme: "#", width: 1, style: .plain), count: width * height)
        cursorX = min(cursorX, width - 1)
        cursorY = min(cursorY, height - 1)
        scrollTop = 0
        scrollBottom = height - 1
    }

    /// Whether the scroll region is the whole screen (as the writer must leave it after a frame).
    var hasFullScrollRegion: Bool { scrollTop == 0 && scrollBottom == height - 1 }

    mutating func feed(_ bytes: [UInt8]) {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            errors.append("invalid UTF-8 in output")
            return
        }
        let scalars = Array(text.unicodeScalars)
        var pending = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1B}" {
                print(String(pending))
                pending = String.UnicodeScalarView()
                index = controlSequence(scalars, at: index)
            } else if scalar == "\n" {
                print(String(pending))
                pending = String.UnicodeScalarView()
                lineFeed()
                index += 1
            } else if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                errors.append("control character U+\(String(scalar.value, radix: 16)) printed")
                index += 1
            } else {
                pending.append(scalar)
                index += 1
            }
        }
        print(String(pending))
    }

    private mutating func print(_ text: String) {
        for character in text {
            if measuresEachScalarAlone, character.unicodeScalars.count > 1 {
                printScalarByScalar(character)
                continue
            }
            let w = DisplayWidth.of(character)
            guard w > 0 else { errors.append("zero-width cluster \(character.unicodeScalars.map { $0.value }) printed"); continue }
            guard cursorY < height, cursorX + w <= width else {
                errors.append("'\(character)' printed past the right edge at \(cursorX),\(cursorY)")
                continue
            }
            put(ModelCell(grapheme: String(character), width: w, style: style), x: cursorX, y: cursorY)
            let scalarCount = character.unicodeScalars.count
            cursorX += advancesPerScalarInSequences && scalarCount > 1 ? min(scalarCount, width - cursorX) : w
        }
    }

    /// Prints a cluster of several scalars as a terminal that measures each scalar alone does.
    private mutating func printScalarByScalar(_ character: Character) {
        var parts: [String] = []
        for scalar in character.unicodeScalars {
            if DisplayWidth.of(Character(scalar)) == 0, !parts.isEmpty {
                parts[parts.count - 1].unicodeScalars.append(scalar)
            } else {
                parts.append(String(scalar))
            }
        }
        for part in parts {
            let w = max(1, part.unicodeScalars.first.map { DisplayWidth.of(Character($0)) } ?? 1)
            guard cursorY < height, cursorX + w <= width else { return }
            put(ModelCell(grapheme: part, width: w, style: style), x: cursorX, y: cursorY)
            cursorX += w
        }
    }

    private mutating func put(_ cell: ModelCell, x: Int, y: Int) {
        let row = y * width
        // Overwriting half of a wide grapheme erases its other half, as terminals do (tmux 3.3
        // resets it to a default blank, whatever its background was).
        func erased(_ cell: ModelCell) -> ModelCell { measuresEachScalarAlone ? .blank() : .blank(cell.style) }
        if cells[row + x].width == 0, x > 0 { cells[row + x - 1] = erased(cells[row + x - 1]) }
        let end = x + cell.width - 1
        if cells[row + end].width == 2, end + 1 < width { cells[row + end + 1] = erased(cells[row + end + 1]) }
        cells[row + x] = cell
        if cell.width == 2 { cells[row + x + 1] = ModelCell(grapheme: "", width: 0, style: cell.style) }
    }

    /// LF (raw mode, no new-line mode) and IND: down one line; at the bottom margin the scroll
    /// region moves up instead. The column stays.
    private mutating func lineFeed() {
        if cursorY == scrollBottom {
            scroll(up: 1)
        } else if cursorY < height - 1 {
            cursorY += 1
        }
    }

    /// RI: up one line; at the top margin the scroll region moves down instead.
    private mutating func reverseIndex() {
        if cursorY == scrollTop {
            scroll(up: -1)
        } else if cursorY > 0 {
            cursorY -= 1
        }
    }

    /// Moves the scroll region's lines `count` rows up (down when negative); lines that come in
    /// are blanks with the current background, as xterm fills them.
    private mutating func scroll(up count: Int) {
        let regionHeight = scrollBottom - scrollTop + 1
        let distance = max(-regionHeight, min(regionHeight, count))
        guard distance != 0 else { return }
        scrolledLines += abs(distance)
        let filler = ModelCell.blank(CellStyle(background: style.background))
        var lines = (scrollTop...scrollBottom).map { Array(cells[($0 * width)..<(($0 + 1) * width)]) }
        let blankLine = Array(repeating: filler, count: width)
        if distance > 0 {
            lines = Array(lines.dropFirst(distance)) + Array(repeating: blankLine, count: distance)
        } else {
            lines = Array(repeating: blankLine, count: -distance) + Array(lines.dropLast(-distance))
        }
        for (offset, line) in lines.enumerated() {
            let start = (scrollTop + offset) * width
            cells.replaceSubrange(start..<(start + width), with: line)
        }
    }

    /// Parses `ESC [ [?] params final` (or `ESC D`, `ESC M`) and returns the index after it.
    private mutating func controlSequence(_ scalars: [Unicode.Scalar], at start: Int) -> Int {
        if start + 1 < scalars.count, scalars[start + 1] == "D" || scalars[start + 1] == "M" {
            if scalars[start + 1] == "D" { lineFeed() } else { reverseIndex() }
            return start + 2
        }
        guard start + 1 < scalars.count, scalars[start + 1] == "[" else {
            errors.append("ESC not followed by [")
            return start + 1
        }
        var index = start + 2
        var isPrivate = false
        if index < scalars.count, scalars[index] == "?" { isPrivate = true; index += 1 }
        var body = ""
        while index < scalars.count, (0x30...0x3B).contains(scalars[index].value) {
            body.unicodeScalars.append(scalars[index])
            index += 1
        }
        let parameters: [Int?] = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        guard index < scalars.count else { errors.append("truncated sequence"); return index }
        let final = scalars[index]
        apply(final: final, parameters: parameters, isPrivate: isPrivate)
        return index + 1
    }

    private mutating func apply(final: Unicode.Scalar, parameters: [Int?], isPrivate: Bool) {
        func parameter(_ i: Int, _ defaultValue: Int) -> Int { i < parameters.count ? parameters[i] ?? defaultValue : defaultValue }
        switch (isPrivate, final) {
        case (true, "h"), (true, "l"):
            let on = final == "h"
            switch parameter(0, 0) {
            case 25: cursorVisible = on
            case 2026:
                if synchronizing == on { errors.append("unbalanced synchronized-output bracket") }
                synchronizing = on
            default: errors.append("unknown private mode \(parameter(0, 0))")
            }
        case (false, "H"):
            let row = parameter(0, 1), column = parameter(1, 1)
            guard (1...height).contains(row), (1...width).contains(column) else {
                errors.append("CUP outside the screen: \(row);\(column)"); return
            }
            cursorY = row - 1
            cursorX = column - 1
        case (false, "C"):
            let distance = parameter(0, 1)
            guard cursorX + distance < width else { errors.append("CUF past the edge"); return }
            cursorX += distance
        case (false, "J"):
            guard parameter(0, 0) == 2 else { errors.append("ED \(parameter(0, 0)) not modelled"); return }
            cells = Array(repeating: .blank(CellStyle(background: style.background)), count: width * height)
        case (false, "K"):
            guard cursorY < height else { return }
            for x in cursorX..<width { cells[cursorY * width + x] = .blank(CellStyle(background: style.background)) }
        case (false, "r"):
            let top = parameter(0, 1), bottom = parameter(1, height)
            // As xterm: a region of fewer than two lines, or past the screen, is ignored.
            guard top >= 1, top < bottom, bottom <= height else {
                errors.append("DECSTBM \(top);\(bottom) ignored by terminals"); return
            }
            scrollTop = top - 1
            scrollBottom = bottom - 1
            cursorX = 0
            cursorY = 0
        case (false, "S"):
            scroll(up: parameter(0, 1))
        case (false, "T"):
            scroll(up: -parameter(0, 1))
        case (false, "m"):
            let before = style
            applySGR(parameters.map { $0 ?? 0 })
            if style == before && styleIsKnown { errors.append("redundant SGR \(parameters)") }
            styleIsKnown = true
        default:
            errors.append("unknown sequence \(final) \(parameters)")
        }
    }

    private mutating func applySGR(_ parameters: [Int]) {
        var index = 0
        func color(base: Int) -> TerminalColor? {
            let code = parameters[index]
            switch code - base {
            case 0...7: return .indexed(UInt8(code - base))
            case 60...67: return .indexed(UInt8(code - base - 52))
            case 9: return .default
            case 8:
                if index + 2 < parameters.count, parameters[index + 1] == 5 {
                    index += 2
                    return .indexed(UInt8(parameters[index]))
                }
                if index + 4 < parameters.count, parameters[index + 1] == 2 {
                    index += 4
                    return .rgb(UInt8(parameters[index - 2]), UInt8(parameters[index - 1]), UInt8(parameters[index]))
                }
                errors.append("malformed extended colour")
                return nil
            default: return nil
            }
        }
        while index < parameters.count {
            let code = parameters[index]
            switch code {
            case 0: style = .plain
            case 1: style.bold = true
            case 2: style.dim = true
            case 3: style.italic = true
            case 4: style.underline = true
            case 7: style.inverse = true
            case 9: style.strikethrough = true
            case 22: style.bold = false; style.dim = false
            case 23: style.italic = false
            case 24: style.underline = false
            case 27: style.inverse = false
            case 29: style.strikethrough = false
            case 30...39, 90...97:
                if let c = color(base: 30) { style.foreground = c }
            case 40...49, 100...107:
                if let c = color(base: 40) { style.background = c }
            default: errors.append("unknown SGR \(code)")
            }
            index += 1
        }
    }

    /// Differences between the screen and what `grid` asks for, colours resolved for `mode`.
    func differences(from grid: CellGrid, mode: ColorMode) -> [String] {
        guard grid.width == width, grid.height == height else { return ["size \(width)x\(height) != \(grid.size)"] }
        var differences: [String] = []
        for y in 0..<height {
            for x in 0..<width {
                let wanted = grid[x, y]
                let shown = self[x, y]
                if wanted.isContinuation {
                    if shown.width != 0 { differences.append("(\(x),\(y)) wanted continuation, shows \(shown)") }
                    continue
                }
                // A one-column cluster with U+FE0F is sent without it (`Cell.terminalBytes`).
                let sentWithoutSelector = wanted.width == 1 && wanted.grapheme.unicodeScalars.contains("\u{FE0F}")
                let grapheme = sentWithoutSelector ? String(String.UnicodeScalarView(wanted.grapheme.unicodeScalars.filter { $0 != "\u{FE0F}" })) : wanted.grapheme
                let expected = ModelCell(grapheme: grapheme, width: Int(wanted.width), style: mode.resolve(wanted.style))
                if shown != expected { differences.append("(\(x),\(y)) wanted \(expected), shows \(shown)") }
            }
        }
        return differences
    }

    /// The screen as plain text (continuations skipped), one line per row.
    var plainText: String {
        (0..<height).map { y in (0..<width).map { self[$0, y] }.filter { $0.width != 0 }.map(\.grapheme).joined() }
            .joined(separator: "\n")
    }
}
