import StreamChat
import SwiftUI

extension ViewFactory {
    public func makeMessageListBackground(options: MessageListBackgroundOptions) -> some View {
        MessageListBackgroundView()
    }

    public func makeEmptyMessagesView(options: EmptyMessagesViewOptions) -> some View {
        EmptyMessagesView()
    }

    public func makeMessageItemView(options: MessageItemViewOptions) -> some View {
        MessageItemView(factory: self, options: options)
    }

    public func makeMessageTextView(options: MessageTextViewOptions) -> some View {
        MessageTextView(message: options.message, isSentByCurrentUser: options.isSentByCurrentUser, mentionedUserNames: options.mentionedUserNames)
    }

    public func makeMessageDateView(options: MessageDateViewOptions) -> some View {
        MessageDateView(message: options.message)
    }

    public func makeMessageAuthorView(options: MessageAuthorViewOptions) -> some View {
        MessageAuthorView(user: options.user)
    }

    public func makeDateIndicatorView(options: DateIndicatorViewOptions) -> some View {
        DateIndicatorView(date: options.date)
    }

    public func makeSystemMessageView(options: SystemMessageViewOptions) -> some View {
        SystemMessageView(message: options.message)
    }

    public func makeDeletedMessageView(options: DeletedMessageViewOptions) -> some View {
        DeletedMessageView(isSentByCurrentUser: options.isSentByCurrentUser)
    }

    public func makeMutedUserMessageView(options: MutedUserMessageViewOptions) -> some View {
        MutedUserMessageView(message: options.message, groupEnd: MessageGroupEndSource(record: options.groupEnd, builtValue: options.isLastInGroup))
    }

    public func makeGiphyAttachmentView(options: GiphyAttachmentViewOptions) -> some View {
        GiphyAttachmentView(options: options)
    }

    public func makeQuotedMessageView(options: QuotedMessageViewOptions) -> some View {
        QuotedMessageView(quotedMessage: options.quotedMessage)
    }

    public func makeMessageReactionView(options: MessageReactionViewOptions) -> some View {
        ReactionsView(message: options.message, onReactionTap: options.onReactionTap)
    }

    public func makeTypingIndicatorView(options: TypingIndicatorViewOptions) -> some View {
        TypingIndicatorView(text: options.text)
    }

    public func makeScrollToBottomButton(options: ScrollToBottomButtonOptions) -> some View {
        ScrollToBottomButton(unreadCount: options.unreadCount, onTap: options.onTap)
    }

    public func makeBouncedMessageActionsView(options: BouncedMessageActionsViewOptions) -> some View {
        BouncedMessageActionsView(message: options.message, onAction: options.onAction)
    }

    public func makeMessageActionsView(options: MessageActionsViewOptions) -> some View {
        MessageActionsView(message: options.message, actions: options.actions)
    }

    public func supportedMessageActions(options: SupportedMessageActionsOptions) -> [MessageAction] {
        DefaultMessageActions.make(for: options, chatClient: options.channelController.client)
    }
}
