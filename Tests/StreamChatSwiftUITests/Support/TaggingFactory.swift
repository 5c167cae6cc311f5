import StreamChat
import StreamChatSwiftUI
import SwiftUI

/// A factory that replaces every slot with a view showing the slot's tag (`«Tag»`), so a
/// rendered screen proves which slots were used.
final class TaggingFactory: ViewFactory {
    var styles = RegularStyles()

    init() {}

    static func tag(_ name: String) -> String { "«\(name)»" }

    func makeUserAvatarView(options: UserAvatarViewOptions) -> some View {
        Text(Self.tag("UserAvatar:\(options.user.id)"))
    }

    func makeChannelAvatarView(options: ChannelAvatarViewOptions) -> some View {
        Text(Self.tag("ChannelAvatar"))
    }

    func makeChannelListHeaderViewModifier(options: ChannelListHeaderViewModifierOptions) -> some ViewModifier {
        TagAboveModifier(tag: Self.tag("ChannelListHeader"))
    }

    func makeNoChannelsView(options: NoChannelsViewOptions) -> some View {
        Text(Self.tag("NoChannels"))
    }

    func makeLoadingView(options: LoadingViewOptions) -> some View {
        Text(Self.tag("Loading"))
    }

    func makeChannelListItem(options: ChannelListItemOptions) -> some View {
        Button(Self.tag("ChannelItem:\(options.channelName)")) { options.onItemTap(options.channel) }
    }

    func makeChannelDestination(options: ChannelDestinationOptions) -> some View {
        Text(Self.tag("Destination:\(options.channelController.cid?.id ?? "")"))
    }

    func makeChannelHeaderViewModifier(options: ChannelHeaderViewModifierOptions) -> some ChatChannelHeaderViewModifier {
        TaggedHeaderModifier(channel: options.channel)
    }

    func makeMessageListBackground(options: MessageListBackgroundOptions) -> some View {
        VStack { Spacer(); Text(Self.tag("ListBackground")) }
    }

    func makeEmptyMessagesView(options: EmptyMessagesViewOptions) -> some View {
        Text(Self.tag("EmptyMessages"))
    }

    func makeMessageTextView(options: MessageTextViewOptions) -> some View {
        Text(Self.tag("Text:\(options.message.text)"))
    }

    func makeMessageDateView(options: MessageDateViewOptions) -> some View {
        Text(Self.tag("Date"))
    }

    func makeMessageAuthorView(options: MessageAuthorViewOptions) -> some View {
        Text(Self.tag("Author:\(options.user.id)"))
    }

    func makeDateIndicatorView(options: DateIndicatorViewOptions) -> some View {
        Text(Self.tag("DateIndicator"))
    }

    func makeSystemMessageView(options: SystemMessageViewOptions) -> some View {
        Text(Self.tag("System:\(options.message.text)"))
    }

    func makeDeletedMessageView(options: DeletedMessageViewOptions) -> some View {
        Text(Self.tag("Deleted"))
    }

    func makeMutedUserMessageView(options: MutedUserMessageViewOptions) -> some View {
        Text(Self.tag("Muted:\(options.message.author.id)"))
    }

    func makeGiphyAttachmentView(options: GiphyAttachmentViewOptions) -> some View {
        Text(Self.tag("Giphy:\(options.isEphemeralPreview ? "preview" : "sent")"))
    }

    func makeQuotedMessageView(options: QuotedMessageViewOptions) -> some View {
        Text(Self.tag("Quoted:\(options.quotedMessage.text)"))
    }

    func makeMessageReactionView(options: MessageReactionViewOptions) -> some View {
        Text(Self.tag("Reactions"))
    }

    func makeTypingIndicatorView(options: TypingIndicatorViewOptions) -> some View {
        Text(Self.tag("Typing:\(options.typingUsers.map(\.id).joined(separator: ","))"))
    }

    func makeScrollToBottomButton(options: ScrollToBottomButtonOptions) -> some View {
        Text(Self.tag("ScrollToBottom:\(options.unreadCount)"))
    }

    func makeBouncedMessageActionsView(options: BouncedMessageActionsViewOptions) -> some View {
        Text(Self.tag("Bounced"))
    }

    func makeMessageActionsView(options: MessageActionsViewOptions) -> some View {
        Text(Self.tag("Actions:\(options.actions.map(\.id).joined(separator: ","))"))
    }
}

/// Shows a tag above the content.
struct TagAboveModifier: ViewModifier {
    let tag: String
    func body(content: Content) -> some View {
        VStack(spacing: 0) {
            Text(tag)
            content
        }
    }
}

/// A header that shows a tag and the channel id.
struct TaggedHeaderModifier: ChatChannelHeaderViewModifier {
    let channel: ChatChannel
    func body(content: Content) -> some View {
        VStack(spacing: 0) {
            Text(TaggingFactory.tag("Header:\(channel.cid.id)"))
            content
        }
    }
}
