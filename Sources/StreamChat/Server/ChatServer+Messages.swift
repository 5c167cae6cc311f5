import Foundation

extension ChatServer {
    func sendMessage(_ new: NewMessage, to cid: ChannelId, from userId: UserId) throws -> ChatMessage {
        let author = try user(userId)
        _ = try channelRecord(cid)
        _ = try requirePoster(author, in: cid)
        let config = try channelConfig(for: cid.type)
        try MessageText.validate(new.text, attachmentCount: new.attachments.count, maxLength: config.maxMessageLength)
        guard !new.id.isEmpty, new.id.utf8.count <= 255 else { throw ClientError.InvalidRequest("A message id must have 1 to 255 bytes.") }
        guard ephemeralGiphies[new.id] == nil else { throw ClientError.InvalidRequest("Message id \"\(new.id)\" is already used.") }
        let mentioned = try checkReferences(mentioning: new.mentionedUserIds, quoting: new.quotedMessageId, in: cid, of: "message")
        if let command = CommandText(new.text), config.command(named: command.name) != nil, Command.builtIn[command.name] != nil {
            return try runCommand(command, message: new, in: cid, by: author)
        }
        let flagReason: String?
        switch try moderate(new, in: cid, by: userId) {
        case let .bounce(details):
            return try makeBouncedMessage(new, in: cid, by: author, mentioned: Array(mentioned.values), details: details)
        case let .publish(reason): flagReason = reason
        }
        let date = try nextMessageDate(in: cid)
        let record = MessageRecord(
            id: new.id, cid: cid, userId: userId, text: new.text, type: .regular, command: nil, args: nil, createdAt: date,
            updatedAt: date, deletedAt: nil, quotedId: new.quotedMessageId, parentId: nil, mentionedUserIds: new.mentionedUserIds,
            attachments: new.attachments.map(\.payload), isSilent: new.isSilent, isPinned: new.pinning != nil, extra: new.extraData)
        let posted: PostedChanges
        do {
            posted = try store.transaction { try storePosted(record) }
        } catch {
            // The id is unique: a resend of a stored message returns it, anything else is refused.
            guard let existing = try store.message(id: new.id) else { throw error }
            guard existing.userId == userId, existing.cid == cid else {
                throw ClientError.InvalidRequest("Message id \"\(new.id)\" is already used.")
            }
            return try makeMessage(existing, viewer: userId)
        }
        noteMessageStored(record)
        if let flagReason { try flagModerated(record.id, reason: flagReason) }
        return try announcePosted(record, posted)
    }

    /// The users a message (or draft, the `subject`) mentions, by id; throws `UserNotFound` for
    /// one who does not exist and `MessageNotFound` when the quoted message is not in `cid`.
    func checkReferences(mentioning userIds: [UserId], quoting quotedId: MessageId?, in cid: ChannelId,
                         of subject: String) throws -> [UserId: UserRecord] {
        let mentioned = try users(userIds)
        if let unknown = userIds.first(where: { mentioned[$0] == nil }) {
            throw ClientError.UserNotFound("The \(subject) mentions \"\(unknown)\", who does not exist.")
        }
        if let quotedId {
            guard let quoted = try store.message(id: quotedId), quoted.cid == cid else {
                throw ClientError.MessageNotFound("The quoted message \"\(quotedId)\" is not in \(cid).")
            }
        }
        return mentioned
    }

    /// Keeps the cached channel's last message time current after a new message.
    func noteMessageStored(_ record: MessageRecord) {
        channelCache[record.cid]?.lastMessageAt = record.createdAt
    }

    /// Builds a stored message once, sends each follower of its channel their view of it, and
    /// returns the author's view.
    @discardableResult
    func publish(_ record: MessageRecord, isNew: Bool = false, as event: (ChatMessage) -> ChatEvent) throws -> ChatMessage {
        let message = try makeMessages([record], viewer: record.userId, loadReactions: !isNew)[0]
        // Who flagged it sees it flagged in every update (a new message has no flags yet).
        let flaggers = isNew ? [] : try store.flaggerIds(ofMessage: record.id)
        deliver(to: audience(of: record.cid)) { connection in
            var personal = message.personalized(for: connection.userId)
            if flaggers.contains(connection.userId) { personal.isFlaggedByCurrentUser = true }
            return event(personal)
        }
        return message
    }

