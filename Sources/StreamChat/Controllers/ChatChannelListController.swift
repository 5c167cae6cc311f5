import Combine
import Foundation

/// Told about changes of a channel list. Called on the main actor.
@MainActor public protocol ChatChannelListControllerDelegate: DataControllerStateDelegate {
    func controller(_ controller: ChatChannelListController, didChangeChannels changes: [ListChange<ChatChannel>])
}

extension ChatChannelListControllerDelegate {
    public func controller(_ controller: ChatChannelListController, didChangeChannels changes: [ListChange<ChatChannel>]) {}
}

/// A list of channels matching a query, kept sorted as messages arrive, a page at a time.
public final class ChatChannelListController: DataController, @unchecked Sendable {
    /// The query the list shows.
    public let query: ChannelListQuery
    /// The loaded channels, in the query's order.
    public private(set) var channels: [ChatChannel] = []
    /// Whether every matching channel has been loaded.
    public private(set) var hasLoadedAllChannels = false

    @MainActor public weak var delegate: ChatChannelListControllerDelegate?
    @MainActor override var stateDelegate: DataControllerStateDelegate? { delegate }
    private let channelsSubject = PassthroughSubject<[ListChange<ChatChannel>], Never>()

    /// Channel list changes.
    public var channelsChangesPublisher: AnyPublisher<[ListChange<ChatChannel>], Never> { channelsSubject.eraseToAnyPublisher() }

    init(query: ChannelListQuery, client: ChatClient) {
        self.query = query
        super.init(client: client)
    }

    /// Loads the first page.
    @MainActor public func synchronize(_ completion: (@MainActor (Error?) -> Void)? = nil) {
        client.perform(.queryChannels(query, offset: 0)) { [weak self] result in
            guard let self else { return }
            switch result {
            case let .success(.channels(page)):
                self.hasLoadedAllChannels = page.count < self.query.pageSize
                self.setChannels(page)
                self.finishFetch(nil, completion: completion)
            case let .failure(error): self.finishFetch(error, completion: completion)
            case .success: self.finishFetch(ClientError.InvalidRequest("Unexpected response to a channel list query."), completion: completion)
            }
        }
    }

    /// Loads the next page.
    @MainActor public func loadNextChannels(limit: Int? = nil, completion: (@MainActor (Error?) -> Void)? = nil) {
        var pageQuery = query
        pageQuery.pageSize = limit ?? query.pageSize
        client.perform(.queryChannels(pageQuery, offset: channels.count)) { [weak self] result in
            guard let self else { return }
            switch result {
            case let .success(.channels(page)):
                if page.count < pageQuery.pageSize { self.hasLoadedAllChannels = true }
                let known = Set(self.channels.map(\.cid))
                self.setChannels(self.channels + page.filter { !known.contains($0.cid) })
                completion?(nil)
            case let .failure(error): completion?(error)
            case .success: completion?(ClientError.InvalidRequest("Unexpected response to a channel list query."))
            }
        }
    }

    @MainActor private func setChannels(_ new: [ChatChannel]) {
        let sorted = new.sorted { ChannelSorting.isOrdered($0, before: $1, by: query.sort) }
        let changes = ListDiff.changes(from: channels, to: sorted)
        guard !changes.isEmpty else { return }
        objectWillChange.send()
        channels = sorted
        delegate?.controller(self, didChangeChannels: changes)
        channelsSubject.send(changes)
    }

    @MainActor private func updateChannel(_ cid: ChannelId, _ body: (inout ChatChannel) -> Void) {
        guard let index = channels.firstIndex(where: { $0.cid == cid }) else { return }
        var updated = channels
        body(&updated[index])
        setChannels(updated)
    }

    @MainActor override func handle(_ event: ChatEvent) {
        switch event {
        case let .messageNew(message):
            guard let cid = message.cid, message.type != .ephemeral, message.parentMessageId == nil else { return }
            guard channels.contains(where: { $0.cid == cid }) else {
                if message.localState == nil { synchronize() }
                return
            }
            updateChannel(cid) { channel in
                channel.latestMessages.removeAll { $0.id == message.id }
                channel.latestMessages.insert(message, at: 0)
                channel.lastMessageAt = max(channel.lastMessageAt ?? message.createdAt, message.createdAt)
                if !message.isSentByCurrentUser && message.localState == nil && channel.membership != nil {
                    channel.unreadCount = ChannelUnreadCount(messages: channel.unreadCount.messages + 1, mentions: channel.unreadCount.mentions)
                }
            }
        case let .messageUpdated(message), let .messageDeleted(message, _):
            guard let cid = message.cid else { return }
            updateChannel(cid) { channel in
                if let index = channel.latestMessages.firstIndex(where: { $0.id == message.id }) { channel.latestMessages[index] = message }
            }
        case let .channelUpdated(channel):
            if channels.contains(where: { $0.cid == channel.cid }) {
                updateChannel(channel.cid) { current in
                    let latest = current.latestMessages
                    current = channel
                    if current.latestMessages.isEmpty { current.latestMessages = latest }
                }
            } else if channel.membership != nil {
                synchronize()
            }
        case let .memberRemoved(cid, user) where user.id == client.currentUserId:
            if channels.contains(where: { $0.cid == cid }) { synchronize() }
        case let .messageRead(cid, read) where read.user.id == client.currentUserId:
            updateChannel(cid) { $0.unreadCount = .noUnread }
        default:
            break
        }
    }
}
