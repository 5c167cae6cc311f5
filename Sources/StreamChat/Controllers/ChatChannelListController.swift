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
    public var channels: [ChatChannel] { list.items }
    /// Whether every matching channel has been loaded.
    public var hasLoadedAllChannels: Bool { list.hasLoadedAll }

    @MainActor public weak var delegate: ChatChannelListControllerDelegate?
    @MainActor override var stateDelegate: DataControllerStateDelegate? { delegate }
    private let list: PagedList<ChatChannel>

    /// Channel list changes.
    public var channelsChangesPublisher: AnyPublisher<[ListChange<ChatChannel>], Never> { list.changes.eraseToAnyPublisher() }

    init(query: ChannelListQuery, client: ChatClient) {
        self.query = query
        list = PagedList<ChatChannel>()
        super.init(client: client)
        list.arrange = { $0.sorted { ChannelSorting.isOrdered($0, before: $1, by: query.sort) } }
    }

    /// Loads the first page.
    @MainActor public func synchronize(_ completion: (@MainActor (Error?) -> Void)? = nil) {
        load(query, offset: 0, completion: completion)
    }

    /// Loads the next page.
    @MainActor public func loadNextChannels(limit: Int? = nil, completion: (@MainActor (Error?) -> Void)? = nil) {
        var pageQuery = query
        pageQuery.pageSize = limit ?? query.pageSize
        load(pageQuery, offset: channels.count, completion: completion)
    }

    @MainActor private func load(_ pageQuery: ChannelListQuery, offset: Int, completion: (@MainActor (Error?) -> Void)?) {
        list.load(.queryChannels(pageQuery, offset: offset), pageSize: pageQuery.pageSize, isFirstPage: offset == 0, owner: self,
                  unwrap: { if case let .channels(page) = $0 { page } else { nil } },
                  notify: { [weak self] in if let self { self.delegate?.controller(self, didChangeChannels: $0) } },
                  completion: completion)
    }

    @MainActor private func setChannels(_ new: [ChatChannel]) {
        list.set(new, owner: self) { [weak self] in if let self { self.delegate?.controller(self, didChangeChannels: $0) } }
    }

    @MainActor private func updateChannel(_ cid: ChannelId, _ body: (inout ChatChannel) -> Void) {
        guard let index = channels.firstIndex(where: { $0.cid == cid }) else { return }
        var updated = channels
        body(&updated[index])
        setChannels(updated)
    }

    @MainActor override func handle(_ event: ChatEvent) {
        switch event {
        case let .messageNew(message) where message.isBounced || message.type == .ephemeral || message.type == .error:
            // Only its author sees a bounced message or a command's answer (a giphy preview
            // waiting for Send): it is no channel's latest message. The copy shown while it was
            // sent ("/giphy cats") goes, and the channel's time is its last message's again.
            guard let cid = message.cid,
                  channels.contains(where: { $0.cid == cid && $0.latestMessages.contains { $0.id == message.id } }) else { return }
            updateChannel(cid) { channel in
                channel.latestMessages.removeAll { $0.id == message.id }
                channel.timeLastMessageThatCounts()
            }
        case let .messageNew(message):
            guard let cid = message.cid, message.parentMessageId == nil else { return }
            guard channels.contains(where: { $0.cid == cid }) else {
                if message.localState == nil { synchronize() }
                return
            }
            updateChannel(cid) { channel in
                channel.latestMessages.removeAll { $0.id == message.id }
                channel.latestMessages.insert(message, at: 0)
                channel.lastMessageAt = max(channel.lastMessageAt ?? message.createdAt, message.createdAt)
                channel.countArrival(of: message, for: self.client.currentUser)
            }
        case let .messageUpdated(message), let .messageDeleted(message, _):
            guard let cid = message.cid else { return }
            updateChannel(cid) { channel in
                guard let index = channel.latestMessages.firstIndex(where: { $0.id == message.id }) else { return }
                channel.latestMessages[index] = message
                // A send that failed moved the channel's time when it started (as in Stream's
                // SDK, the list reorders at once): it goes back to the last message that counts.
                if message.localState == .sendingFailed, channel.lastMessageAt == message.createdAt { channel.timeLastMessageThatCounts() }
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
        case let .userPresenceChanged(user):
            // Presence, names and images of members and authors shown in the rows.
            guard channels.contains(where: { $0.shows(user) }) else { return }
            setChannels(channels.map { channel in
                guard channel.shows(user) else { return channel }
                var updated = channel
                updated.apply(user)
                return updated
            })
        case let .messageRead(cid, read) where read.user.id == client.currentUserId:
            updateChannel(cid) { $0.unreadCount = .noUnread }
        case let .draftUpdated(draft) where draft.threadId == nil:
            if let cid = draft.cid { updateChannel(cid) { $0.draftMessage = draft } }
        case .draftDeleted(let cid, nil):
            updateChannel(cid) { $0.draftMessage = nil }
        default:
            break
        }
    }
}

extension ChatChannel {
    /// Sets `lastMessageAt` to the time of the newest of `latestMessages` that orders the list:
    /// one the server published or one still being sent, not one that failed to send, was
    /// bounced, or that only its author sees (ephemeral, error). Without such a message, the
    /// channel has no last message.
    mutating func timeLastMessageThatCounts() {
        let counting = latestMessages.first { message in
            message.type != .ephemeral && message.type != .error && !message.isBounced && message.localState?.isFailed != true
        }
        lastMessageAt = counting?.createdAt
    }
}
