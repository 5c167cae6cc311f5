import Foundation
import StreamChat

extension ChatChannelListViewModel {
    /// The messages matching ``searchText`` in the current user's channels, newest first.
    /// Results belong to their text: empty when the text is blank and while the search for the
    /// current text has not answered (``isSearchingMessages``), so an earlier text's results are
    /// never shown, opened or paged as this one's.
    public var messageSearchResults: [ChatMessage] {
        hasCurrentMessageResults ? messageSearchController.messages : []
    }

    /// Whether the message search for the current ``searchText`` is still to answer: it waits
    /// for the text to stay unchanged, or for the server. The list shows "Searching…" in place
    /// of the messages meanwhile (and not "No results").
    public var isSearchingMessages: Bool {
        !isBlank(searchText) && (isMessageSearchPending || messageSearchAnswer?.text != searchText)
    }

    /// Whether the message search for the current ``searchText`` failed (its error is reported
    /// in ``errorMessage``): the list says so with a Retry button, not "No results", and Return
    /// (``openTopSearchResult()``) or ``retryMessageSearch()`` asks again.
    public var messageSearchFailed: Bool {
        !isBlank(searchText) && !isMessageSearchPending && messageSearchAnswer == MessageSearchAnswer(text: searchText, succeeded: false)
    }

    /// Runs the message search for the current text again now (after it failed).
    public func retryMessageSearch() {
        guard !isBlank(searchText) else { return }
        searchMessages()
    }

    /// Whether the controller's messages are the answer to the current text's search.
    private var hasCurrentMessageResults: Bool {
        !isBlank(searchText) && !isMessageSearchPending && messageSearchAnswer == MessageSearchAnswer(text: searchText, succeeded: true)
    }

    private func isBlank(_ text: String) -> Bool { text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }

    /// Searches messages for ``searchText`` once it has stayed unchanged for the debounce
    /// interval; blank text empties the results at once. A change of the text also drops a
    /// Return that waits for the previous text's results (``openTopSearchResult()``).
    func scheduleMessageSearch() {
        searchTextGeneration += 1
        opensTopResultWhenAnswered = false
        let generation = searchTextGeneration
        guard !isBlank(searchText) else { return searchMessages() }
        isMessageSearchPending = true
        searchDebounce.schedule(searchDebounce.interval) { [weak self] in
            guard let self, generation == self.searchTextGeneration, self.isMessageSearchPending else { return }
            self.searchMessages()
        }
    }

    /// Asks the server for the messages matching the current text now. Its answer (the
    /// latest search's only: an earlier one's completion comes too) makes the results the
    /// text's, and opens the top result when Return waits for it.
    private func searchMessages() {
        isMessageSearchPending = false
        messageSearchToken += 1
        let token = messageSearchToken, text = searchText
        messageSearchController.search(text: text) { [weak self] error in
            guard let self, token == self.messageSearchToken else { return }
            // Announced even when the messages did not change (the text's answer may be the
            // previous text's): the results show again in place of "Searching…".
            self.objectWillChange.send()
            self.messageSearchAnswer = MessageSearchAnswer(text: text, succeeded: error == nil)
            if let error { self.report(error) }
            if self.opensTopResultWhenAnswered {
                self.opensTopResultWhenAnswered = false
                self.openTopSearchResult()
            }
        }
    }

    /// Return in the search field: opens the first listed channel, else the first message
    /// found for the text as typed. Results of an earlier text are not opened: Return waits
    /// for the current text's (a search still waiting for the debounce, or one that failed, runs
    /// at once); typing on drops it.
    public func openTopSearchResult() {
        if let first = channels.first { return select(first) }
        guard !isBlank(searchText) else { return }
        if hasCurrentMessageResults {
            if let message = messageSearchResults.first { select(message) }
            return
        }
        opensTopResultWhenAnswered = true
        if isMessageSearchPending || messageSearchFailed { searchMessages() }
    }

    /// Called when a message result comes on screen: one of the last three loads the next page
    /// of results (``ChatMessageSearchController/loadNextMessages(limit:completion:)``), once
    /// at a time, until all are loaded, so moving down through the results reaches them all.
    public func messageSearchResultAppeared(_ message: ChatMessage) {
        let results = messageSearchResults
        guard !isLoadingNextSearchResults, !messageSearchController.hasLoadedAllMessages,
              results.suffix(3).contains(where: { $0.id == message.id }) else { return }
        isLoadingNextSearchResults = true
        messageSearchController.loadNextMessages { [weak self] error in
            self?.isLoadingNextSearchResults = false
            if let error { self?.report(error) }
        }
    }

    /// The name of the channel a found message belongs to: the listed channel's display name,
    /// else the channel's id.
    public func channelName(of message: ChatMessage) -> String {
        guard let cid = message.cid else { return "" }
        return channelListController.channels.first { $0.cid == cid }.map(name(of:)) ?? cid.id
    }

    /// The time shown on a message result.
    public func timestampText(of message: ChatMessage) -> String {
        utils.dateFormatting.channelListTimestamp(for: message.createdAt)
    }

    /// The second line of a found message, as a channel row's preview reads a message: "You: …"
    /// for the current user's own (it read "Alex Morgan: …"), else "<author>: …", with the
    /// excerpt (``searchExcerpt(of:)``).
    public func searchResultLine(of message: ChatMessage) -> String {
        let excerpt = searchExcerpt(of: message)
        if message.author.id == currentUserId { return L10n.ChannelList.Preview.you(excerpt) }
        return "\(message.author.displayName): \(excerpt)"
    }

    /// The text of a found message on one line: whole when the first word of the search that
    /// it contains is near its start, else from the first whole word within 20 characters
    /// before that match (after "…"), so that the match shows in a narrow row.
    public func searchExcerpt(of message: ChatMessage) -> String {
        let text = message.text.replacingOccurrences(of: "\n", with: " ")
        let words = searchText.split(whereSeparator: \.isWhitespace)
        guard let match = words.lazy.compactMap({ SearchFolding.firstMatch(of: String($0), in: text) }).first else { return text }
        let lead = 20
        guard text.distance(from: text.startIndex, to: match.lowerBound) > lead else { return text }
        // The first word that starts within `lead` characters before the match, so no word is
        // cut; text without spaces there (Chinese, Japanese, a long link) from `lead` before it.
        let earliest = text.index(match.lowerBound, offsetBy: -lead)
        let start = text.indices[earliest..<match.lowerBound].first { index in
            !text[index].isWhitespace && text[text.index(before: index)].isWhitespace
        } ?? earliest
        return "…" + text[start...]
    }

    /// Opens the channel of a found message at that message: the page around it, scrolled to
    /// it and highlighted (``selectedMessage``).
    public func select(_ message: ChatMessage) {
        guard let cid = message.cid else { return }
        if let channel = channelListController.channels.first(where: { $0.cid == cid }) {
            open(channel, at: message)
            return
        }
        let controller = channelListController.client.channelController(for: cid)
        controller.synchronize { [weak self] error in
            if let error {
                self?.report(error)
            } else if let channel = controller.channel {
                self?.open(channel, at: message)
            }
        }
    }

    /// Opens `channel` with `message` as ``selectedMessage`` (set first: the destination reads
    /// it as the channel opens).
    private func open(_ channel: ChatChannel, at message: ChatMessage) {
        selectedMessage = message
        selectedChannel = channel
    }
}
