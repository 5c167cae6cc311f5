import StreamChat
import SwiftUI

/// The text of a message, with `@mentions` of mentioned users highlighted.
///
/// `Equatable` by what it shows (the text, whose message it is, the highlighted names): when
/// the message around it changes otherwise (its group ends with the next message, a reaction
/// arrives), the text is not evaluated again.
public struct MessageTextView: View, Equatable {
    private let message: ChatMessage
    private let isSentByCurrentUser: Bool
    private let mentionedUserNames: [String]

    public init(message: ChatMessage, isSentByCurrentUser: Bool, mentionedUserNames: [String]) {
        self.message = message
        self.isSentByCurrentUser = isSentByCurrentUser
        self.mentionedUserNames = mentionedUserNames
    }

    /// Whether both show the same text, coloured for the same sender, with the same mentions.
    public nonisolated static func == (lhs: MessageTextView, rhs: MessageTextView) -> Bool {
        lhs.message.text == rhs.message.text && lhs.isSentByCurrentUser == rhs.isSentByCurrentUser
            && lhs.mentionedUserNames == rhs.mentionedUserNames
    }

    /// The appearance is read once per body, without a key path (not once per run of text),
    /// and its colours converted once per palette colour (`Appearance.color(_:)`).
    ///
    /// A text that mentions no one (most messages) is one run in the body font: it is not split
    /// into runs and joined to an empty text (which shows the same, for ~2.5 k instructions).
    public var body: some View {
        let appearance = Appearance.current
        let color = appearance.color(isSentByCurrentUser ? .messageCurrentUserTextColor : .messageOtherUserTextColor)
        guard MentionHighlighting.mayMention(message.text, mentioning: mentionedUserNames) else {
            return Text(verbatim: message.text).font(appearance.fonts.body).foregroundColor(color)
        }
        return MentionHighlighting.segments(of: message.text, mentioning: mentionedUserNames)
            .reduce(Text(verbatim: "")) { text, segment in
                if segment.isMention {
                    return text + Text(verbatim: segment.text).font(appearance.fonts.bodyBold).foregroundColor(appearance.color(.mentionText))
                }
                return text + Text(verbatim: segment.text).font(appearance.fonts.body)
            }
            .foregroundColor(color)
    }
}

/// Splits message text into plain runs and `@Name` mentions of the given names.
enum MentionHighlighting {
    struct Segment: Equatable {
        let text: String
        let isMention: Bool
    }

    /// Whether `text` may hold a mention of one of `names`: some name is not empty and the text
    /// has an `@` (otherwise `segments` is the text as one plain run).
    static func mayMention(_ text: String, mentioning names: [String]) -> Bool {
        names.contains { !$0.isEmpty } && text.utf8.contains(UInt8(ascii: "@"))
    }

    /// The runs of `text`, where each `@` followed by one of `names` (longest first) is a
    /// mention run. Text is never lost: joining the runs gives `text` back.
    static func segments(of text: String, mentioning names: [String]) -> [Segment] {
        let candidates = Set(names.filter { !$0.isEmpty }).sorted { $0.count > $1.count }
        guard !candidates.isEmpty, text.contains("@") else { return [Segment(text: text, isMention: false)] }
        var segments: [Segment] = []
        var plain = ""
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "@" {
                let afterAt = text.index(after: index)
                if let name = candidates.first(where: { text[afterAt...].hasPrefix($0) }) {
                    if !plain.isEmpty { segments.append(Segment(text: plain, isMention: false)) }
                    plain = ""
                    let end = text.index(afterAt, offsetBy: name.count)
                    segments.append(Segment(text: String(text[index..<end]), isMention: true))
                    index = end
                    continue
                }
            }
            plain.append(text[index])
            index = text.index(after: index)
        }
        if !plain.isEmpty { segments.append(Segment(text: plain, isMention: false)) }
        return segments
    }
}
