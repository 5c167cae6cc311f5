import StreamChat
import SwiftUI

/// One row: a date separator, or a message in the form its state calls for.
///
/// Equatable, so that when the list changes only rows whose message changed are evaluated
/// again. The list builds one for every visible row on every update, so it stays small and
/// quick to copy and compare: it holds no per-row derived data (the names a message mentions
/// are read from the message when the body runs), and it reports its coming on and going off
/// screen from inside its body, so the list adds no per-row modifiers around it.
struct MessageListRowView<Factory: ViewFactory>: View, Equatable {
    /// What every row of the list shares, held once (a row value is copied several times per
    /// update; one reference copies faster than its six fields).
    let context: MessageListRowContext<Factory>
    let row: MessageListRow
    let isAuthorMuted: Bool
    /// Whether the row is the message the screen was opened at (see
    /// `ChatChannelViewModel.highlightedMessageId`).
    let isHighlighted: Bool

    init(context: MessageListRowContext<Factory>, row: MessageListRow, isAuthorMuted: Bool, isHighlighted: Bool = false) {
        self.context = context
        self.row = row
        self.isAuthorMuted = isAuthorMuted
        self.isHighlighted = isHighlighted
    }

    /// A row with a context of its own.
    init(
        factory: Factory, factoryID: ObjectIdentifier, row: MessageListRow, channel: ChatChannel, currentUserId: String?,
        isAuthorMuted: Bool, actions: MessageItemActions, viewModel: ChatChannelViewModel
    ) {
        self.init(
            context: MessageListRowContext(factory: factory, channel: channel, currentUserId: currentUserId, actions: actions, viewModel: viewModel),
            row: row, isAuthorMuted: isAuthorMuted
        )
    }

    private var factory: Factory { context.factory }
    private var channel: ChatChannel { context.channel }
    private var currentUserId: String? { context.currentUserId }
    private var actions: MessageItemActions { context.actions }
    private var viewModel: ChatChannelViewModel? { context.viewModel }

    /// Rows of the default message item and muted placeholder that differ only in whether the
    /// message ends its group are equal: the item's avatar and footer, and the placeholder's
    /// time, read that from the list's `MessageGroupEnds`, which tells them when it changes
    /// (same rows, same list: the same record). A factory's own item or placeholder gets it in
    /// its options, so its rows compare it.
    ///
    /// Specialized for the default factory, as `body` is: the generic copy looked
    /// `MessageItemView<Factory>` up at run time on every comparison (the engine compares a
    /// row per visible message on every update).
    @_specialize(exported: false, where Factory == DefaultViewFactory)
    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.isAuthorMuted == rhs.isAuthorMuted && lhs.isHighlighted == rhs.isHighlighted && lhs.context.showsTheSame(as: rhs.context)
            && lhs.row.isSame(as: rhs.row, comparingMentions: true, comparingGroupEnds: !rowsReadGroupEnds)
    }

    /// Whether the factory's message item and muted placeholder are the default ones, which read
    /// the end of the group from the list's `MessageGroupEnds`. (With only the placeholder
    /// replaced, its options kept the place in the group of the row's first evaluation.)
    nonisolated private static var rowsReadGroupEnds: Bool {
        Factory.MessageItemViewType.self == MessageItemView<Factory>.self
            && Factory.MutedUserMessageViewType.self == MutedUserMessageView.self
    }

    var body: some View {
        // A generic body looks up its nested view types at run time on every evaluation; the
        // copy specialized for the default factory has them ready (custom factories are
        // unaffected and behave the same). The generic getter only forwards (see
        // `MessageItemView.body`).
        @_specialize(exported: false, where Factory == DefaultViewFactory)
        get { return reportingContent }
    }

    @inline(never) private var reportingContent: some View {
        content
            .onAppear { viewModel?.rowAppeared(row) }
            .onDisappear { viewModel?.rowDisappeared(row) }
    }

    /// What the row shows. The `switch` below builds nested conditional views (the engine lists
    /// the taken branch's view in their stead, with no node of their own, and names the branches
    /// taken in its identity); the builder nests the first four cases three levels deep and the
    /// last one a single level, so the common case, a regular message, comes last (an `if`/`else if`
    /// chain put it four deep).
    private enum Shown {
        case dateSeparator(Date)
        case deleted(ChatMessage)
        case system(ChatMessage)
        case mutedAuthor(ChatMessage, isLastInGroup: Bool)
        case item(ChatMessage, isFirstInGroup: Bool, isLastInGroup: Bool)
    }

    private var shown: Shown {
        switch row.kind {
        case let .dateSeparator(date):
            return .dateSeparator(date)
        case let .message(message, isFirstInGroup, isLastInGroup):
            if message.type == .system { return .system(message) }
            if message.isDeleted { return .deleted(message) }
            if isAuthorMuted && message.author.id != currentUserId { return .mutedAuthor(message, isLastInGroup: isLastInGroup) }
            return .item(message, isFirstInGroup: isFirstInGroup, isLastInGroup: isLastInGroup)
        }
    }

    @ViewBuilder private var content: some View {
        switch shown {
        case let .dateSeparator(date):
            factory.makeDateIndicatorView(options: DateIndicatorViewOptions(date: date))
        case let .deleted(message):
            factory.makeDeletedMessageView(options: DeletedMessageViewOptions(message: message, isSentByCurrentUser: message.author.id == currentUserId))
        case let .system(message):
            factory.makeSystemMessageView(options: SystemMessageViewOptions(message: message))
        case let .mutedAuthor(message, isLastInGroup):
            // Focusable with the message's actions, as a message is: its menu is where the
            // author is unmuted (Unmute User was unreachable, the placeholder took no focus).
            factory.makeMutedUserMessageView(options: mutedOptions(message, isLastInGroup: isLastInGroup))
                .focusable()
                .contextMenu { MessageActionsMenuContent(factory: factory, message: message, actions: actions) }
        case let .item(message, isFirstInGroup, isLastInGroup):
            factory.makeMessageItemView(options: itemOptions(message, isFirstInGroup: isFirstInGroup, isLastInGroup: isLastInGroup))
        }
    }

    /// The muted placeholder's options, with the list's record of group ends.
    private func mutedOptions(_ message: ChatMessage, isLastInGroup: Bool) -> MutedUserMessageViewOptions {
        let options = MutedUserMessageViewOptions(message: message, isLastInGroup: isLastInGroup)
        options.groupEnd = context.groupEnds.end(of: message.id)
        return options
    }

    /// The item's options, with the list's record of group ends.
    private func itemOptions(_ message: ChatMessage, isFirstInGroup: Bool, isLastInGroup: Bool) -> MessageItemViewOptions {
        let options = MessageItemViewOptions(
            channel: channel,
            message: message,
            isFirstInGroup: isFirstInGroup,
            isLastInGroup: isLastInGroup,
            isSentByCurrentUser: message.author.id == currentUserId,
            mentionedUserNames: ChatChannelViewModel.mentionedNames(in: message),
            actions: actions,
            isHighlighted: isHighlighted
        )
        options.groupEnd = context.groupEnds.end(of: message.id)
        return options
    }
}

