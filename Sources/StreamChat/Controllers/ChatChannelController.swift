import Combine
import Foundation

/// One channel: its state, its messages (newest first) and the actions on it.
///
/// `synchronize` loads the channel and starts watching it; from then on events from the server
/// keep `channel` and `messages` current. Changes are announced through `objectWillChange`
/// (before), the delegate and the publishers (after), all on the main actor.
public final class ChatChannelController: DataController, @unchecked Sendable {
    /// The channel's id.
    public let cid: ChannelId?
    let creation: ChannelCreation?

    /// The channel, once loaded.
    public private(set) var channel: ChatChannel?
    var timeline = MessageTimeline()
    /// Loaded messages, newest first, including the current user's pending and failed ones.
    public var messages: [ChatMessage] { timeline.messages }
    /// Whether the oldest message has been loaded.
    public internal(set) var hasLoadedAllPreviousMessages = false
    /// Whether a page of older messages is loading.
    public private(set) var isLoadingPreviousMessages = false
    /// Whether the newest message has been loaded: false after ``loadPageAroundMessageId(_:limit:completion:)``
    /// loaded a page of older messages, until ``loadNextMessages(after:limit:completion:)`` or
    /// ``loadFirstPage(_:)`` reach the newest. While false, new messages are not added to
    /// ``messages`` (they would leave a gap; the page that reaches the newest brings them);
    /// the channel still counts them.
    public internal(set) var hasLoadedAllNextMessages = true
    /// Whether a page of newer messages is loading.
    public internal(set) var isLoadingNextMessages = false
    /// The message changes that arrived while pages were on their way, applied again once
    /// each page is merged.
    var pageLoads = PageLoadLog()

    /// Told about changes, on the main actor.
    @MainActor public weak var delegate: ChatChannelControllerDelegate?
    @MainActor override var stateDelegate: DataControllerStateDelegate? { delegate }

    private let channelSubject = PassthroughSubject<EntityChange<ChatChannel>, Never>()
    private let messagesSubject = PassthroughSubject<[ListChange<ChatMessage>], Never>()
    private let typingSubject = PassthroughSubject<Set<ChatUser>, Never>()
    var typingExpiry: [UserId: Date] = [:]
    /// Everyone else typing now, muted users included; `channel.currentlyTypingUsers` shows
    /// those the current user has not muted.
    var othersTyping: [UserId: ChatUser] = [:]
    var ownTypingStartedAt: Date?
    var ownTypingGeneration = 0

    /// Channel changes.
    public var channelChangePublisher: AnyPublisher<EntityChange<ChatChannel>, Never> { channelSubject.eraseToAnyPublisher() }
    /// Message list changes.
    public var messagesChangesPublisher: AnyPublisher<[ListChange<ChatMessage>], Never> { messagesSubject.eraseToAnyPublisher() }
    /// Users typing in the channel (the current user and users they muted excluded).
    public var typingUsersPublisher: AnyPublisher<Set<ChatUser>, Never> { typingSubject.eraseToAnyPublisher() }

    init(cid: ChannelId, creation: ChannelCreation?, client: ChatClient) {
        self.cid = cid
        self.creation = creation
        super.init(client: client)
    }

    /// Loads (or creates) the channel with its newest messages and watches it for events.
    @MainActor public func synchronize(_ completion: (@MainActor (Error?) -> Void)? = nil) {
        synchronize(firstPageSize: client.config.messagesPageSize, completion)
    }

    /// Loads (or creates) the channel with its newest `firstPageSize` messages (a screen asks for
    /// as many as it can show at once) and watches it for events.
    /// With `around`, the page is the one around that message (see
    /// ``loadPageAroundMessageId(_:limit:completion:)``), so that a screen opened at a message
    /// never shows the newest messages first.
    @MainActor package func synchronize(firstPageSize: Int, around messageId: MessageId? = nil,
                                        _ completion: (@MainActor (Error?) -> Void)? = nil) {
        guard let cid else { return finishFetch(ClientError.ChannelNotFound("The controller has no channel id."), completion: completion) }
        let pageSize = max(1, firstPageSize)
        let request = ChatRequest.queryChannel(cid: cid, creation: creation, messagesLimit: pageSize, before: nil,
                                               membersLimit: 100, watch: true, around: messageId)
        loadPage(request, merge: { [weak self] page in
            guard let self else { return }
            self.applyChannel(page.channel)
            if let messageId {
                self.applyPage(page, around: messageId)
            } else {
                self.applyNewestPage(page)
            }
        }, completion: { [weak self] error in
            self?.finishFetch(error, completion: completion)
        })
    }

