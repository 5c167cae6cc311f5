import Foundation

/// What its author composed (text, command, quote, mentions, attachments, silence, extra data),
/// in the columns a message row and a draft row share: one reader (`init(_:from:)`) and one list
/// of values to write (`ComposedRow.composedValues`), so that both tables store and decode it
/// alike.
struct ComposedContent: Sendable, Equatable {
    /// The columns, in the order the reader reads them and `composedValues` lists them.
    static let columns = "text, command, args, quoted_id, mentioned, attachments, is_silent, extra"
    /// How many columns `columns` names (counted from it, not kept by hand beside it).
    static let columnCount = columns.split(separator: ",").count

    var text: String
    var command: String?
    var args: String?
    var quotedId: MessageId?
    var mentionedUserIds: [UserId]
    var attachments: [AttachmentPayload]
    var isSilent: Bool
    var extra: [String: RawJSON]
}

extension ComposedContent {
    /// Reads the `columns` of `row`, the first at index `first` (JSON columns that are empty or
    /// unreadable read as empty).
    init(_ row: SQLiteStatement, from first: Int32) {
        self.init(
            text: row.string(first), command: row.optionalString(first + 1), args: row.optionalString(first + 2),
            quotedId: row.optionalString(first + 3),
            mentionedUserIds: JSONColumn.decode([UserId].self, from: row.optionalString(first + 4), default: []),
            attachments: JSONColumn.decode([AttachmentPayload].self, from: row.optionalString(first + 5), default: []),
            isSilent: row.bool(first + 6), extra: JSONColumn.decode([String: RawJSON].self, from: row.optionalString(first + 7), default: [:]))
    }
}

/// A value holding what its author composed (a message record, a draft's content).
protocol ComposedRow {
    var text: String { get }
    var command: String? { get }
    var args: String? { get }
    var quotedId: MessageId? { get }
    var mentionedUserIds: [UserId] { get }
    var attachments: [AttachmentPayload] { get }
    var isSilent: Bool { get }
    var extra: [String: RawJSON] { get }
}

extension ComposedRow {
    /// The values of `ComposedContent.columns`, in order (empty JSON columns are stored as NULL).
    var composedValues: [SQLiteBindable] {
        [text, command, args, quotedId, JSONColumn.encodeUnlessEmpty(mentionedUserIds), JSONColumn.encodeUnlessEmpty(attachments),
         isSilent, JSONColumn.encodeUnlessEmpty(extra)]
    }
}

extension ComposedContent: ComposedRow {}
extension MessageRecord: ComposedRow {}
