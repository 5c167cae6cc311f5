import Foundation

/// A message moderation bounced, remembered (stored, and cached in memory) so that its author
/// may send it anyway, also after a restart.
struct BouncedMessage: Equatable {
    let userId: UserId
    let cid: ChannelId
    let text: String
    let matched: String
}

/// What moderation decided about a new message.
enum ModerationVerdict {
    /// Publish it; flag it for moderators with the reason when given.
    case publish(flagReason: String?)
    /// Return it to its author only.
    case bounce(MessageModerationDetails)
}

extension ChatServer {
    /// The reporter recorded for flags that moderation itself raises.
    static let moderationFlaggerId: UserId = "moderation"

    /// Sets the blocklist of channels of `type` (admin API); nil or no words removes it. Stored,
    /// so it survives a restart. Entries must be 1 to 100 characters without newlines, at most
    /// 1,000 of them; otherwise `ClientError.InvalidRequest` and nothing changes.
    public func setBlocklist(_ blocklist: Blocklist?, forChannelType type: ChannelType) throws {
        if let blocklist {
            guard blocklist.words.count <= 1_000 else { throw ClientError.InvalidRequest("A blocklist has at most 1,000 entries.") }
            let invalid = blocklist.words.filter { word in
                word.isEmpty || word.count > 100 || word.contains(where: \.isNewline) || Blocklist.tokens(of: word).isEmpty
            }
            guard invalid.isEmpty else { throw ClientError.InvalidRequest("Invalid blocklist entries: \(invalid).") }
        }
        try lock.withLock {
            try store.setBlocklist(blocklist, forChannelType: type.rawValue)
            blocklistCache[type.rawValue] = .some(blocklist.flatMap { $0.words.isEmpty ? nil : $0 })
        }
    }

    /// The blocklist of channels of `type`, if any.
    public func blocklist(forChannelType type: ChannelType) throws -> Blocklist? {
        try lock.withLock { try cachedBlocklist(type) }
    }

    private func cachedBlocklist(_ type: ChannelType) throws -> Blocklist? {
        if let cached = blocklistCache[type.rawValue] { return cached }
        let stored = try store.blocklist(forChannelType: type.rawValue)
        blocklistCache[type.rawValue] = .some(stored)
        return stored
    }

    /// Checks a new message against its channel type's blocklist. A message its author sends
    /// again unchanged after a bounce is published (and flagged) when the behavior allows it.
    func moderate(_ new: NewMessage, in cid: ChannelId, by userId: UserId) throws -> ModerationVerdict {
        guard let blocklist = try cachedBlocklist(cid.type), let matched = blocklist.match(in: new.text) else {
            try forgetBounce(of: new.id)
            return .publish(flagReason: nil)
        }
        let bounced = try bouncedMessage(new.id)
        let sendsAnyway = bounced.map { $0.userId == userId && $0.cid == cid && $0.text == new.text } ?? false
        if sendsAnyway && blocklist.behavior == .bounceThenFlag {
            try forgetBounce(of: new.id)
            return .publish(flagReason: "Blocklist: \(matched)")
        }
        let bounce = BouncedMessage(userId: userId, cid: cid, text: new.text, matched: matched)
        if bounced != bounce {
            try store.saveBouncedMessage(id: new.id, bounce)
            bouncedMessages?[new.id] = bounce
        }
        return .bounce(MessageModerationDetails(
            originalText: new.text, action: .bounce, blocklistMatched: matched,
            allowsSendingAnyway: blocklist.behavior == .bounceThenFlag))
    }

    /// The bounce remembered for a message id (the stored ones are read once, then cached).
    private func bouncedMessage(_ id: MessageId) throws -> BouncedMessage? {
        if let cached = bouncedMessages { return cached[id] }
        let stored = try store.bouncedMessages()
        bouncedMessages = stored
        return stored[id]
    }

    /// Forgets a bounce (the message was published); writes only when there was one.
    private func forgetBounce(of id: MessageId) throws {
        guard try bouncedMessage(id) != nil else { return }
        try store.deleteBouncedMessage(id: id)
        bouncedMessages?[id] = nil
    }

    /// The author's copy of a bounced message: an error message with the text kept, seen by
    /// nobody else and not stored.
    func makeBouncedMessage(_ new: NewMessage, in cid: ChannelId, by author: UserRecord, mentioned: [UserRecord],
                            details: MessageModerationDetails) throws -> ChatMessage {
        let quoted = try new.quotedMessageId.flatMap { try store.message(id: $0) }.map { try makeMessage($0, viewer: author.id) }
        return ChatMessage(
            id: new.id, cid: cid, text: new.text, type: .error, author: makeUser(author), createdAt: Date(), isSilent: new.isSilent,
            quotedMessage: quoted, mentionedUsers: Set(mentioned.map(makeUser)),
            attachments: new.attachments.enumerated().map {
                AnyChatMessageAttachment(id: AttachmentId(cid: cid, messageId: new.id, index: $0.offset), payload: $0.element.payload)
            },
            isSentByCurrentUser: true, moderationDetails: details, extraData: new.extraData)
    }

    /// Flags a message moderation let through (sent anyway).
    func flagModerated(_ messageId: MessageId, reason: String) throws {
        try store.addFlag(userId: Self.moderationFlaggerId, targetUserId: nil, targetMessageId: messageId, reason: reason, at: Date())
    }

    /// How many flags a message has (for moderators and tests).
    public func flagCount(ofMessage messageId: MessageId) throws -> Int {
        try lock.withLock { try store.flagCount(targetMessageId: messageId) }
    }
}
