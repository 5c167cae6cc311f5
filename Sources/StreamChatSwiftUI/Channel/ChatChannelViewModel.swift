import Combine
import Foundation
import StreamChat

/// The state of an open channel: its rows, who is typing, whether the list is scrolled up and
/// how many messages arrived since, the pending confirmation of a message action and what an
/// action came to (an error, a flag sent), and the message being replied to or edited.
///
/// `objectWillChange` announces every change (of the channel, its messages, the current user
/// and the properties below). The parts of ``ChatChannelView`` observe narrower announcements
/// (`changes`): an appended message evaluates the message list and its changed rows only.
@MainActor
public final class ChatChannelViewModel: ObservableObject {
    @Injected(\.utils) var utils

    /// The controller of the channel.
    public let channelController: ChatChannelController
    /// Where the screen floats the composer's suggestions, over the message list.
    let composerSuggestionsHost = ComposerSuggestionsHost()

    /// Whether the newest message is on screen (the list follows new messages).
    @Published public private(set) var isAtBottom = true {
        willSet { changes.scrollToBottom.objectWillChange.send() }
    }
    /// Messages that arrived while the list was scrolled up.
    @Published public private(set) var unseenMessageCount = 0 {
        willSet { changes.scrollToBottom.objectWillChange.send() }
    }
    /// Incremented to ask the list to scroll to the newest message.
    @Published public private(set) var scrollToBottomRequest = 0 {
        willSet { changes.list.objectWillChange.send() }
    }
    /// Set when older messages arrived while the list showed its top: the message that was
    /// first, which the list keeps at its top so the reader stays where they were.
    @Published private(set) var messageKeptAtTop: MessageId? {
        willSet { changes.list.objectWillChange.send() }
    }
    /// Set when newer messages arrived below a page loaded around a message while the list
    /// showed its bottom: the message that was last, which the list keeps at its bottom.
    @Published var messageKeptAtBottom: MessageId? {
        willSet { changes.list.objectWillChange.send() }
    }
    /// The message the list scrolls to (the one the screen was opened at); the list scrolls
    /// when it changes.
    @Published public internal(set) var scrolledId: MessageId? {
        willSet { changes.list.objectWillChange.send() }
    }
    /// The message shown highlighted (Stream's name): the one the screen was opened at, until
    /// the user goes to the newest messages.
    @Published public internal(set) var highlightedMessageId: MessageId? {
        willSet { changes.rows.objectWillChange.send() }
    }
    /// A message action waiting for the user's confirmation.
    @Published public var pendingConfirmation: MessageAction? {
        willSet { changes.screen.objectWillChange.send() }
        didSet {
            if isConfirmationPresented != (pendingConfirmation != nil) { isConfirmationPresented = pendingConfirmation != nil }
        }
    }
    /// Whether the confirmation of ``pendingConfirmation`` is shown; dismissing it cancels the action.
    @Published public var isConfirmationPresented = false {
        willSet { changes.screen.objectWillChange.send() }
        didSet {
            if !isConfirmationPresented, pendingConfirmation != nil { pendingConfirmation = nil }
        }
    }
    /// The message the composer replies to, quoting it.
    @Published public var quotedMessage: ChatMessage? {
        willSet { changes.composer.objectWillChange.send() }
    }
    /// The message the composer edits.
    @Published public var editedMessage: ChatMessage? {
        willSet { changes.composer.objectWillChange.send() }
    }
    /// What each part of the screen observes: the changes it shows, and nothing else.
    let changes = ChannelScreenChanges()
    /// The last error of an action, shown to the user in an alert until dismissed.
    @Published public var errorMessage: String? {
        willSet { changes.screen.objectWillChange.send() }
    }
    /// What an action the user confirmed came to (a flag the server took), shown in an alert
    /// until dismissed.
    @Published var actionNotice: ChannelActionNotice? {
        willSet { changes.screen.objectWillChange.send() }
    }
    /// A short notice shown above the composer that goes by itself: what a quick action came
    /// to ("Message copied"; see `showTransientNotice(_:)`).
    @Published var transientNotice: ComposerNotice? {
        willSet { changes.composer.objectWillChange.send() }
    }
    /// Counts the transient notices shown, so that only the latest one's expiry removes it.
    var transientNoticeGeneration = 0
    /// Runs the expiry of a transient notice after the delay (tests run it themselves).
    var scheduleTransientNoticeExpiry: @MainActor (_ seconds: Double, _ expire: @escaping @MainActor () -> Void) -> Void = { seconds, expire in
        Task { @MainActor in
            try? await Task.sleep(for: .seconds(seconds))
            expire()
        }
    }
    /// Whether older messages are being loaded.
    @Published public private(set) var isLoadingOlderMessages = false

