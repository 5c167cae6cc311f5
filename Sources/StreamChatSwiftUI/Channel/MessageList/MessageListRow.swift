import Foundation
import StreamChat

/// One row of the message list: a date separator or a message with its place in its group.
public struct MessageListRow: Identifiable, Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// The start of a new day.
        case dateSeparator(Date)
        /// A message; groups are consecutive messages of one author close in time.
        case message(ChatMessage, isFirstInGroup: Bool, isLastInGroup: Bool)
    }

    /// The row's id: the message's, or for a date separator one made from the message after it.
    public var id: String { storage.id }
    /// What the row shows.
    public var kind: Kind { storage.kind }

    /// The id and kind, in one shared object: the list builds a row view for every shown row
    /// on every update and the engine copies it several times; a row of one reference copies
    /// with one reference count (its id and message were two, and the kind an outlined copy),
    /// and a row view (context, row and two flags) fits an existential's inline buffer.
    private let storage: Storage

    private final class Storage: Sendable {
        let id: String
        let kind: Kind

        init(id: String, kind: Kind) {
            self.id = id
            self.kind = kind
        }
    }

    init(id: String, kind: Kind) {
        storage = Storage(id: id, kind: kind)
    }

    public static func == (lhs: MessageListRow, rhs: MessageListRow) -> Bool {
        lhs.isSame(as: rhs, comparingMentions: false)
    }

    /// Whether both rows are equal (`==`) and, with `comparingMentions`, their messages mention
    /// the same users (copies of one message do, without comparing). Without
    /// `comparingGroupEnds`, whether the message ends its group is left out (for a row that reads
    /// it from the list's `MessageGroupEnds`).
    func isSame(as other: MessageListRow, comparingMentions: Bool, comparingGroupEnds: Bool = true) -> Bool {
        // The very row (kept by the list between updates) is the same in every respect.
        if storage === other.storage { return true }
        guard id == other.id else { return false }
        switch (kind, other.kind) {
        case let (.dateSeparator(a), .dateSeparator(b)):
            return a == b
        case let (.message(a, firstA, lastA), .message(b, firstB, lastB)):
            guard firstA == firstB, lastA == lastB || !comparingGroupEnds else { return false }
            if a.isCopy(of: b) { return true }
            return a.isSameDisplay(as: b) && (!comparingMentions || a.mentionedUsers == b.mentionedUsers)
        default:
            return false
        }
    }
}

extension ChatMessage {
    /// Whether two versions of a message look the same: its content, state, the actions its
    /// menu offers (Flag or "Message Flagged"), the author's name and image (a renamed
    /// author's rows are rebuilt), and the message it quotes as shown (edited, deleted, its
    /// author renamed). Copies of one value are (their fields are not compared).
    func isSameDisplay(as other: ChatMessage) -> Bool {
        if isCopy(of: other) { return true }
        return id == other.id && createdAt == other.createdAt && text == other.text && type == other.type && updatedAt == other.updatedAt
            && localState == other.localState && reactionCounts == other.reactionCounts
            && currentUserReactions == other.currentUserReactions && allAttachments == other.allAttachments
            && deletedAt == other.deletedAt && isPinned == other.isPinned && moderationDetails == other.moderationDetails
            && textUpdatedAt == other.textUpdatedAt && isFlaggedByCurrentUser == other.isFlaggedByCurrentUser
            && author.name == other.author.name && author.imageURL == other.author.imageURL
            && Self.showSameQuote(quotedMessage, other.quotedMessage)
    }

    /// Whether two quotes show alike (`QuotedMessageView`: author, text or attachment, deletion).
    private static func showSameQuote(_ first: ChatMessage?, _ second: ChatMessage?) -> Bool {
        guard let first, let second else { return first == nil && second == nil }
        return first.id == second.id && first.text == second.text && first.deletedAt == second.deletedAt
            && first.author.name == second.author.name && first.allAttachments == second.allAttachments
    }
}

/// Turns messages (oldest first) into rows: date separators between days and group flags.
enum MessageListRowBuilder {
    static func rows(
        oldestFirst messages: [ChatMessage],
        groupingInterval: TimeInterval,
        showsDateSeparators: Bool,
        isSameDay: (Date, Date) -> Bool
    ) -> [MessageListRow] {
        var rows: [MessageListRow] = []
        var rowStarts: [Int] = []
        appendRows(
            of: messages, from: 0, groupingInterval: groupingInterval, showsDateSeparators: showsDateSeparators,
            isSameDay: { isSameDay(messages[$0].createdAt, messages[$1].createdAt) },
            into: &rows, rowStarts: &rowStarts
        )
        return rows
    }

    /// Appends the rows of `messages[start...]` to `rows` (which holds the rows of the messages
    /// before `start`), recording in `rowStarts` where each message's rows begin.
    /// `isSameDay` compares the days of the messages at two indices.
    static func appendRows(
        of messages: [ChatMessage],
        from start: Int,
        groupingInterval: TimeInterval,
        showsDateSeparators: Bool,
        isSameDay: (Int, Int) -> Bool,
        into rows: inout [MessageListRow],
        rowStarts: inout [Int]
    ) {
        rows.reserveCapacity(rows.count + messages.count - start + 8)
        for index in start..<messages.count {
            let message = messages[index]
            rowStarts.append(rows.count)
            let hasPrevious = index > 0
            let hasNext = index + 1 < messages.count
            if showsDateSeparators, !hasPrevious || !isSameDay(index - 1, index) {
                rows.append(MessageListRow(id: dateSeparatorID(of: message), kind: .dateSeparator(message.createdAt)))
            }
            let first = !hasPrevious || !belongTogether(messages[index - 1], message, groupingInterval) || !isSameDay(index - 1, index)
            let last = !hasNext || !belongTogether(message, messages[index + 1], groupingInterval) || !isSameDay(index, index + 1)
            rows.append(MessageListRow(id: message.id, kind: .message(message, isFirstInGroup: first, isLastInGroup: last)))
        }
    }

    /// The id of the date separator before `message`.
    static func dateSeparatorID(of message: ChatMessage) -> String { "date-\(message.id)" }

    /// Whether `later` continues the group of `earlier` (the same day is checked separately).
    private static func belongTogether(_ earlier: ChatMessage, _ later: ChatMessage, _ interval: TimeInterval) -> Bool {
        earlier.author.id == later.author.id
            && earlier.type != .system && later.type != .system
            && later.createdAt.timeIntervalSince(earlier.createdAt) <= interval
    }
}
