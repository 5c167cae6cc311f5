import Foundation

/// How an `UnsentMessage` is laid out in a row of the outbox file: plain columns for text,
/// state, times and flags; JSON for attachments, mentions, extra data and moderation details.
/// Reading is strict: a row that does not decode is reported, never half-restored.
struct UnsentMessageRow {
    /// The values to bind after the API key and user id, in `selectedColumns` order.
    let columns: [SQLiteBindable]

    /// The columns a load selects, in the order `message(from:authorId:)` reads them.
    static let selectedColumns = """
        id, cid, text, type, local_state, created_at, author_name, author_image_url, attachments, mentioned, quoted_id, \
        is_silent, is_pinned, pin_expires_at, extra, failure_kind, failure_message, moderation
        """

    init(_ unsent: UnsentMessage) {
        let message = unsent.message
        let draft = unsent.draft
        let mentioned = draft.mentionedUserIds.map { id in
            MentionColumn(id: id, name: message.mentionedUsers.first { $0.id == id }?.name)
        }
        columns = [
            draft.id, unsent.cid.rawValue, draft.text, message.type.rawValue, message.localState?.rawValue, message.createdAt,
            message.author.name, message.author.imageURL?.absoluteString, Self.json(draft.attachments.map(\.payload)),
            Self.json(mentioned), draft.quotedMessageId, draft.isSilent, draft.pinning != nil, draft.pinning?.expirationDate,
            Self.json(draft.extraData), message.failureReason.map(FailureKind.name(of:)), message.failureReason?.message,
            message.moderationDetails.map { Self.json(ModerationColumn($0)) },
        ]
    }

    /// Rebuilds the unsent message of a row selected with `selectedColumns`.
    static func message(from row: SQLiteStatement, authorId: UserId) throws -> UnsentMessage {
        let id = row.string(0)
        func problem(_ what: String) -> ClientError {
            ClientError.StorageFailure("The unsent message \"\(id)\" in the local storage has \(what); it was not restored.")
        }
        guard let cid = try? ChannelId(cid: row.string(1)) else { throw problem("an invalid channel id \"\(row.string(1))\"") }
        guard let type = MessageType(rawValue: row.string(3)) else { throw problem("an unknown type \"\(row.string(3))\"") }
        let state = try row.optionalString(4).map { raw in
            guard let state = LocalMessageState(rawValue: raw) else { throw problem("an unknown state \"\(raw)\"") }
            return state
        }
        let attachments = try decode([AttachmentPayload].self, row.string(8), or: problem("unreadable attachments"))
        let mentioned = try decode([MentionColumn].self, row.string(9), or: problem("unreadable mentions"))
        let extraData = try decode([String: RawJSON].self, row.string(14), or: problem("unreadable extra data"))
        let moderation = try row.optionalString(17).map { try decode(ModerationColumn.self, $0, or: problem("unreadable moderation details")) }
        let pinning = row.bool(12) ? MessagePinning(expirationDate: row.optionalDate(13)) : nil
        let createdAt = row.date(5)
        let failure = row.optionalString(16).map { FailureKind.error(named: row.optionalString(15), message: $0) }

        let draft = NewMessage(id: id, text: row.string(2), attachments: attachments.map(AnyAttachmentPayload.init(payload:)),
                               mentionedUserIds: mentioned.map(\.id), quotedMessageId: row.optionalString(10), pinning: pinning,
                               isSilent: row.bool(11), extraData: extraData)
        let author = ChatUser(id: authorId, name: row.optionalString(6), imageURL: row.optionalString(7).flatMap(URL.init(string:)))
        let message = ChatMessage(
            id: id, cid: cid, text: draft.text, type: type, author: author, createdAt: createdAt, locallyCreatedAt: createdAt,
            isSilent: draft.isSilent, mentionedUsers: Set(mentioned.map { ChatUser(id: $0.id, name: $0.name) }),
            attachments: attachments.enumerated().map {
                AnyChatMessageAttachment(id: AttachmentId(cid: cid, messageId: id, index: $0.offset), payload: $0.element)
            },
            localState: state, failureReason: failure, isSentByCurrentUser: true, pinDetails: pinning,
            moderationDetails: moderation?.details, extraData: extraData)
        return UnsentMessage(cid: cid, draft: draft, message: message)
    }

    private static func json<T: Encodable>(_ value: T) -> String { JSONColumn.encode(value) }

    private static func decode<T: Decodable>(_ type: T.Type, _ text: String, or problem: @autoclosure () -> ClientError) throws -> T {
        do {
            return try JSONDecoder().decode(T.self, from: Data(text.utf8))
        } catch {
            throw problem()
        }
    }
}

/// A mentioned user as stored: id and the name shown.
private struct MentionColumn: Codable {
    var id: UserId
    var name: String?
}

/// `MessageModerationDetails` as stored.
private struct ModerationColumn: Codable {
    var originalText: String
    var action: String
    var blocklistMatched: String?
    var allowsSendingAnyway: Bool

    init(_ details: MessageModerationDetails) {
        originalText = details.originalText
        action = details.action.rawValue
        blocklistMatched = details.blocklistMatched
        allowsSendingAnyway = details.allowsSendingAnyway
    }

    var details: MessageModerationDetails {
        MessageModerationDetails(originalText: originalText, action: MessageModerationAction(rawValue: action),
                                 blocklistMatched: blocklistMatched, allowsSendingAnyway: allowsSendingAnyway)
    }
}

/// Why a send failed, stored as the name of its `ClientError` subclass, so that a restored
/// failure can still be matched with `is` (`failureReason is ClientError.NotAMember`).
enum FailureKind {
    private static let makers: [String: @Sendable (String) -> ClientError] = [
        "InvalidChannelId": { ClientError.InvalidChannelId($0) },
        "InvalidToken": { ClientError.InvalidToken($0) },
        "InvalidMessage": { ClientError.InvalidMessage($0) },
        "InvalidUTF8": { ClientError.InvalidUTF8($0) },
        "ChannelNotFound": { ClientError.ChannelNotFound($0) },
        "UserNotFound": { ClientError.UserNotFound($0) },
        "MessageNotFound": { ClientError.MessageNotFound($0) },
        "NotAMember": { ClientError.NotAMember($0) },
        "UserBanned": { ClientError.UserBanned($0) },
        "PermissionDenied": { ClientError.PermissionDenied($0) },
        "InvalidRequest": { ClientError.InvalidRequest($0) },
        "ChannelAlreadyExists": { ClientError.ChannelAlreadyExists($0) },
        "ConnectionNotSuccessful": { ClientError.ConnectionNotSuccessful($0) },
        "StorageFailure": { ClientError.StorageFailure($0) },
    ]

    /// The stored name of an error's type.
    static func name(of error: ClientError) -> String { String(describing: type(of: error)) }

    /// An error of the named type (a plain `ClientError` for a name this build does not know).
    static func error(named name: String?, message: String) -> ClientError {
        name.flatMap { makers[$0] }?(message) ?? ClientError(message)
    }
}
