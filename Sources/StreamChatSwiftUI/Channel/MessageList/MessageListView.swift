import StreamChat
import SwiftUI

/// The scrolling column of messages, oldest at the top. It starts at the bottom, stays there as
/// messages arrive, and asks for older messages when its top row comes on screen.
struct MessageListView<Factory: ViewFactory>: View {
    let factory: Factory
    @ObservedObject var viewModel: ChatChannelViewModel
    let channel: ChatChannel

    var body: some View {
        let rows = viewModel.rows
        let mutedUserIds = viewModel.mutedUserIds
        let actions = viewModel.messageItemActions(factory: factory)
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(rows) { row in
                        MessageListRowView(
                            factory: factory,
                            factoryID: ObjectIdentifier(factory),
                            row: row,
                            channel: channel,
                            currentUserId: viewModel.currentUserId,
                            isAuthorMuted: row.authorId.map(mutedUserIds.contains) ?? false,
                            mentionedNames: row.message.map(viewModel.mentionedNames(in:)) ?? [],
                            actions: actions
                        )
                        .onAppear { viewModel.rowAppeared(row) }
                        .onDisappear { viewModel.rowDisappeared(row) }
                    }
                }
            }
            .defaultScrollAnchor(.bottom)
            .defaultScrollAnchor(.bottom, for: .alignment)
            .onChange(of: viewModel.scrollToBottomRequest) {
                if let last = rows.last { proxy.scrollTo(last.id, anchor: .bottom) }
            }
        }
    }
}

extension MessageListRow {
    var message: ChatMessage? {
        if case let .message(message, _, _) = kind { return message }
        return nil
    }

    var authorId: String? { message?.author.id }
}

/// One row: a date separator, or a message in the form its state calls for. Equatable, so
/// that when the list changes only rows whose message changed are evaluated again.
struct MessageListRowView<Factory: ViewFactory>: View, Equatable {
    let factory: Factory
    /// The factory's identity, readable from the nonisolated `==`.
    let factoryID: ObjectIdentifier
    let row: MessageListRow
    let channel: ChatChannel
    let currentUserId: String?
    let isAuthorMuted: Bool
    let mentionedNames: [String]
    let actions: MessageItemActions

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.factoryID == rhs.factoryID && lhs.actions === rhs.actions && lhs.row == rhs.row
            && lhs.channel.cid == rhs.channel.cid && lhs.currentUserId == rhs.currentUserId
            && lhs.isAuthorMuted == rhs.isAuthorMuted && lhs.mentionedNames == rhs.mentionedNames
    }

    var body: some View {
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
                        mentionedUserNames: mentionedNames,
                        actions: actions
                    )
                )
            }
        }
    }
}
