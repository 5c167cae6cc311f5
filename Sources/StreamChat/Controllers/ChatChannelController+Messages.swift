import Foundation

extension ChatChannelController {
    /// Sends a message optimistically: it appears at once as `pendingSend`, then becomes the
    /// stored message, or stays as `sendingFailed` with `failureReason` (never dropped) for
    /// `resendMessage`. Invalid content (empty, over 5,000 characters or 80,000 UTF-8 bytes)
    /// fails at once and adds nothing. The completion gets the message id or the error, on the main actor.
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
        client.outbox.put(UnsentMessage(cid: cid, draft: new, message: local))
        client.applyLocalChange(.messageNew(local))
        if ownTypingStartedAt != nil { sendStopTypingEvent() }
        send(new.id, completion: completion)
    }

    /// Sends a failed or bounced message again, from any channel controller of the client (the
    /// message need not have been sent from this one, nor in this process when local storage is
    /// enabled). A bounced message sent again unchanged is "send anyway": published (and
    /// flagged) when the moderation policy allows it, otherwise bounced again.
    @MainActor public func resendMessage(_ messageId: MessageId, completion: (@MainActor (Error?) -> Void)? = nil) {
        guard let unsent = client.outbox.entry(messageId), unsent.awaitsUser else {
            completion?(ClientError.MessageNotFound("No failed message \"\(messageId)\" to resend."))
            return
        }
        sendAgain(unsent.pendingAgain(text: unsent.draft.text), completion: completion)
    }

    /// Shows an unsent message as pending again (in every controller) and sends it.
    @MainActor private func sendAgain(_ pending: UnsentMessage, completion: (@MainActor (Error?) -> Void)?) {
        client.outbox.put(pending)
        client.applyLocalChange(.messageUpdated(pending.message))
        send(pending.id) { completion?($0.error) }
    }

    /// Sends the outbox's message `id` and records the outcome there and in every controller:
    /// published (it leaves the outbox), bounced (it stays, to edit or send anyway) or failed.
    @MainActor private func send(_ id: MessageId, completion: (@MainActor (Result<MessageId, Error>) -> Void)?) {
        guard let unsent = client.outbox.entry(id) else {
            completion?(.failure(ClientError.MessageNotFound("No unsent message \"\(id)\".")))
            return
        }
        client.perform(.sendMessage(cid: unsent.cid, unsent.draft)) { [client] result in
            switch result {
            case let .success(.message(stored)):
                if stored.isBounced, var bounced = client.outbox.entry(id) {
                    bounced.message = stored
                    client.outbox.put(bounced)
                } else {
                    client.outbox.remove(id)
                }
                client.applyLocalChange(.messageNew(stored))
                completion?(.success(id))
            case let .failure(error):
                if let pending = client.outbox.entry(id) {
                    let failed = pending.failed(because: error)
                    client.outbox.put(failed)
                    client.applyLocalChange(.messageUpdated(failed.message))
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
        let unsent = client.outbox.entry(messageId).flatMap { $0.awaitsUser ? $0 : nil }
        do {
            let attachmentCount = unsent?.draft.attachments.count ?? timeline.message(id: messageId)?.allAttachments.count ?? 0
            try MessageText.validate(text, attachmentCount: attachmentCount,
                                     maxLength: channel?.config.maxMessageLength ?? ChannelConfig.defaultMaxMessageLength)
        } catch {
            completion?(error)
            return
        }
        if let unsent {
            sendAgain(unsent.pendingAgain(text: text), completion: completion)
            return
        }
        client.perform(.updateMessage(id: messageId, text: text)) { completion?($0.error) }
    }

    /// Deletes a message. A message the server did not publish (failed or bounced) is removed
    /// locally, from every controller of the client.
    @MainActor public func deleteMessage(_ messageId: MessageId, completion: (@MainActor (Error?) -> Void)? = nil) {
        if let unsent = client.outbox.entry(messageId), unsent.awaitsUser {
            client.outbox.remove(messageId)
            client.applyLocalChange(.messageDeleted(unsent.message, hardDelete: true))
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

    /// Flags a message for moderators. Once the server took the flag, the message reads
    /// `isFlaggedByCurrentUser` in every controller of the client.
    @MainActor public func flagMessage(_ messageId: MessageId, reason: String? = nil, completion: (@MainActor (Error?) -> Void)? = nil) {
        client.perform(.flagMessage(messageId, reason: reason)) { [weak self] result in
            if result.error == nil, var flagged = self?.timeline.message(id: messageId) {
                flagged.isFlaggedByCurrentUser = true
                self?.client.applyLocalChange(.messageUpdated(flagged))
            }
            completion?(result.error)
        }
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
