import Foundation
import StreamChat

/// Opening the channel at a message (a search result): the page around it, scrolled to it and
/// highlighted; newer pages as the list's bottom comes on screen; the newest page again for
/// the scroll-to-bottom button and after sending.
extension ChatChannelViewModel {
    /// Loads the channel with the page around `messageId`; if that fails (the message is gone)
    /// the newest page, with the error shown.
    func loadChannel(firstPageSize: Int, around messageId: MessageId) {
        channelController.synchronize(firstPageSize: firstPageSize, around: messageId) { [weak self] error in
            guard let self else { return }
            if let error {
                self.pendingJumpTarget = nil
                self.errorMessage = error.userFacingDescription
                self.loadChannel(firstPageSize: firstPageSize)
                return
            }
            self.lastNewestMessageId = self.channelController.messages.first?.id
            guard self.channelController.messages.contains(where: { $0.id == messageId }) else {
                // The page around the message came without it (gone since it was found): the
                // page is shown from its bottom, as any page, and nothing waits for its row.
                return self.resolveJumpTarget()
            }
            if self.channelController.hasLoadedAllNextMessages {
                // The newest page: messages after its newest arrive while the list shows an
                // older one, and are counted as unseen.
                self.newestSeenMessageId = self.lastNewestMessageId
            } else {
                self.waitingNotedThrough = self.channel?.latestMessages.first?.id
            }
            self.highlightedMessageId = messageId
            self.scrolledId = messageId
            if self.channelController.hasLoadedAllNextMessages { self.markReadIfAtBottom() }
        }
    }

    /// The list no longer waits for the row of the message the screen was opened at: it came
    /// on screen, it is not among the loaded messages (the page around it came without it, or
    /// it was removed since), or the user brought the list's newest row back on screen. If
    /// that row is on screen now, the newer messages below it load (its appearance, while the
    /// list waited, loaded nothing).
    func resolveJumpTarget() {
        guard pendingJumpTarget != nil else { return }
        pendingJumpTarget = nil
        newestRowShownWhileJumping = false
        if let newest = channelController.messages.first?.id, visibleRowIds.contains(newest) { loadNewerMessages() }
    }

    /// Called when a row comes on screen while the list waits for the row of the message it
    /// was opened at (``pendingJumpTarget``): that row, or the newest loaded row coming on screen
    /// a second time (the user scrolled back to it: the list did not wait at the message),
    /// ends the wait.
    func jumpTargetRowMayHaveAppeared(_ row: MessageListRow) {
        guard let target = pendingJumpTarget else { return }
        if row.id == target { return resolveJumpTarget() }
        guard row.id == channelController.messages.first?.id else { return }
        if newestRowShownWhileJumping { return resolveJumpTarget() }
        newestRowShownWhileJumping = true
    }

    /// Ends the wait for the row of the message the screen was opened at when that message
    /// left the loaded messages (removed) after its page was shown.
    func jumpTargetMayHaveLeft() {
        guard let target = pendingJumpTarget, highlightedMessageId == target,
              !channelController.messages.contains(where: { $0.id == target }) else { return }
        resolveJumpTarget()
    }

    /// Loads the next page of newer messages below a page loaded around a message, once at a
    /// time, keeping the row that was last at the bottom of the list.
    func loadNewerMessages() {
        guard !isLoadingNewerMessages, pendingJumpTarget == nil, !channelController.hasLoadedAllNextMessages else { return }
        isLoadingNewerMessages = true
        let shownBottom = channelController.messages.first?.id
        channelController.loadNextMessages(limit: utils.messageListConfig.pageSize) { [weak self] error in
            guard let self else { return }
            self.isLoadingNewerMessages = false
            if let error { self.errorMessage = error.userFacingDescription; return }
            if self.channelController.hasLoadedAllNextMessages { self.newestPageReached() }
            if let shownBottom, self.visibleRowIds.contains(shownBottom) { self.messageKeptAtBottom = shownBottom }
            self.updateAtBottom()
        }
    }

    /// Notes the messages of others that arrived since last looked, while the newest page is
    /// not loaded: they are not in the loaded messages (they would leave a gap), the channel's
    /// latest messages have them. The scroll-to-bottom button counts them.
    func noteWaitingMessages() {
        guard let latest = channel?.latestMessages, let newest = latest.first, newest.id != waitingNotedThrough else { return }
        let arrived = latest.prefix { $0.id != waitingNotedThrough }
        waitingNotedThrough = newest.id
        let others = arrived.reversed().filter { !$0.isSentByCurrentUser && !waitingMessageIds.contains($0.id) }
        guard !others.isEmpty else { return }
        waitingMessageIds += others.map(\.id)
        if !isAtBottom { countUnseenMessages() }
    }

    /// The newer pages reached the newest message: the waiting messages are loaded now, and
    /// stay counted until they come on screen (they are newer than the newest one seen).
    private func newestPageReached() {
        let waiting = Set(waitingMessageIds)
        waitingMessageIds = []
        newestSeenMessageId = channelController.messages.first { !waiting.contains($0.id) }?.id
    }

    /// Loads the newest page in place of a page around an older message, then scrolls to it.
    func loadNewestPageAndScrollToBottom() {
        channelController.loadFirstPage { [weak self] error in
            guard let self else { return }
            if let error { self.errorMessage = error.userFacingDescription; return }
            self.scrollToBottom()
        }
    }
}
