import Foundation

/// Drafts: one per user and channel, stored, and sent only to the user who wrote them.
extension ChatServer {
    /// Saves `new` as the user's draft in `cid` (an empty draft deletes it and returns nil).
    /// The user's connections hear `.draftUpdated` (or `.draftDeleted`); nobody else does.
    func updateDraft(_ new: NewDraftMessage, in cid: ChannelId, by userId: UserId) throws -> DraftMessage? {
        let author = try user(userId)
        _ = try channelRecord(cid)
        let config = try channelConfig(for: cid.type)
        guard try MessageText.validateDraft(new.text, attachmentCount: new.attachments.count,
                                            maxLength: MessageText.draftLengthLimit(messageLimit: config.maxMessageLength)) else {
            try deleteDraft(in: cid, by: userId)
            return nil
        }
        _ = try checkReferences(mentioning: new.mentionedUserIds, quoting: new.quotedMessageId, in: cid, of: "draft")
        let earlier = try store.draft(userId: userId, cid: cid)
        let content = ComposedContent(
            text: new.text, command: new.command, args: new.command.flatMap { Self.arguments(of: $0, in: new.text) },
            quotedId: new.quotedMessageId, mentionedUserIds: new.mentionedUserIds, attachments: new.attachments.map(\.payload),
            isSilent: new.isSilent, extra: new.extraData)
        let record = DraftRecord(userId: userId, cid: cid, id: earlier?.id ?? UUID().uuidString.lowercased(), content: content,
                                 createdAt: Date().asStored)
        try store.saveDraft(record)
        let draft = try makeDraft(record, author: author)
        deliver(to: connections(of: userId)) { _ in .draftUpdated(draft) }
        return draft
    }

    /// Deletes the user's draft in `cid`; their connections hear `.draftDeleted` when there was one.
    func deleteDraft(in cid: ChannelId, by userId: UserId) throws {
        _ = try user(userId)
        _ = try channelRecord(cid)
        guard try store.deleteDraft(userId: userId, cid: cid) else { return }
        deliver(to: connections(of: userId)) { _ in .draftDeleted(cid: cid, threadId: nil) }
    }

    /// The draft of `viewer` in `cid`, as they see it (nil for anyone else's).
    func draftMessage(in cid: ChannelId, viewer: UserId) throws -> DraftMessage? {
        guard let record = try store.draft(userId: viewer, cid: cid) else { return nil }
        return try makeDraft(record, author: try user(viewer))
    }

    private func makeDraft(_ record: DraftRecord, author: UserRecord) throws -> DraftMessage {
        let content = record.content
        let quoted = try content.quotedId.flatMap { try store.message(id: $0) }.map { try makeMessage($0, viewer: record.userId) }
        let mentioned = try users(content.mentionedUserIds).values.map(makeUser)
        return DraftMessage(
            id: record.id, cid: record.cid, text: content.text, isSilent: content.isSilent, command: content.command,
            arguments: content.args, createdAt: record.createdAt, extraData: content.extra, currentUser: makeUser(author),
            quotedMessage: quoted, mentionedUsers: Set(mentioned),
            attachments: content.attachments.enumerated().map {
                AnyChatMessageAttachment(id: AttachmentId(cid: record.cid, messageId: record.id, index: $0.offset), payload: $0.element)
            })
    }

    /// The text after `/command ` when the text starts with the command, else nil.
    private static func arguments(of command: String, in text: String) -> String? {
        guard let parsed = CommandText(text), parsed.name == command.lowercased(), !parsed.arguments.isEmpty else { return nil }
        return parsed.arguments
    }
}
