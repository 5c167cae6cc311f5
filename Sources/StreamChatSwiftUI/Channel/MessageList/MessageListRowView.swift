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
        content
            .onAppear { viewModel.rowAppeared(row) }
            .onDisappear { viewModel.rowDisappeared(row) }
    }

    @ViewBuilder private var content: some View {
        switch row.kind {
        case let .dateSeparator(date):
            factory.makeDateIndicatorView(options: DateIndicatorViewOptions(date: date))
        case let .message(message, isFirstInGroup, isLastInGroup):
            if message.type == .system {
                factory.makeSystemMessageView(options: SystemMessageViewOptions(message: message))
            } else if message.isDeleted {
                factory.makeDeletedMessageView(options: DeletedMessageViewOptions(message: message, isSentByCurrentUser: message.author.id == currentUserId))
            } else if isAuthorMuted && message.author.id != currentUserId {
                factory.makeMutedUserMessageView(options: MutedUserMessageViewOptions(message: message))
            } else {
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
}
