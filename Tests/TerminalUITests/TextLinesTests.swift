import Testing
@testable import TerminalUI

/// A text whose paragraphs all fit its width (and its line limit) is drawn from its paragraphs
/// as they are; every width and limit gives the lines that wrapping gives.
@MainActor @Suite struct TextLinesTests {
    private func rendered(_ lines: [[StyledGlyph]]) -> [String] {
        lines.map { line in line.map { "\($0.text.string)\($0.width)\($0.style.bold ? "b" : "")" }.joined() }
    }

    @Test func linesEqualWrappingForEveryWidthAndLimit() {
        let texts = ["", "short", "two words", "line one\nline two is longer", "界界 wide 😀 text", "a\n\nb", "trailing space "]
        for text in texts {
            for limit in [nil, 0, 1, 2, 3] {
                var environment = EnvironmentValues()
                environment.lineLimit = limit
                let runs = Text(verbatim: text).bold().runs
                let behavior = TextBehavior()
                behavior.update(runs: runs, environment: environment)
                let paragraphs = TextLayout.paragraphs(of: runs, environment: environment)
                // On one line the paragraphs are joined by spaces: that is the widest it gets.
                let ideal = limit == 1 ? paragraphs.reduce(paragraphs.count - 1) { $0 + $1.columns } : paragraphs.widestColumns
                for width in 0...30 {
                    let wrapped = TextLayout.lines(paragraphs, width: min(width, max(ideal, 1)), maxLines: limit, truncation: .tail)
                    #expect(rendered(behavior.lines(width: width)) == rendered(wrapped), "\(text) width \(width) limit \(String(describing: limit))")
                }
            }
        }
    }

    /// A one-line text of several paragraphs (a multi-line message in a reply or edit row) wants
    /// the width of its paragraphs joined by spaces; it was cut to its widest paragraph.
    @Test func oneLineTextOfSeveralParagraphsIsNotCutToItsWidestParagraph() {
        let row = HStack(spacing: 1) {
            Text("✎")
            Text("Editing: hey\n@Ana\n/gi").lineLimit(1)
            Spacer()
            Text("✕")
        }
        #expect(renderSnapshot(row, width: 30, height: 1) == "✎ Editing: hey @Ana /gi      ✕")
        #expect(renderSnapshot(row, width: 16, height: 1) == "✎ Editing: h…  ✕")
    }
}