    private var cancellables: Set<AnyCancellable> = []
    var lastNewestMessageId: String?
    /// The channel as the screen's parts were last told about it.
    private var announcedChannel: ChatChannel?
    /// Whether the channel had messages when the container was last told.
    private var announcedHasMessages = false
    /// The rows on screen, as the list reports them.
    ///
    /// Made with room for many more rows than a screen shows: a row scrolling out (one per
    /// append at the bottom) is removed, and removing an element from a crowded set moves the
    /// rest of its run of taken buckets back, hashing each of their ids again (~3.5 k
    /// instructions per removal with two dozen rows on screen, ~0.3 k with room). Unchecked
    /// exclusivity: read and changed on the main actor only, by calls that reach no other access.
    @exclusivity(unchecked) private(set) var visibleRowIds = Set<String>(minimumCapacity: 128)
    /// The message the screen opens at, until the page around it is loaded and its row has
    /// come on screen (the list shows its bottom first: its newest row must not load newer
    /// messages before the list scrolled to the message), or the wait ends otherwise (see
    /// `resolveJumpTarget`).
    var pendingJumpTarget: MessageId?
    /// Whether the newest loaded row came on screen while the list waited for the jump target
    /// (the first time is the list's first frame, before it scrolled to the message).
    var newestRowShownWhileJumping = false
    /// Whether a page of newer messages is loading (see `loadNewerMessages`).
    var isLoadingNewerMessages = false
    /// Others' messages that arrived while the newest page was not loaded (they wait below the
    /// loaded page), oldest first, and the newest of the channel's latest messages already
    /// looked at (see `noteWaitingMessages`).
    var waitingMessageIds: [MessageId] = []
    var waitingNotedThrough: MessageId?
    /// The newest message that was on screen; messages of others after it are unseen.
    var newestSeenMessageId: String?
    private let rowsCache = MessageListRowsCache()
    /// The row actions handed to message views, made once per factory.
    var cachedItemActions: (factory: AnyObject, actions: MessageItemActions)?
    /// The rows' shared context (see `messageListRowContext`).
    var cachedRowContext: AnyObject?

    /// Creates the view model of the channel that `channelController` controls and loads the
    /// channel with the client's page of newest messages, or, with `scrollToMessage`, with the
    /// page around that message, scrolled to it and highlighted (Stream's parameter).
    public convenience init(channelController: ChatChannelController, scrollToMessage: ChatMessage? = nil) {
        self.init(channelController: channelController, firstPage: .now, scrollToMessage: scrollToMessage)
    }

    /// When the channel's first page of messages is asked for.
    enum FirstPageLoading {
        /// At once, with the client's page size.
        case now
        /// Once the screen showing the loading channel tells its height
        /// (``screenMeasured(lines:)``), with a page that fills it; at once if the controller
        /// already has its channel (the screen then shows no loading view to measure).
        case whenScreenIsMeasured
    }

    /// Set while the first page waits for the height of the screen.
    private var waitsForScreenHeight = false

    init(channelController: ChatChannelController, firstPage: FirstPageLoading, scrollToMessage: ChatMessage? = nil) {
        self.channelController = channelController
        pendingJumpTarget = scrollToMessage?.id
        currentUserController = channelController.client.currentUserController()
        announcedChannel = channelController.channel
        announcedHasMessages = !channelController.messages.isEmpty
        channelController.objectWillChange
            .sink { [weak self] _ in self?.objectWillChange.send() }
            .store(in: &cancellables)
        channelController.channelChangePublisher
            .sink { [weak self] _ in self?.channelDidChange() }
            .store(in: &cancellables)
        channelController.messagesChangesPublisher
            .sink { [weak self] _ in self?.messagesDidChange() }
            .store(in: &cancellables)
        channelController.typingUsersPublisher
            .sink { [weak self] _ in self?.typingUsersDidChange() }
            .store(in: &cancellables)
        currentUserController.objectWillChange
            .sink { [weak self] _ in
                self?.objectWillChange.send()
                self?.changes.rows.objectWillChange.send()  // mutes collapse or expand rows
            }
            .store(in: &cancellables)
        if firstPage == .whenScreenIsMeasured, channelController.channel == nil {
            waitsForScreenHeight = true
        } else {
            loadChannel(firstPageSize: channelController.client.config.messagesPageSize)
        }
    }

    /// The largest first page asked for: the most messages a server returns per request.
    static let largestFirstPage = 300