    /// Stores a message its author posted (call inside a transaction): posting counts as reading
    /// the channel up to it, and the author's draft in the channel is sent (as Stream's server
    /// does both), in the same write.
    func storePosted(_ record: MessageRecord) throws -> PostedChanges {
        try store.insertMessage(record)
        let movedRead = try store.advanceRead(cid: record.cid, userId: record.userId, to: record.createdAt, messageId: record.id)
        let deletedDraft = try store.deleteDraft(userId: record.userId, cid: record.cid)
        return PostedChanges(movedRead: movedRead, deletedDraft: deletedDraft)
    }

    /// Sends everyone who follows the channel the message its author posted (stored by
    /// `storePosted`), then the author's read that it moved (`.messageRead`, as `markRead`
    /// announces one), so other members' `channel.reads` follow without a reload, then to the
    /// author's connections the deletion of their draft (`.draftDeleted`), so every device of
    /// theirs lets it go. Returns the author's view of the message.
    func announcePosted(_ record: MessageRecord, _ changes: PostedChanges) throws -> ChatMessage {
        let message = try publish(record, isNew: true, as: { .messageNew($0) })
        if changes.movedRead {
            let read = ChatChannelRead(lastReadAt: record.createdAt, lastReadMessageId: record.id, unreadMessagesCount: 0, user: message.author)
            deliver(to: audience(of: record.cid)) { _ in .messageRead(cid: record.cid, read: read) }
        }
        if changes.deletedDraft {
            deliver(to: connections(of: record.userId)) { _ in .draftDeleted(cid: record.cid, threadId: nil) }
        }
        return message
    }

    /// A creation time after every other message of the channel, so that order is total.
    func nextMessageDate(in cid: ChannelId) throws -> Date {
        let newest = try newestMessageDates[cid] ?? store.newestMessageDate(cid: cid) ?? .distantPast
        let now = Date()
        let date = now > newest ? now : newest.addingTimeInterval(0.000_001)
        newestMessageDates[cid] = date
        return date
    }

