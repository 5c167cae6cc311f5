import Foundation

extension ChatChannelController {
    /// Sends a message optimistically: it appears at once as `pendingSend`, then becomes the
    /// stored message, or stays as `sendingFailed` with `failureReason` (never dropped) for
    /// `resendMessage`. Invalid content (empty, over 5,000 characters) fails at once and adds
    /// nothing. The completion gets the message id or the error, on the main actor.
    @MainActor public func createNewMessage(
        messageId: MessageId? = nil,
        text: String,
        pinning: MessagePinning? = nil,
        isSilent: Bool = false,
        attachments: [AnyAttachmentPayload] = [],
        mentionedUserIds: [UserId] = [],
        quotedMessageId: MessageId? = nil,
        skipPush: Bool = false,
        skipEnrichUrl: Bool = false,
        extraData: [String: RawJSON] = [:],
        completion: (@MainActor (Result<MessageId, Error>) -> Void)? = nil
    ) {
        guard let cid else { completion?(.failure(ClientError.ChannelNotFound("The controller has no channel id."))); return }
        guard let currentUserId = client.currentUserId else { completion?(.failure(ClientError.CurrentUserDoesNotExist())); return }
        do {
            try MessageText.validate(text, attachmentCount: attachments.count,
                                     maxLength: channel?.config.maxMessageLength ?? ChannelConfig.defaultMaxMessageLength)
        } catch {
            completion?(.failure(error))
            return
        }
        let new = NewMessage(id: messageId ?? UUID().uuidString.lowercased(), text: text, attachments: attachments,
                             mentionedUserIds: mentionedUserIds, quotedMessageId: quotedMessageId, pinning: pinning, isSilent: isSilent,
                             extraData: extraData)
        let now = Date()
        let author: ChatUser = client.currentUser ?? ChatUser(id: currentUserId)
        let mentioned = Set(mentionedUserIds.map { id in channel?.lastActiveMembers.first { $0.id == id } ?? ChatUser(id: id) })
        let local = ChatMessage(
            id: new.id, cid: cid, text: text, type: .regular, author: author, createdAt: now, locallyCreatedAt: now,
            isSilent: isSilent, quotedMessage: quotedMessageId.flatMap { timeline.message(id: $0) }, mentionedUsers: mentioned,
            attachments: attachments.enumerated().map {
                AnyChatMessageAttachment(id: AttachmentId(cid: cid, messageId: new.id, index: $0.offset), payload: $0.element.payload)
            },
            localState: .pendingSend, isSentByCurrentUser: true, pinDetails: pinning, extraData: extraData)
        client.outbox[new.id] = (cid, new)
        client.applyLocalChange(.messageNew(local))
        if ownTypingStartedAt != nil { sendStopTypingEvent() }
        send(new, in: cid, completion: completion)
    }

    /// Sends a failed or bounced message again. A bounced message sent again unchanged is
    /// "send anyway": published (and flagged) when the moderation policy allows it, otherwise
    /// bounced again.
    @MainActor public func resendMessage(_ messageId: MessageId, completion: (@MainActor (Error?) -> Void)? = nil) {
        guard let (cid, new) = client.outbox[messageId], let local = unsentMessage(messageId) else {
            completion?(ClientError.MessageNotFound("No failed message \"\(messageId)\" to resend."))
            return
        }
        client.applyLocalChange(.messageUpdated(local.pendingAgain(text: new.text)))
        send(new, in: cid) { completion?($0.error) }
    }

    /// A message of the current user the server did not publish: failed to send, or bounced.
    @MainActor private func unsentMessage(_ messageId: MessageId) -> ChatMessage? {
        guard let local = timeline.message(id: messageId), local.localState == .sendingFailed || local.isBounced else { return nil }
        return local
    }

    @MainActor private func send(_ new: NewMessage, in cid: ChannelId, completion: (@MainActor (Result<MessageId, Error>) -> Void)?) {
        client.perform(.sendMessage(cid: cid, new)) { [client] result in
            switch result {
            case let .success(.message(stored)):
                // A bounced message stays in the outbox, to be edited or sent anyway.
                if !stored.isBounced { client.outbox[new.id] = nil }
                client.applyLocalChange(.messageNew(stored))
                completion?(.success(new.id))
            case let .failure(error):
                if var failed = self.timeline.message(id: new.id) {
                    failed.localState = .sendingFailed
                    failed.failureReason = error as? ClientError ?? ClientError(String(describing: error), underlyingError: error)
                    client.applyLocalChange(.messageUpdated(failed))
                }
                completion?(.failure(error))
            case .success:
                completion?(.failure(ClientError.InvalidRequest("Unexpected response to a message.")))
            }
        }
    }

