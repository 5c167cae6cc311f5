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
    let factory: Factory
    /// The factory's identity, readable from the nonisolated `==`.
    let factoryID: ObjectIdentifier
    let row: MessageListRow
    let channel: ChatChannel
    let currentUserId: String?
    let isAuthorMuted: Bool
    let actions: MessageItemActions
    /// Told when the row comes on screen and when it leaves (see `ChatChannelViewModel.rowAppeared`).
    let viewModel: ChatChannelViewModel

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.factoryID == rhs.factoryID && lhs.actions === rhs.actions && lhs.viewModel === rhs.viewModel
            && lhs.row == rhs.row && lhs.channel.cid == rhs.channel.cid && lhs.currentUserId == rhs.currentUserId
            && lhs.isAuthorMuted == rhs.isAuthorMuted && lhs.row.message?.mentionedUsers == rhs.row.message?.mentionedUsers
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
            .onAppear { viewModel.rowAppeared(row) }
            .onDisappear { viewModel.rowDisappeared(row) }
    }

    /// What the row shows. The `switch` below builds nested conditional views, each a node; the
    /// builder nests the first four cases three levels deep and the last one a single level, so
    /// the common case, a regular message, comes last (an `if`/`else if` chain put it four deep).
    private enum Shown {
        case dateSeparator(Date)
        case deleted(ChatMessage)
        case system(ChatMessage)
        case mutedAuthor(ChatMessage)
        case item(ChatMessage, isFirstInGroup: Bool, isLastInGroup: Bool)
    }

    private var shown: Shown {
        switch row.kind {
        case let .dateSeparator(date):
            return .dateSeparator(date)
        case let .message(message, isFirstInGroup, isLastInGroup):
            if message.type == .system { return .system(message) }
            if message.isDeleted { return .deleted(message) }
            if isAuthorMuted && message.author.id != currentUserId { return .mutedAuthor(message) }
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
        case let .mutedAuthor(message):
            factory.makeMutedUserMessageView(options: MutedUserMessageViewOptions(message: message))
        case let .item(message, isFirstInGroup, isLastInGroup):
            factory.makeMessageItemView(
                options: MessageItemViewOptions(
                    channel: channel,
                    message: message,
                    isFirstInGroup: isFirstInGroup,
                    isLastInGroup: isLastInGroup,
                    isSentByCurrentUser: message.author.id == currentUserId,
                    mentionedUserNames: viewModel.mentionedNames(in: message),
                    actions: actions
                )
            )
        }
    }
}