    /// The messages of `cid` with these ids, in the order asked (ids of no message of the
    /// channel left out), as `viewer` sees them.
    func messages(_ ids: [MessageId], in cid: ChannelId, viewer: UserId) throws -> [ChatMessage] {
        _ = try channelRecord(cid)
        let records = Dictionary(try store.messages(ids: ids).filter { $0.cid == cid }.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var seen = Set<MessageId>()
        return try makeMessages(ids.filter { seen.insert($0).inserted }.compactMap { records[$0] }, viewer: viewer)
    }

    func storedMessage(_ id: MessageId) throws -> MessageRecord {
        guard let record = try store.message(id: id) else { throw ClientError.MessageNotFound("No message with id \"\(id)\".") }
        return record
    }

    func updateMessage(_ id: MessageId, text: String, by userId: UserId) throws -> ChatMessage {
        let actor = try user(userId)
        var record = try storedMessage(id)
        guard record.deletedAt == nil else { throw ClientError.InvalidRequest("Message \"\(id)\" is deleted and cannot be edited.") }
        try requireMessageOwnership(actor: actor, message: record)
        try MessageText.validate(text, attachmentCount: record.attachments.count, maxLength: try channelConfig(for: record.cid.type).maxMessageLength)
        if let matched = try blocklist(forChannelType: record.cid.type)?.match(in: text) {
            throw ClientError.InvalidMessage("The text contains \"\(matched)\", which this channel's blocklist does not allow.")
        }
        record.text = text
        record.updatedAt = Date().asStored
        record.textUpdatedAt = record.updatedAt
        try store.updateMessage(id: id, text: text, attachments: nil, at: record.updatedAt)
        return try publish(record, as: { .messageUpdated($0) })
    }

    func deleteMessage(_ id: MessageId, by userId: UserId) throws -> ChatMessage {
        let actor = try user(userId)
        var record = try storedMessage(id)
        try requireMessageOwnership(actor: actor, message: record)
        guard record.deletedAt == nil else { return try makeMessage(record, viewer: userId) }
        let now = Date()
        try store.markMessageDeleted(id: id, at: now)
        record.type = .deleted
        record.deletedAt = now
        record.updatedAt = now
        return try publish(record, as: { .messageDeleted($0, hardDelete: false) })
    }

    /// Pins or unpins a message: any member who may post.
    func pinMessage(_ id: MessageId, pinned: Bool, by userId: UserId) throws -> ChatMessage {
        let actor = try user(userId)
        var record = try storedMessage(id)
        _ = try requirePoster(actor, in: record.cid)
        guard record.deletedAt == nil else { throw ClientError.InvalidRequest("Message \"\(id)\" is deleted.") }
        guard record.isPinned != pinned else { return try makeMessage(record, viewer: userId) }
        record.isPinned = pinned
        // `updatedAt` moves (clients take the newer copy), `textUpdatedAt` does not: a pin is no edit.
        record.updatedAt = Date().asStored
        try store.setPinned(id: id, pinned, at: record.updatedAt)
        return try publish(record, as: { .messageUpdated($0) })
    }

    func addReaction(_ type: MessageReactionType, score: Int, enforceUnique: Bool, to messageId: MessageId, by userId: UserId) throws -> ChatMessage {
        let actor = try user(userId)
        let record = try storedMessage(messageId)
        _ = try requirePoster(actor, in: record.cid)
        guard record.deletedAt == nil else { throw ClientError.InvalidRequest("Message \"\(messageId)\" is deleted.") }
        guard !type.rawValue.isEmpty, type.rawValue.count <= 30, score >= 1 else {
            throw ClientError.InvalidRequest("A reaction needs a type of 1 to 30 characters and a score of at least 1.")
        }
        let now = Date()
        let reaction = ReactionRecord(messageId: messageId, userId: userId, type: type.rawValue, score: score, createdAt: now, updatedAt: now)
        try store.transaction {
            if enforceUnique { try store.deleteReactions(messageId: messageId, userId: userId, type: nil) }
            try store.saveReaction(reaction)
        }
        let chatReaction = ChatMessageReaction(type: type, score: score, createdAt: now, updatedAt: now, author: makeUser(actor))
        return try publish(record, as: { .reactionNew(chatReaction, message: $0) })
    }

    func deleteReaction(_ type: MessageReactionType, from messageId: MessageId, by userId: UserId) throws -> ChatMessage {
        let actor = try user(userId)
        let record = try storedMessage(messageId)
        _ = try requireMember(actor, in: record.cid)
        guard try store.deleteReactions(messageId: messageId, userId: userId, type: type.rawValue) > 0 else {
            return try makeMessage(record, viewer: userId)
        }
        let now = Date()
        let chatReaction = ChatMessageReaction(type: type, score: 0, createdAt: now, updatedAt: now, author: makeUser(actor))
        return try publish(record, as: { .reactionDeleted(chatReaction, message: $0) })
    }

    func typing(_ isTyping: Bool, in cid: ChannelId, by userId: UserId) throws {
        let actor = try user(userId)
        _ = try channelRecord(cid)
        _ = try requireMember(actor, in: cid)
        let typist = makeUser(actor)
        deliver(to: audience(of: cid).filter { $0.userId != userId }) { _ in
            isTyping ? .typingStart(cid: cid, user: typist) : .typingStop(cid: cid, user: typist)
        }
    }

    func markRead(_ cid: ChannelId, by userId: UserId) throws {
        let actor = try user(userId)
        _ = try channelRecord(cid)
        _ = try requireMember(actor, in: cid)
        let newest = try store.messages(cid: cid, before: nil, limit: 1).first
        let read = ReadRecord(cid: cid, userId: userId, lastReadAt: max(Date(), newest?.createdAt ?? .distantPast), lastReadMessageId: newest?.id)
        try store.saveRead(read)
        let chatRead = ChatChannelRead(lastReadAt: read.lastReadAt, lastReadMessageId: read.lastReadMessageId, unreadMessagesCount: 0,
                                       user: makeUser(actor))
        deliver(to: audience(of: cid)) { _ in .messageRead(cid: cid, read: chatRead) }
    }
}

extension ChatMessage {
    /// This message as `viewer` sees it.
    func personalized(for viewer: UserId) -> ChatMessage {
        var copy = self
        copy.isSentByCurrentUser = author.id == viewer
        copy.currentUserReactions = latestReactions.filter { $0.author.id == viewer }
        return copy
    }
}

/// What storing a posted message changed besides the message itself (see `storePosted`).
struct PostedChanges {
    /// Whether the author's read of the channel moved to the message.
    let movedRead: Bool
    /// Whether the author had a draft in the channel, deleted with the post.
    let deletedDraft: Bool
}
