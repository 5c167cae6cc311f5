import Combine
import Foundation
import StreamChat

/// The state of the channel list: the current user's channels sorted by last message, the
/// search text, the selected channel, and loading and paging.
@MainActor
public final class ChatChannelListViewModel: ObservableObject {
    @Injected(\.utils) var utils
    private var chatClient: ChatClient { channelListController.client }

    /// The controller whose channels are listed.
    public let channelListController: ChatChannelListController
    /// The text typed into the search field; channels whose name contains it are listed at
    /// once, and below them the messages that match it (``messageSearchResults``). The message
    /// search runs once the text has stayed unchanged for 300 ms (blank text empties the
    /// results at once), so typing a word asks the server once, for the final text; the
    /// results of an older search never replace a newer one's.
    @Published public var searchText = "" {
        didSet { if searchText != oldValue { scheduleMessageSearch() } }
    }
    /// Searches the messages of the current user's channels for ``searchText``.
    public let messageSearchController: ChatMessageSearchController
    /// The channel opened from the list.
    @Published public var selectedChannel: ChatChannel? {
        didSet {
            if selectedChannel == nil { selectedMessage = nil }
            if selectedChannel?.cid != selectedChannelController?.cid {
                selectedChannelController = selectedChannel.map { chatClient.channelController(for: $0.cid) }
            }
            if isChannelOpen != (selectedChannel != nil) { isChannelOpen = selectedChannel != nil }
        }
    }
    /// Whether the selected channel is shown; going back clears the selection.
    @Published public var isChannelOpen = false {
        didSet {
            if !isChannelOpen, selectedChannel != nil { selectedChannel = nil }
        }
    }
    /// The message search result the open channel was opened at (see `select(_: ChatMessage)`).
    public internal(set) var selectedMessage: ChatMessage?
    /// The controller of the open channel, kept while it is open.
    public private(set) var selectedChannelController: ChatChannelController?
    /// A channel to open once the list has loaded it (a `ChannelId` raw value); cleared when opened.
    public private(set) var selectedChannelId: String?
    /// Whether the first page is still loading.
    @Published public private(set) var isLoading = true
    /// Why loading or opening failed, in the error's own words, shown in an alert until
    /// dismissed. An error that comes while another is shown is added on a line of its own.
    @Published public var errorMessage: String?

    /// Ids of the users the current user muted: a preview of their message shows the message
    /// list's placeholder instead of the text.
    public private(set) var mutedUserIds: Set<UserId>

    private var isLoadingNextPage = false
    /// Whether the next page of message results is loading.
    var isLoadingNextSearchResults = false
    /// When the message search runs after a change of the search text.
    var searchDebounce = SearchDebounce.mainQueue
    /// Counts changes of the search text: a scheduled search runs only for the latest.
    var searchTextGeneration = 0
    /// Whether a message search waits for the search text to stay unchanged.
    var isMessageSearchPending = false
    /// Counts the message searches asked of the server: only the latest one's answer counts.
    var messageSearchToken = 0
    /// The text whose search answered last, and whether it succeeded: the controller's
    /// messages are that text's results.
    var messageSearchAnswer: MessageSearchAnswer?
    /// Set when Return waits for the current text's message results to open the first.
    var opensTopResultWhenAnswered = false
    private var cancellables: Set<AnyCancellable> = []
    private let currentUserController: CurrentChatUserController

    /// Creates the model for `channelListController`, or for the current user's channels
    /// (sorted by last message) when it is nil.
    /// - Parameter selectedChannelId: a channel to open as soon as it is among the loaded
    ///   channels (a `ChannelId` raw value such as `messaging:general`). A malformed id sets
    ///   ``errorMessage`` and opens nothing.
    public init(channelListController: ChatChannelListController? = nil, selectedChannelId: String? = nil) {
        let controller = channelListController ?? Self.makeDefaultController()
        self.channelListController = controller
        self.selectedChannelId = selectedChannelId
        currentUserController = controller.client.currentUserController()
        messageSearchController = controller.client.messageSearchController()
        mutedUserIds = Self.mutedIds(of: controller.client.currentUser)
        currentUserController.currentUserChangePublisher
            .sink { [weak self] change in self?.setMutedUserIds(Self.mutedIds(of: change.item)) }
            .store(in: &cancellables)
        controller.objectWillChange
            .sink { [weak self] _ in
                self?.objectWillChange.send()
                // Look for the channel to open once the change has been applied.
                if self?.selectedChannelId != nil { Task { @MainActor [weak self] in self?.openSelectedChannelIfLoaded() } }
            }
            .store(in: &cancellables)
        messageSearchController.objectWillChange
            .sink { [weak self] _ in self?.objectWillChange.send() }
            .store(in: &cancellables)
        controller.synchronize { [weak self] error in
            self?.isLoading = false
            if let error { self?.report(error) }
            self?.openSelectedChannelIfLoaded()
        }
    }

    private static func mutedIds(of user: CurrentChatUser?) -> Set<UserId> {
        Set(user?.mutedUsers.map(\.id) ?? [])
    }

    /// Announces a change of the mutes only (the current user changes for presence too).
    private func setMutedUserIds(_ ids: Set<UserId>) {
        guard ids != mutedUserIds else { return }
        objectWillChange.send()
        mutedUserIds = ids
    }

