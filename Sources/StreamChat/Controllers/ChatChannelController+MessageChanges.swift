import Foundation

/// What events change in a channel controller's loaded messages, and the page requests that
/// apply the changes arriving meanwhile again once their page is merged (see `PageLoadLog`).
extension ChatChannelController {
    /// Applies what `event` changes in the loaded messages: a new, edited, deleted or reacted
    /// message (and the replies quoting it), an author's new name or image. Returns false for
    /// an event that changes no message.
    @MainActor @discardableResult func applyMessageChange(_ event: ChatEvent) -> Bool {
        switch event {
        case let .messageNew(message):
            // Below the newest (a page around an older message), a new message would leave a
            // gap: the page that reaches the newest brings it, or it arrived while that page
            // was on its way and is applied again once the page is merged.
            guard message.parentMessageId == nil, hasLoadedAllNextMessages || timeline.contains(message.id) else { return true }
            updateMessages(if: timeline.changes(upserting: message)) { $0.upsert(message) }
        case let .messageUpdated(message), let .messageDeleted(message, false),
             let .reactionNew(_, message), let .reactionDeleted(_, message):
            updateMessages(if: timeline.contains(message.id) && timeline.changes(upserting: message)) { $0.upsert(message) }
            // A reply's quote is the quoted message as it is now (as the server builds quotes).
            let stale = timeline.staleQuotes(of: message)
            updateMessages(if: !stale.isEmpty) { $0.refreshQuotes(at: stale, with: message) }
        case let .messageDeleted(message, true):
            updateMessages(if: timeline.contains(message.id)) { $0.remove(id: message.id) }
        case let .userPresenceChanged(user):
            // A user's new name or image reaches their loaded messages (whose rows show the
            // author) and the loaded messages quoting them.
            let stale = timeline.messages.filter { $0.showsOldProfile(of: user) }
            updateMessages(if: !stale.isEmpty) { timeline in stale.flatMap { timeline.upsert($0.withProfile(of: user)) } }
        default:
            return false
        }
        return true
    }

    /// Asks for a page of messages; `merge` applies it, then the message changes that arrived
    /// while it was on its way are applied again, then `completion` gets the outcome. The flag
    /// `loading` is set while the page is on its way and cleared once, when the answer arrives,
    /// before `merge` or `completion` runs.
    @MainActor func loadPage(_ request: ChatRequest, loading: PageLoadFlag? = nil,
                             merge: @escaping @MainActor (ChannelPage) -> Void,
                             completion: @escaping @MainActor (Error?) -> Void) {
        let ticket = pageLoads.begin()
        if let loading { setLoading(loading, true) }
        client.perform(request) { [weak self] result in
            guard let self else { return }
            if let loading { self.setLoading(loading, false) }
            let arrived = self.pageLoads.end(ticket)
            switch result {
            case let .success(.channel(page)):
                merge(page)
                for event in arrived { self.applyMessageChange(event) }
                completion(nil)
            case let .failure(error): completion(error)
            case .success: completion(ClientError.InvalidRequest("Unexpected response to a channel query."))
            }
        }
    }
}

/// The `isLoading…` property of a channel controller that a page load sets while the page is on
/// its way.
enum PageLoadFlag {
    /// `isLoadingPreviousMessages`.
    case previousMessages
    /// `isLoadingNextMessages`.
    case nextMessages
}