    /// Told the height, in lines, of the screen showing the loading channel, when the first
    /// page waits for it. A screen up to twice as tall as the client's page size (50 lines)
    /// gets the client's page: the rows take about two lines a message, so it fills the list,
    /// and one that falls short (a run of one-line messages) has its top row ask for the next
    /// page as it appears, as when scrolling up. A taller screen gets a message per line, so
    /// that even one-line rows fill it and no older page has to follow at once: with 25
    /// messages a tall terminal showed the top of a short list and loaded the next page into
    /// the next frame (two messages a line would not do: the newest messages of a chat are
    /// often a run of one author's one-liners). Heights of zero (a screen not laid out yet)
    /// are ignored.
    func screenMeasured(lines: Int) {
        guard waitsForScreenHeight, lines > 0 else { return }
        waitsForScreenHeight = false
        let pageSize = channelController.client.config.messagesPageSize
        loadChannel(firstPageSize: lines <= 2 * pageSize ? pageSize : min(lines, max(pageSize, Self.largestFirstPage)))
    }

    func loadChannel(firstPageSize: Int) {
        if let target = pendingJumpTarget {
            return loadChannel(firstPageSize: firstPageSize, around: target)
        }
        channelController.synchronize(firstPageSize: firstPageSize) { [weak self] error in
            if let error { self?.errorMessage = error.userFacingDescription }
            self?.lastNewestMessageId = self?.channelController.messages.first?.id
            self?.markReadIfAtBottom()
        }
    }

    /// The client of the channel controller (not the injected one, so that a screen keeps
    /// talking to the client it was opened with).
    private var chatClient: ChatClient { channelController.client }
    private let currentUserController: CurrentChatUserController

    // MARK: - State read by views

    /// The channel, once loaded.
    public var channel: ChatChannel? { channelController.channel }

    /// The current user's id.
    public var currentUserId: String? { chatClient.currentUserId }

    /// The rows of the message list, oldest first.
    public var rows: [MessageListRow] {
        // Asked ~40 times per append (list, rows, appearances): the utilities read once, without
        // a key path (`Utils.current` is what `@Injected(\.utils)` reads).
        let utils = Utils.current
        let config = utils.messageListConfig
        return rowsCache.rows(
            newestFirst: channelController.messages,
            groupingInterval: config.groupingInterval,
            showsDateSeparators: config.showsDateSeparators,
            formatting: utils.dateFormatting
        )
    }

    /// Which messages of the rows end their group, observed message by message (see
    /// `MessageGroupEnds`).
    var groupEnds: MessageGroupEnds { rowsCache.groupEnds }

    /// The typing users other than the current user.
    public var typingUsers: [ChatUser] {
        guard let channel else { return [] }
        return channel.currentlyTypingUsers.filter { $0.id != currentUserId }.sorted { $0.id < $1.id }
    }

    /// The ids of users the current user muted.
    public var mutedUserIds: Set<String> {
        Set(currentUserController.currentUser?.mutedUsers.map(\.id) ?? [])
    }

    /// The names whose mentions are highlighted in `message`.
    nonisolated static func mentionedNames(in message: ChatMessage) -> [String] {
        message.mentionedUsers.flatMap { user in [user.mentionText, user.id] }
    }

    // MARK: - Announcing changes

    /// Tells the parts that show the channel. A change of only its message activity (every new
    /// message moves the last message time and the unread count, marking it read changes the
    /// reads) reaches only a header that may show it.
    private func channelDidChange() {
        if !channelController.hasLoadedAllNextMessages { noteWaitingMessages() }
        let channel = channelController.channel
        let previous = announcedChannel
        announcedChannel = channel
        if (previous == nil) != (channel == nil) { changes.screen.objectWillChange.send() }
        changes.header.objectWillChange.send()
        if let previous, let channel, previous.isSame(apartFromMessageActivity: channel) { return }
        changes.headerApartFromMessageActivity.objectWillChange.send()
        changes.container.objectWillChange.send()
    }

    private func messagesDidChange() {
        changes.rows.objectWillChange.send()
        if pendingJumpTarget != nil { jumpTargetMayHaveLeft() }
        let hasMessages = !channelController.messages.isEmpty
        if hasMessages != announcedHasMessages {
            announcedHasMessages = hasMessages
            changes.container.objectWillChange.send()  // the empty view or the list
        }
        // The event that brought the messages may change the channel next (its unread count):
        // judge the newest message once the event has been applied.
        Task { @MainActor [weak self] in self?.newestMessageMayHaveChanged() }
    }

    private func typingUsersDidChange() {
        changes.header.objectWillChange.send()
        changes.headerApartFromMessageActivity.objectWillChange.send()
        changes.container.objectWillChange.send()
    }

    // MARK: - Scrolling

