import Foundation

/// A view that displays one or more lines of read-only text.
///
/// Concatenated texts (`Text("a") + Text("b").bold()`) keep each part's style. Control
/// characters are drawn inert and visible (see `InertText`), never sent to the terminal raw.
nonisolated public struct Text: View, Equatable, Sendable {
    public typealias Body = Never

    /// The styled parts of this text, in order.
    var runs: [TextRun]

    /// Creates a text view that displays a string literal without localization.
    public init(verbatim content: String) { runs = [TextRun(string: content)] }

    /// Creates a text view that displays a stored string without localization.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [TextRun(string: String(content))] }

    /// Creates a text view that displays localized content identified by a key.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = [TextRun(string: key.key)]
    }

    /// Creates a text view that displays an attributed string's characters.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        runs = [TextRun(string: String(attributedContent.characters))]
    }

    /// Creates an instance that wraps an `Image`, suitable for concatenating with other `Text`:
    /// the image draws inline as its glyph.
    public init(_ image: Image) { runs = [TextRun(string: image.source.glyph)] }

    init(runs: [TextRun]) { self.runs = runs }

    /// The characters of the text without styles.
    var plainString: String { runs.map(\.string).joined() }

    /// Concatenates the text in two text views in a new text view.
    public static func + (lhs: Text, rhs: Text) -> Text { Text(runs: lhs.runs + rhs.runs) }

    func mapRuns(_ change: (inout TextRun) -> Void) -> Text {
        var copy = self
        for index in copy.runs.indices { change(&copy.runs[index]) }
        return copy
    }
}

/// One contiguous part of a `Text` with one style.
struct TextRun: Equatable, Sendable {
    var string: String
    var font: Font?
    var bold: Bool?
    var italic: Bool?
    var underline: Bool?
    var strikethrough: Bool?
    var foreground: Color?
    var background: Color?

    init(string: String) { self.string = string }
}
