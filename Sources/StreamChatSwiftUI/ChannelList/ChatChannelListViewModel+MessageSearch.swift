import Foundation
import StreamChat

extension ChatChannelListViewModel {
    /// The messages matching ``searchText`` in the current user's channels, newest first;
    /// empty when the search text is blank.
    public var messageSearchResults: [ChatMessage] {
        searchText.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? [] : messageSearchController.messages
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

    /// The text of a found message on one line, starting shortly before the first word of the
    /// search that it contains, so that the match shows in a narrow row.
    public func searchExcerpt(of message: ChatMessage) -> String {
        let text = message.text.replacingOccurrences(of: "\n", with: " ")
        let words = searchText.split(whereSeparator: \.isWhitespace)
        let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
        guard let match = words.lazy.compactMap({ text.range(of: String($0), options: options) }).first else { return text }
        let lead = 12
        guard text.distance(from: text.startIndex, to: match.lowerBound) > lead else { return text }
        let start = text.index(match.lowerBound, offsetBy: -lead)
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