    /// Opens the channel of ``selectedChannelId`` when the list has loaded it.
    private func openSelectedChannelIfLoaded() {
        guard let selectedChannelId else { return }
        let cid: ChannelId
        do {
            cid = try ChannelId(cid: selectedChannelId)
        } catch {
            self.selectedChannelId = nil
            report(error)
            return
        }
        guard let channel = channelListController.channels.first(where: { $0.cid == cid }) else { return }
        self.selectedChannelId = nil
        select(channel)
    }

    private static func makeDefaultController() -> ChatChannelListController {
        let client = InjectedValues[\.chatClient]
        let userId = client.currentUserId ?? ""
        let query = ChannelListQuery(
            filter: .containMembers(userIds: [userId]),
            sort: [Sorting(key: .lastMessageAt, isAscending: false)]
        )
        return client.channelListController(query: query)
    }

    /// The current user's id.
    public var currentUserId: String? { chatClient.currentUserId }

    /// The channels to show, in the controller's order (its query sorts them, by last message
    /// for the default query), filtered by the search text: those whose name contains it, both
    /// folded as every search folds text (case, diacritics and letters such as "ø" and "æ":
    /// "odegard" finds "Ødegård").
    public var channels: [ChatChannel] {
        let all = channelListController.channels
        let query = SearchFolding.folded(searchText.trimmingCharacters(in: .whitespacesAndNewlines))
        guard !query.isEmpty else { return all }
        return all.filter { SearchFolding.folded(name(of: $0)).contains(query) }
    }

    /// The display name of a channel: from the namer, else the channel's id.
    public func name(of channel: ChatChannel) -> String {
        utils.channelNamer(channel, currentUserId) ?? channel.cid.id
    }

    /// The last-message preview of a channel row: the newest message (not an ephemeral or error
    /// one: a giphy preview only its author sees never shows here), as the message list shows
    /// it: deleted or from a muted user (the list's placeholder) stand in for the text, and an
    /// attachment is named by its kind ("Giphy", "Photo", a file's title; see
    /// `attachmentPreviewText`). A message of the current user that failed to send reads
    /// "Message failed to send", as in Stream's SDK. Otherwise a channel with the current user's
    /// draft reads "Draft: <its text>" (Stream's order: a failed send first, then the draft),
    /// unless `MessageListConfig.draftMessagesEnabled` is off.
    public func previewText(of channel: ChatChannel) -> String {
        let message = channel.latestMessages.first(where: { $0.type != .ephemeral && $0.type != .error })
        if message?.localState == .sendingFailed { return L10n.ChannelList.Preview.failedToSend }
        if utils.messageListConfig.draftMessagesEnabled, let draft = channel.draftMessage {
            let message = ChatMessage(draft)
            let text = message.attachmentPreviewText ?? message.text
            return L10n.ChannelList.Preview.draft(text.replacingOccurrences(of: "\n", with: " "))
        }
        guard let message else { return L10n.ChannelList.Preview.noMessages }
        let text: String
        if message.isDeleted {
            text = L10n.ChannelList.Preview.deleted
        } else if message.author.id != currentUserId, mutedUserIds.contains(message.author.id) {
            text = L10n.MessageList.mutedUser
        } else if let attachmentText = message.attachmentPreviewText {
            text = attachmentText.replacingOccurrences(of: "\n", with: " ")
        } else {
            text = message.text.replacingOccurrences(of: "\n", with: " ")
        }
        if message.author.id == currentUserId { return L10n.ChannelList.Preview.you(text) }
        if channel.isDirectMessageChannel { return text }
        return "\(message.author.displayName): \(text)"
    }

    /// The time shown on a channel row.
    public func timestampText(of channel: ChatChannel) -> String {
        guard let date = channel.lastMessageAt else { return "" }
        return utils.dateFormatting.channelListTimestamp(for: date)
    }

    /// Whether a channel row shows the online indicator: a direct message whose other member is online.
    public func showsOnlineIndicator(for channel: ChatChannel) -> Bool {
        channel.isDirectMessageChannel && channel.lastActiveMembers.contains { $0.id != currentUserId && $0.isOnline }
    }

    /// Called when a row comes on screen: one of the last rows loads the next page.
    public func channelAppeared(_ channel: ChatChannel) {
        guard searchText.isEmpty, channels.suffix(3).contains(where: { $0.cid == channel.cid }) else { return }
        loadNextChannels()
    }

    /// Loads the next page of channels unless all are loaded or a page is loading.
    public func loadNextChannels() {
        guard !isLoadingNextPage, !channelListController.hasLoadedAllChannels else { return }
        isLoadingNextPage = true
        channelListController.loadNextChannels(limit: nil) { [weak self] error in
            self?.isLoadingNextPage = false
            if let error { self?.report(error) }
        }
    }

    /// Shows `error` to the user, after the error already shown if there is one.
    func report(_ error: Error) {
        let message = error.userFacingDescription
        guard let shown = errorMessage, !shown.isEmpty else { errorMessage = message; return }
        if !shown.components(separatedBy: "\n").contains(message) { errorMessage = shown + "\n" + message }
    }

    /// Opens a channel (at its newest messages).
    public func select(_ channel: ChatChannel) {
        selectedMessage = nil
        selectedChannel = channel
    }
}

/// The text a message search answered, and whether it succeeded.
struct MessageSearchAnswer: Equatable {
    let text: String
    let succeeded: Bool
}