/// What the rows of one message list share: who builds them, for which channel and user, what
/// their buttons do and whom they tell of coming on and going off screen.
@MainActor final class MessageListRowContext<Factory: ViewFactory> {
    let factory: Factory
    /// The factory's identity, readable from the nonisolated `==` of rows.
    let factoryID: ObjectIdentifier
    let channel: ChatChannel
    let currentUserId: String?
    let actions: MessageItemActions
    /// Told when a row comes on screen and when it leaves (see `ChatChannelViewModel.rowAppeared`).
    /// Weak: the view model keeps its rows' context (`messageListRowContext`), so a strong
    /// reference here was a cycle that kept the view model and its channel controller alive
    /// after the screen had gone. (The view model has a side table already: its subscriptions
    /// capture it weakly.)
    weak let viewModel: ChatChannelViewModel?
    /// The view model's identity, compared by the nonisolated `==` of rows.
    ///
    /// Safe although ``viewModel`` is weak, so that an identifier could outlive its object and
    /// be given to a new one: rows are compared (old row against new) while the list's node
    /// still holds the old `MessageListSource`, whose strong `viewModel` keeps the old view
    /// model alive until the node takes the new value. Two live objects never share an
    /// identifier, so a new view model at the old one's address cannot pass for it. A change
    /// that compares rows without such an owner must keep the view model alive another way.
    let viewModelID: ObjectIdentifier
    /// Which messages end their group (the view model's, see `MessageGroupEnds`).
    let groupEnds: MessageGroupEnds

    init(factory: Factory, channel: ChatChannel, currentUserId: String?, actions: MessageItemActions, viewModel: ChatChannelViewModel) {
        self.factory = factory
        factoryID = ObjectIdentifier(factory)
        self.channel = channel
        self.currentUserId = currentUserId
        self.actions = actions
        self.viewModel = viewModel
        viewModelID = ObjectIdentifier(viewModel)
        groupEnds = viewModel.groupEnds
    }

    /// Whether rows of both contexts look and act the same: the same factory, actions and view
    /// model, the same channel id and current user, and author names shown in both or neither
    /// (the rows show nothing else of the channel).
    nonisolated func showsTheSame(as other: MessageListRowContext) -> Bool {
        self === other
            || (factoryID == other.factoryID && actions === other.actions && viewModelID == other.viewModelID
                && channel.cid == other.channel.cid && currentUserId == other.currentUserId
                && channel.showsAuthorNames == other.channel.showsAuthorNames)
    }
}
