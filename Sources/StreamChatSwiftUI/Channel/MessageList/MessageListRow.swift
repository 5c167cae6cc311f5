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

    public let id: String
    public let kind: Kind

    public static func == (lhs: MessageListRow, rhs: MessageListRow) -> Bool {
        guard lhs.id == rhs.id else { return false }
        switch (lhs.kind, rhs.kind) {
        case let (.dateSeparator(a), .dateSeparator(b)):
            return a == b
        case let (.message(a, firstA, lastA), .message(b, firstB, lastB)):
            return firstA == firstB && lastA == lastB && a.isSameDisplay(as: b)
        default:
            return false
        }
    }
}

extension ChatMessage {
    /// Whether two versions of a message look the same (ChatMessage's `==` compares ids only).
    func isSameDisplay(as other: ChatMessage) -> Bool {
        id == other.id && text == other.text && type == other.type && updatedAt == other.updatedAt
            && localState == other.localState && reactionCounts == other.reactionCounts
            && currentUserReactions == other.currentUserReactions && allAttachments == other.allAttachments
            && deletedAt == other.deletedAt && isPinned == other.isPinned && moderationDetails == other.moderationDetails
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
        rows.reserveCapacity(messages.count + 8)
        for (index, message) in messages.enumerated() {
            let previous = index > 0 ? messages[index - 1] : nil
            let next = index + 1 < messages.count ? messages[index + 1] : nil
            if showsDateSeparators, previous.map({ !isSameDay($0.createdAt, message.createdAt) }) ?? true {
                rows.append(MessageListRow(id: "date-\(message.id)", kind: .dateSeparator(message.createdAt)))
            }
            let first = previous.map { !belongTogether($0, message, groupingInterval, isSameDay) } ?? true
            let last = next.map { !belongTogether(message, $0, groupingInterval, isSameDay) } ?? true
            rows.append(MessageListRow(id: message.id, kind: .message(message, isFirstInGroup: first, isLastInGroup: last)))
        }
        return rows
    }

    /// Whether `later` continues the group of `earlier`.
    private static func belongTogether(
        _ earlier: ChatMessage,
        _ later: ChatMessage,
        _ interval: TimeInterval,
        _ isSameDay: (Date, Date) -> Bool
    ) -> Bool {
        earlier.author.id == later.author.id
            && earlier.type != .system && later.type != .system
            && later.createdAt.timeIntervalSince(earlier.createdAt) <= interval
            && isSameDay(earlier.createdAt, later.createdAt)
    }
}
