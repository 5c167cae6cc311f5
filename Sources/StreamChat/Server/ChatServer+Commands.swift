import Foundation

/// A giphy preview waiting for Send, Shuffle or Cancel; kept in memory only.
struct EphemeralGiphy {
    var record: MessageRecord
    var query: String
    var matches: [GiphyCatalogue.Entry]
    var position: Int

    var entry: GiphyCatalogue.Entry { matches[position % matches.count] }
}

extension ChatServer {
    /// Runs an enabled command sent as message text. `/giphy` answers with an ephemeral
    /// preview; moderation commands act and answer with an ephemeral confirmation.
    func runCommand(_ command: CommandText, message: NewMessage, in cid: ChannelId, by author: UserRecord) throws -> ChatMessage {
        if command.name == "giphy" {
            guard !command.arguments.isEmpty else { throw ClientError.InvalidMessage("/giphy needs a search term, e.g. /giphy cats.") }
            let now = Date()
            let record = MessageRecord(
                id: message.id, cid: cid, userId: author.id, text: message.text, type: .ephemeral, command: "giphy",
                args: command.arguments, createdAt: now, updatedAt: now, deletedAt: nil, quotedId: nil, parentId: nil,
                mentionedUserIds: [], attachments: [], isSilent: false, isPinned: false, extra: [:])
            let giphy = EphemeralGiphy(record: record, query: command.arguments, matches: giphyCatalogue.matches(for: command.arguments), position: 0)
            ephemeralGiphies[message.id] = giphy
            let preview = try makeEphemeralMessage(giphy)
            deliver(to: connections(of: author.id)) { _ in .messageNew(preview) }
            return preview
        }
        let target = try resolveUser(command.arguments, in: cid)
        let summary: String
        switch command.name {
        case "mute": _ = try mute(target, by: author.id); summary = "muted"
        case "unmute": _ = try unmute(target, by: author.id); summary = "unmuted"
        case "ban":
            let reason = command.arguments.split(separator: " ", maxSplits: 1).dropFirst().first.map(String.init)
            try ban(target, in: cid, timeoutInMinutes: nil, reason: reason, by: author.id); summary = "banned from this channel"
        case "unban": try unban(target, in: cid, by: author.id); summary = "unbanned in this channel"
        case "flag": _ = try flagUser(target, reason: nil, by: author.id); summary = "flagged"
        default: throw ClientError.InvalidRequest("Command /\(command.name) is not implemented.")
        }
        let confirmation = ChatMessage(
            id: message.id, cid: cid, text: "\(try user(target).name ?? target) was \(summary).", type: .ephemeral, command: command.name,
            arguments: command.arguments, author: makeUser(author), createdAt: Date(), isSentByCurrentUser: true)
        deliver(to: connections(of: author.id)) { _ in .messageNew(confirmation) }
        return confirmation
    }

    /// The user a command argument names: `@id`, `id`, or a member's exact name (case-insensitive).
    private func resolveUser(_ arguments: String, in cid: ChannelId) throws -> UserId {
        let first = arguments.split(separator: " ").first.map(String.init) ?? ""
        let handle = first.hasPrefix("@") ? String(first.dropFirst()) : first
        guard !handle.isEmpty else { throw ClientError.InvalidRequest("The command needs a user, e.g. @alice.") }
        if (try? user(handle)) != nil { return handle }
        let folded = SearchFolding.folded(handle)
        if let match = try memberIndex(for: cid).search(handle, limit: 5).first(where: {
            SearchFolding.folded((try? user($0))?.name ?? "") == folded
        }) {
            return match
        }
        throw ClientError.UserNotFound("No user \"\(handle)\".")
    }

    func makeEphemeralMessage(_ giphy: EphemeralGiphy) throws -> ChatMessage {
        let record = giphy.record
        let payload = GiphyAttachmentPayload(title: giphy.entry.title, previewURL: giphy.entry.url,
                                             actions: [.giphySend, .giphyShuffle, .giphyCancel])
        return ChatMessage(
            id: record.id, cid: record.cid, text: record.text, type: .ephemeral, command: record.command, arguments: record.args,
            author: try makeUser(id: record.userId), createdAt: record.createdAt, updatedAt: record.updatedAt,
            attachments: [AnyChatMessageAttachment(id: AttachmentId(cid: record.cid, messageId: record.id, index: 0), payload: .giphy(payload))],
            isSentByCurrentUser: true)
    }

    /// Send publishes the previewed gif to the channel; Shuffle shows the next match; Cancel
    /// discards the preview. Only the preview's author may act on it.
    func ephemeralAction(_ action: AttachmentAction, on messageId: MessageId, by userId: UserId) throws -> ChatMessage? {
        guard var giphy = ephemeralGiphies[messageId], giphy.record.userId == userId else {
            throw ClientError.MessageNotFound("No giphy preview \"\(messageId)\" of user \"\(userId)\".")
        }
        switch action.value {
        case "shuffle":
            giphy.position += 1
            giphy.record.updatedAt = Date()
            ephemeralGiphies[messageId] = giphy
            let preview = try makeEphemeralMessage(giphy)
            deliver(to: connections(of: userId)) { _ in .messageUpdated(preview) }
            return preview
        case "cancel":
            ephemeralGiphies[messageId] = nil
            let preview = try makeEphemeralMessage(giphy)
            deliver(to: connections(of: userId)) { _ in .messageDeleted(preview, hardDelete: true) }
            return nil
        case "send":
            _ = try requirePoster(try user(userId), in: giphy.record.cid)
            let date = try nextMessageDate(in: giphy.record.cid)
            var record = giphy.record
            record.type = .regular
            record.text = ""
            record.createdAt = date
            record.updatedAt = date
            record.attachments = [.giphy(GiphyAttachmentPayload(title: giphy.entry.title, previewURL: giphy.entry.url))]
            let posted = try store.transaction { try storePosted(record) }
            // Only once stored: a failed send (disk full, busy) keeps the preview the client
            // still shows, so Send can be tried again.
            ephemeralGiphies[messageId] = nil
            noteMessageStored(record)
            return try announcePosted(record, posted)
        default:
            throw ClientError.InvalidRequest("Unknown giphy action \"\(action.value)\"; use send, shuffle or cancel.")
        }
    }
}
