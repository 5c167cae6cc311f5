extension String {
    /// A drawn screen's rows (a snapshot, a grid's plain text), one per screen line, trailing
    /// spaces kept. Read a row at a computed index with `lines[checked: row]` (`CheckedIndex`).
    public var screenLines: [String] {
        split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// A drawn screen's rows with their trailing spaces cut (only spaces: a row's other blank
    /// characters are drawn content).
    public var trimmedScreenLines: [String] {
        split(separator: "\n", omittingEmptySubsequences: false).map { row in
            String(row[..<(row.lastIndex { $0 != " " }.map(row.index(after:)) ?? row.startIndex)])
        }
    }

    /// The screen's last row (a final newline ends the screen, it starts no row) with the spaces
    /// around its content cut: the line a bottom-pinned list ends on.
    public var lastScreenLine: String {
        var rows = screenLines
        if rows.count > 1, rows.last == "" { rows.removeLast() }
        let row = rows.last ?? ""
        guard let first = row.firstIndex(where: { $0 != " " }), let last = row.lastIndex(where: { $0 != " " }) else { return "" }
        return String(row[first...last])
    }
}
