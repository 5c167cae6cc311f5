import Foundation

/// Jumping to a message and back: a page of messages around a message, the pages newer than
/// it, and the newest page again (Stream's `loadPageAroundMessageId`, `loadNextMessages`,
/// `loadFirstPage`).
extension ChatChannelController {
    /// Replaces the loaded messages with a page around `messageId`: up to half of `limit`
    /// messages newer than it, the message, then older ones (default limit: the client's page
    /// size; the server holds at most 300). When newer messages remain, ``hasLoadedAllNextMessages`` is false and new
    /// messages wait until ``loadNextMessages(after:limit:completion:)`` or ``loadFirstPage(_:)``
    /// reach the newest.
    @MainActor public func loadPageAroundMessageId(_ messageId: MessageId, limit: Int? = nil,
                                                   completion: (@MainActor (Error?) -> Void)? = nil) {
        guard let cid else { completion?(ClientError.ChannelNotFound("The controller has no channel id.")); return }
        let pageSize = limit ?? client.config.messagesPageSize
        guard pageSize > 0 else { completion?(ClientError.InvalidRequest("The page size must be positive.")); return }
        let request = ChatRequest.queryChannel(cid: cid, creation: nil, messagesLimit: pageSize, before: nil, membersLimit: 0, watch: false,
                                               around: messageId)
        loadPage(request, merge: { [weak self] page in self?.applyPage(page, around: messageId) }, completion: { completion?($0) })
    }

    /// Loads a page of messages newer than `messageId` (default: the newest loaded one) while
    /// ``hasLoadedAllNextMessages`` is false; a page after which the server has no newer messages
    /// reached the newest, which brings back the current user's unsent and local messages (and
    /// the new messages that arrived while it was on its way).
    @MainActor public func loadNextMessages(after messageId: MessageId? = nil, limit: Int? = nil,
                                            completion: (@MainActor (Error?) -> Void)? = nil) {
        guard let cid else { completion?(ClientError.ChannelNotFound("The controller has no channel id.")); return }
        guard !hasLoadedAllNextMessages, let anchor = messageId ?? messages.first?.id else { completion?(nil); return }
        let pageSize = limit ?? client.config.messagesPageSize
        guard pageSize > 0 else { completion?(ClientError.InvalidRequest("The page size must be positive.")); return }
        let request = ChatRequest.queryChannel(cid: cid, creation: nil, messagesLimit: pageSize, before: nil, membersLimit: 0, watch: false,
                                               after: anchor)
        loadPage(request, loading: .nextMessages, merge: { [weak self] page in
            guard let self else { return }
            if !page.hasNewerMessages {
                // Up to the newest: all loaded messages are the newest page now, with what
                // only this client has (unsent and local messages) back in place.
                let newest = page.messages + self.messages
                let unsent = self.unsentMessages(besides: newest)
                self.objectWillChange.send()
                self.hasLoadedAllNextMessages = true
                self.updateMessages { $0.replaceNewest(with: newest, unsent: unsent) }
            } else {
                self.updateMessages { $0.insertNewer(page.messages) }
            }
        }, completion: { completion?($0) })
    }

    /// Loads the newest page of messages again, replacing a page loaded around a message.
    @MainActor public func loadFirstPage(_ completion: (@MainActor (Error?) -> Void)? = nil) {
        guard let cid else { completion?(ClientError.ChannelNotFound("The controller has no channel id.")); return }
        let pageSize = client.config.messagesPageSize
        let request = ChatRequest.queryChannel(cid: cid, creation: nil, messagesLimit: pageSize, before: nil, membersLimit: 0, watch: false)
        loadPage(request, merge: { [weak self] page in self?.applyNewestPage(page) }, completion: { completion?($0) })
    }

    /// Shows the newest page, with the current user's unsent messages and local ones in place.
    @MainActor func applyNewestPage(_ channelPage: ChannelPage) {
        let page = channelPage.messages
        let unsent = unsentMessages(besides: page)
        objectWillChange.send()
        hasLoadedAllNextMessages = true
        hasLoadedAllPreviousMessages = !channelPage.hasOlderMessages
        updateMessages { $0.replaceNewest(with: page, unsent: unsent) }
    }

    /// Shows a page around `messageId` (newest first: the messages newer than it, it, older
    /// ones); the server tells whether newer and older messages remain beyond it.
    @MainActor func applyPage(_ page: ChannelPage, around messageId: MessageId) {
        guard page.hasNewerMessages else { return applyNewestPage(page) }
        objectWillChange.send()
        hasLoadedAllNextMessages = false
        hasLoadedAllPreviousMessages = !page.hasOlderMessages
        updateMessages { $0.replaceWithDetachedPage(page.messages) }
    }
}