    /// Loads a page of messages older than `messageId` (default: the oldest loaded one).
    @MainActor public func loadPreviousMessages(before messageId: MessageId? = nil, limit: Int? = nil,
                                                completion: (@MainActor (Error?) -> Void)? = nil) {
        guard let cid else { completion?(ClientError.ChannelNotFound("The controller has no channel id.")); return }
        guard let anchor = messageId ?? messages.last(where: { $0.localState == nil && $0.type != .ephemeral && $0.type != .error && !timeline.isLocalOnly($0.id) })?.id else {
            completion?(nil)
            return
        }
        let pageSize = limit ?? client.config.messagesPageSize
        guard pageSize > 0 else { completion?(ClientError.InvalidRequest("The page size must be positive.")); return }
        let request = ChatRequest.queryChannel(cid: cid, creation: nil, messagesLimit: pageSize, before: anchor, membersLimit: 0, watch: false)
        loadPage(request, loading: .previousMessages, merge: { [weak self] page in
            guard let self else { return }
            self.updateMessages { $0.appendOlder(page.messages) }
            if !page.hasOlderMessages {
                self.objectWillChange.send()
                self.hasLoadedAllPreviousMessages = true
            }
        }, completion: { completion?($0) })
    }

    /// Sets the `isLoading…` property of a page load (see `loadPage`).
    @MainActor func setLoading(_ flag: PageLoadFlag, _ value: Bool) {
        switch flag {
        case .previousMessages: isLoadingPreviousMessages = value
        case .nextMessages: isLoadingNextMessages = value
        }
    }

    /// Marks the channel read up to its newest message.
    @MainActor public func markRead(completion: (@MainActor (Error?) -> Void)? = nil) {
        guard let cid else { completion?(ClientError.ChannelNotFound("The controller has no channel id.")); return }
        client.perform(.markRead(cid: cid)) { completion?($0.error) }
    }

    /// Adds members (owner, moderators and admins only).
    @MainActor public func addMembers(userIds: Set<UserId>, completion: (@MainActor (Error?) -> Void)? = nil) {
        guard let cid else { completion?(ClientError.ChannelNotFound("The controller has no channel id.")); return }
        client.perform(.addMembers(cid: cid, userIds: userIds.sorted())) { completion?($0.error) }
    }

    /// Removes members (owner, moderators and admins; anyone may remove themselves).
    @MainActor public func removeMembers(userIds: Set<UserId>, completion: (@MainActor (Error?) -> Void)? = nil) {
        guard let cid else { completion?(ClientError.ChannelNotFound("The controller has no channel id.")); return }
        client.perform(.removeMembers(cid: cid, userIds: userIds.sorted())) { completion?($0.error) }
    }

    /// Renames the channel or changes its image.
    @MainActor public func updateChannel(name: String?, imageURL: URL? = nil, completion: (@MainActor (Error?) -> Void)? = nil) {
        guard let cid else { completion?(ClientError.ChannelNotFound("The controller has no channel id.")); return }
        client.perform(.updateChannel(cid: cid, name: name, imageURL: imageURL)) { completion?($0.error) }
    }

    /// Stops receiving events of the channel.
    @MainActor public func stopWatching(completion: (@MainActor (Error?) -> Void)? = nil) {
        guard let cid else { completion?(nil); return }
        client.perform(.stopWatching(cid: cid)) { completion?($0.error) }
    }

    @MainActor override func handle(_ event: ChatEvent) {
        handleChannelEvent(event)
    }

    // MARK: Applying changes

    @MainActor func applyChannel(_ newChannel: ChatChannel) {
        var updated = newChannel
        if let channel {
            updated.currentlyTypingUsers = channel.currentlyTypingUsers
            if updated.latestMessages.isEmpty { updated.latestMessages = channel.latestMessages }
        }
        let isNew = channel == nil
        guard updated != channel else { return }
        objectWillChange.send()
        channel = updated
        let change: EntityChange<ChatChannel> = isNew ? .create(updated) : .update(updated)
        delegate?.channelController(self, didUpdateChannel: change)
        channelSubject.send(change)
    }

    @MainActor func updateChannel(_ body: (inout ChatChannel) -> Void) {
        guard var updated = channel else { return }
        body(&updated)
        applyChannel(updated)
    }

    /// Changes the timeline in place (no copy of the list) when `needed`, announcing it first.
    @MainActor func updateMessages(if needed: Bool = true, _ body: (inout MessageTimeline) -> [ListChange<ChatMessage>]) {
        guard needed else { return }
        objectWillChange.send()
        let changes = body(&timeline)
        guard !changes.isEmpty else { return }
        delegate?.channelController(self, didUpdateMessages: changes)
        messagesSubject.send(changes)
    }

    @MainActor func setTypingUsers(_ users: Set<ChatUser>) {
        guard let channel, channel.currentlyTypingUsers != users else { return }
        objectWillChange.send()
        self.channel?.currentlyTypingUsers = users
        delegate?.channelController(self, didChangeTypingUsers: users)
        typingSubject.send(users)
    }
}

extension Result {
    /// The failure, if any.
    var error: Failure? {
        if case let .failure(error) = self { error } else { nil }
    }
}