    /// Changes the text of a message (its author, or a moderator). A message the server did
    /// not publish (failed or bounced) is sent again with the new text.
    @MainActor public func editMessage(_ messageId: MessageId, text: String, completion: (@MainActor (Error?) -> Void)? = nil) {
        do {
            try MessageText.validate(text, attachmentCount: timeline.message(id: messageId)?.allAttachments.count ?? 0,
                                     maxLength: channel?.config.maxMessageLength ?? ChannelConfig.defaultMaxMessageLength)
        } catch {
            completion?(error)
            return
        }
        if let (cid, unsent) = client.outbox[messageId], let local = unsentMessage(messageId) {
            var revised = unsent
            revised.text = text
            client.outbox[messageId] = (cid, revised)
            client.applyLocalChange(.messageUpdated(local.pendingAgain(text: text)))
            send(revised, in: cid) { completion?($0.error) }
            return
        }
        client.perform(.updateMessage(id: messageId, text: text)) { completion?($0.error) }
    }

    /// Deletes a message. A message the server did not publish (failed or bounced) is removed locally.
    @MainActor public func deleteMessage(_ messageId: MessageId, completion: (@MainActor (Error?) -> Void)? = nil) {
        if let local = unsentMessage(messageId) {
            client.outbox[messageId] = nil
            client.applyLocalChange(.messageDeleted(local, hardDelete: true))
            completion?(nil)
            return
        }
        client.perform(.deleteMessage(id: messageId)) { completion?($0.error) }
    }

    /// Pins a message to the channel (members who may post). `pinDetails` is set on the message.
    @MainActor public func pinMessage(_ messageId: MessageId, pinning: MessagePinning = .noExpiration,
                                      completion: (@MainActor (Error?) -> Void)? = nil) {
        client.perform(.pinMessage(id: messageId, pinned: true)) { completion?($0.error) }
    }

    /// Unpins a message.
    @MainActor public func unpinMessage(_ messageId: MessageId, completion: (@MainActor (Error?) -> Void)? = nil) {
        client.perform(.pinMessage(id: messageId, pinned: false)) { completion?($0.error) }
    }

    /// Adds a reaction of the current user; `enforceUnique` replaces their other reactions.
    @MainActor public func addReaction(_ type: MessageReactionType, to messageId: MessageId, score: Int = 1, enforceUnique: Bool = false,
                                       completion: (@MainActor (Error?) -> Void)? = nil) {
        client.perform(.addReaction(messageId: messageId, type: type, score: score, enforceUnique: enforceUnique)) { completion?($0.error) }
    }

    /// Removes a reaction of the current user.
    @MainActor public func deleteReaction(_ type: MessageReactionType, from messageId: MessageId, completion: (@MainActor (Error?) -> Void)? = nil) {
        client.perform(.deleteReaction(messageId: messageId, type: type)) { completion?($0.error) }
    }

    /// Flags a message for moderators.
    @MainActor public func flagMessage(_ messageId: MessageId, reason: String? = nil, completion: (@MainActor (Error?) -> Void)? = nil) {
        client.perform(.flagMessage(messageId, reason: reason)) { completion?($0.error) }
    }

    /// Runs an action of an ephemeral message (the giphy preview's Send, Shuffle or Cancel).
    @MainActor public func dispatchEphemeralMessageAction(messageId: MessageId, action: AttachmentAction,
                                                          completion: (@MainActor (Error?) -> Void)? = nil) {
        client.perform(.ephemeralAction(messageId: messageId, action: action)) { completion?($0.error) }
    }

    /// Publishes a giphy preview to the channel.
    @MainActor public func sendGiphy(messageId: MessageId, completion: (@MainActor (Error?) -> Void)? = nil) {
        dispatchEphemeralMessageAction(messageId: messageId, action: .giphySend, completion: completion)
    }

    /// Replaces a giphy preview with the next image for its query.
    @MainActor public func shuffleGiphy(messageId: MessageId, completion: (@MainActor (Error?) -> Void)? = nil) {
        dispatchEphemeralMessageAction(messageId: messageId, action: .giphyShuffle, completion: completion)
    }

    /// Discards a giphy preview.
    @MainActor public func cancelGiphy(messageId: MessageId, completion: (@MainActor (Error?) -> Void)? = nil) {
        dispatchEphemeralMessageAction(messageId: messageId, action: .giphyCancel, completion: completion)
    }
}

extension ChatMessage {
    /// This unsent message on its way to the server again, with `text`.
    fileprivate func pendingAgain(text: String) -> ChatMessage {
        var pending = self
        pending.text = text
        pending.type = .regular
        pending.moderationDetails = nil
        pending.failureReason = nil
        pending.localState = .pendingSend
        return pending
    }
}
