import Foundation

extension ChatChannelController {
    /// Saves the current user's draft in this channel on the server, replacing the earlier one
    /// (Stream's call). Only this user ever sees it: `channel.draftMessage` of every controller
    /// of their clients follows the `.draftUpdated` event, also after a restart.
    ///
    /// An empty draft (blank text, no attachments) deletes the channel's draft instead, and the
    /// completion gets `ClientError.InvalidMessage` (no draft was saved). Text over the channel's
    /// length limit fails with `InvalidMessage` (a draft may hold whatever a message may, control
    /// characters included); an unknown mentioned user with `UserNotFound`; a quoted message not in
    /// the channel with `MessageNotFound`. A failed save changes nothing.
    /// - Parameters:
    ///   - command: the command the text starts with (`/giphy cats`), if any.
    @MainActor public func updateDraftMessage(
        text: String,
        isSilent: Bool = false,
        attachments: [AnyAttachmentPayload] = [],
        mentionedUserIds: [UserId] = [],
        quotedMessageId: MessageId? = nil,
        command: Command? = nil,
        extraData: [String: RawJSON] = [:],
        completion: (@MainActor (Result<DraftMessage, Error>) -> Void)? = nil
    ) {
        guard let cid else { completion?(.failure(ClientError.ChannelNotFound("The controller has no channel id."))); return }
        let draft = NewDraftMessage(text: text, isSilent: isSilent, attachments: attachments, mentionedUserIds: mentionedUserIds,
                                    quotedMessageId: quotedMessageId, command: command?.name, extraData: extraData)
        client.perform(.updateDraftMessage(cid: cid, draft)) { result in
            switch result {
            case let .success(.draft(saved?)): completion?(.success(saved))
            case .success(.draft(nil)): completion?(.failure(ClientError.InvalidMessage("The draft was empty, so it was deleted.")))
            case .success: completion?(.failure(ClientError.InvalidRequest("Unexpected response to a draft update.")))
            case let .failure(error): completion?(.failure(error))
            }
        }
    }

    /// Deletes the current user's draft in this channel (no draft is no error).
    @MainActor public func deleteDraftMessage(completion: (@MainActor (Error?) -> Void)? = nil) {
        guard let cid else { completion?(ClientError.ChannelNotFound("The controller has no channel id.")); return }
        client.perform(.deleteDraftMessage(cid: cid)) { completion?($0.error) }
    }

    /// Loads the current user's draft in this channel from the server into `channel.draftMessage`
    /// (the channel also brings it when it loads).
    @MainActor public func loadDraftMessage(completion: (@MainActor (Result<DraftMessage?, Error>) -> Void)? = nil) {
        guard let cid else { completion?(.failure(ClientError.ChannelNotFound("The controller has no channel id."))); return }
        client.perform(.getDraftMessage(cid: cid)) { [weak self] result in
            switch result {
            case let .success(.draft(draft)):
                self?.updateChannel { $0.draftMessage = draft }
                completion?(.success(draft))
            case .success: completion?(.failure(ClientError.InvalidRequest("Unexpected response to a draft query.")))
            case let .failure(error): completion?(.failure(error))
            }
        }
    }
}
