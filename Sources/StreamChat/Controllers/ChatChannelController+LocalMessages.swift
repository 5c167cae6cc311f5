import Foundation

extension ChatChannelController {
    /// Adds a system message that only this controller shows: it is never sent to the server,
    /// never stored, and no other client (nor another controller) sees it. It appears in
    /// `messages` as the newest message, with `type == .system`, authored by the current user,
    /// and stays in place when older pages load, new messages arrive or the channel is
    /// synchronized again. Observers are told as for any other change. Use it for outcomes only
    /// the user should see, such as "Ana was muted" after a moderation command.
    ///
    /// The completion gets the new message's id, or an error when the controller has no
    /// channel id, no user is connected or the text is empty.
    @MainActor public func addLocalSystemMessage(
        text: String,
        messageId: MessageId? = nil,
        extraData: [String: RawJSON] = [:],
        completion: (@MainActor (Result<MessageId, Error>) -> Void)? = nil
    ) {
        guard let cid else { completion?(.failure(ClientError.ChannelNotFound("The controller has no channel id."))); return }
        guard let currentUserId = client.currentUserId else { completion?(.failure(ClientError.CurrentUserDoesNotExist())); return }
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            completion?(.failure(ClientError.InvalidRequest("A local system message needs a text.")))
            return
        }
        let id = messageId ?? UUID().uuidString.lowercased()
        guard !timeline.contains(id) else {
            completion?(.failure(ClientError.InvalidRequest("A message \"\(id)\" is already in the channel.")))
            return
        }
        let newest = messages.first?.createdAt ?? .distantPast
        let now = max(Date(), newest.addingTimeInterval(0.001))
        let author: ChatUser = client.currentUser ?? ChatUser(id: currentUserId)
        let message = ChatMessage(id: id, cid: cid, text: text, type: .system, author: author, createdAt: now, locallyCreatedAt: now,
                                  isSentByCurrentUser: true, extraData: extraData)
        updateMessages { $0.addLocalOnly(message) }
        completion?(.success(id))
    }
}