    private func newestMessageMayHaveChanged() {
        let newestId = channelController.messages.first?.id
        guard newestId != lastNewestMessageId else { return }
        lastNewestMessageId = newestId
        if isAtBottom {
            markReadIfAtBottom()
        } else {
            countUnseenMessages()
        }
    }

    /// Counts the messages of others newer than the newest one that was on screen; below a
    /// page loaded around an older message, those that arrived since and wait.
    func countUnseenMessages() {
        guard channelController.hasLoadedAllNextMessages else {
            unseenMessageCount = waitingMessageIds.count
            return
        }
        let messages = channelController.messages
        guard let seen = newestSeenMessageId, let index = messages.firstIndex(where: { $0.id == seen }) else {
            unseenMessageCount = 0
            return
        }
        unseenMessageCount = messages[..<index].filter { !$0.isSentByCurrentUser }.count
    }

    /// Called by the list when a row comes on screen.
    public func rowAppeared(_ row: MessageListRow) {
        visibleRowIds.insert(row.id)
        jumpTargetRowMayHaveAppeared(row)
        updateAtBottom()
        if isTopRow(row) {
            loadOlderMessages()
        } else if row.id == channelController.messages.first?.id {
            loadNewerMessages()
        }
    }

    /// Whether `row` is the first of several rows. Told from the oldest message (the first row
    /// is its date separator when separators show, else its own row), without building the rows.
    private func isTopRow(_ row: MessageListRow) -> Bool {
        let messages = channelController.messages
        guard let oldest = messages.last else { return false }
        // Only the oldest message's rows can be first: the settings are read for them alone.
        switch row.kind {
        case .dateSeparator:
            // A separator and its message: always two rows or more.
            return row.id == MessageListRowBuilder.dateSeparatorID(of: oldest) && utils.messageListConfig.showsDateSeparators
        case .message:
            return row.id == oldest.id && messages.count > 1 && !utils.messageListConfig.showsDateSeparators
        }
    }

    /// Called by the list when a row leaves the screen.
    public func rowDisappeared(_ row: MessageListRow) {
        visibleRowIds.remove(row.id)
        updateAtBottom()
    }

    /// At the bottom while the newest row is on screen. Judged by the rows on screen rather than
    /// by the newest row's own events, so that a message arriving in the same frame as the
    /// scroll (the old newest row leaves, the new one never appears) still counts as scrolled up.
    /// While no row is on screen it stays as it was.
    func updateAtBottom() {
        // The last row is the newest message's own (a date separator comes before its message).
        // Below a page loaded around a message, newer messages are still to come.
        guard let newest = channelController.messages.first?.id else { return }
        // No row on screen: the list has no height (on a short screen the floating composer may
        // take all of it) and is not scrolled anywhere. Judged scrolled up, it showed the
        // scroll-to-bottom button, which took a line back from the composer's box.
        guard !visibleRowIds.isEmpty else { return }
        let atBottom = visibleRowIds.contains(newest) && channelController.hasLoadedAllNextMessages
        if atBottom { newestSeenMessageId = newest }
        guard atBottom != isAtBottom else { return }
        isAtBottom = atBottom
        if atBottom {
            unseenMessageCount = 0
            markReadIfAtBottom()
        } else {
            countUnseenMessages()
        }
    }

    /// Scrolls the list to the newest message (loading the newest page first when the list
    /// shows a page around an older message).
    public func scrollToBottom() {
        highlightedMessageId = nil
        pendingJumpTarget = nil
        newestRowShownWhileJumping = false
        guard channelController.hasLoadedAllNextMessages else { return loadNewestPageAndScrollToBottom() }
        waitingMessageIds = []
        scrollToBottomRequest += 1
        newestSeenMessageId = channelController.messages.first?.id
        unseenMessageCount = 0
    }

    func markReadIfAtBottom() {
        guard isAtBottom, (channel?.unreadCount.messages ?? 0) > 0 else { return }
        channelController.markRead()
    }

    /// Loads the previous page of messages, once at a time, until the first message is reached.
    public func loadOlderMessages() {
        guard !isLoadingOlderMessages, !channelController.hasLoadedAllPreviousMessages, channel != nil else { return }
        isLoadingOlderMessages = true
        let shownTop = rows.first?.id
        let firstMessage = channelController.messages.last?.id
        channelController.loadPreviousMessages(limit: utils.messageListConfig.pageSize) { [weak self] error in
            guard let self else { return }
            self.isLoadingOlderMessages = false
            if let error { self.errorMessage = error.userFacingDescription }
            // Still at the top: keep what was first there rather than jump to the new top (which
            // would appear and ask for the next page at once, through the whole history).
            if error == nil, let shownTop, self.visibleRowIds.contains(shownTop) { self.messageKeptAtTop = firstMessage }
        }
    }
}
