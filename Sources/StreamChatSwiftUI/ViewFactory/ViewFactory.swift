import StreamChat
import SwiftUI

/// The swappable views of the chat experience.
///
/// Every slot takes one options object and has a default implementation; a custom factory
/// implements only the slots it wants to change. Pass the factory to ``ChatChannelListView`` or
/// ``ChatChannelView``; every view the SDK shows comes from it.
///
/// ```swift
/// class CustomFactory: ViewFactory {
///     @Injected(\.chatClient) public var chatClient
///     public var styles = RegularStyles()
///     func makeUserAvatarView(options: UserAvatarViewOptions) -> some View { … }
/// }
/// ```
@MainActor
public protocol ViewFactory: AnyObject {
    /// The client the views talk to.
    var chatClient: ChatClient { get }

    /// The styles applied to the main surfaces.
    associatedtype StylesType: Styles = RegularStyles
    /// The styles applied to the main surfaces; factories that declare none get their own
    /// ``RegularStyles``.
    var styles: StylesType { get set }

    // MARK: - Avatars

    associatedtype UserAvatarViewType: View
    /// A user's avatar, wherever a user is shown (messages, suggestions, channel rows).
    func makeUserAvatarView(options: UserAvatarViewOptions) -> UserAvatarViewType

    associatedtype ChannelAvatarViewType: View
    /// A channel's avatar in the channel list and the default channel header.
    func makeChannelAvatarView(options: ChannelAvatarViewOptions) -> ChannelAvatarViewType

    // MARK: - Channel list

    associatedtype ChannelListHeaderViewModifierType: ViewModifier
    /// The header (navigation title and toolbar) of the channel list.
    func makeChannelListHeaderViewModifier(options: ChannelListHeaderViewModifierOptions) -> ChannelListHeaderViewModifierType

    associatedtype NoChannels: View
    /// Shown instead of the list when there are no channels.
    func makeNoChannelsView(options: NoChannelsViewOptions) -> NoChannels

    associatedtype LoadingContent: View
    /// Shown while the first page of channels loads.
    func makeLoadingView(options: LoadingViewOptions) -> LoadingContent

    associatedtype ChannelListItemType: View
    /// One row of the channel list.
    func makeChannelListItem(options: ChannelListItemOptions) -> ChannelListItemType

    associatedtype ChannelDestination: View
    /// The screen a selected channel opens.
    func makeChannelDestination(options: ChannelDestinationOptions) -> ChannelDestination

    // MARK: - Channel header

    associatedtype ChatHeaderViewModifier: ChatChannelHeaderViewModifier
    /// The header of a channel (name, avatar, subtitle, buttons) as a modifier of the channel view.
    func makeChannelHeaderViewModifier(options: ChannelHeaderViewModifierOptions) -> ChatHeaderViewModifier

    associatedtype PositionalChatHeaderViewModifier: ChatChannelHeaderViewModifier
    /// The older, positional form of ``makeChannelHeaderViewModifier(options:)``. Its default
    /// returns the SDK's header; the default of the options form forwards here, so a factory that
    /// implements only this form gets its header shown.
    func makeChannelHeaderViewModifier(for channel: ChatChannel) -> PositionalChatHeaderViewModifier

    // MARK: - Message list

    associatedtype MessageListBackground: View
    /// The background behind the message list.
    func makeMessageListBackground(options: MessageListBackgroundOptions) -> MessageListBackground

    associatedtype EmptyMessagesViewType: View
    /// Shown in a channel without messages.
    func makeEmptyMessagesView(options: EmptyMessagesViewOptions) -> EmptyMessagesViewType

    associatedtype MessageItemViewType: View
    /// One regular message in the list: avatar, author, bubble, reactions, state.
    func makeMessageItemView(options: MessageItemViewOptions) -> MessageItemViewType

    associatedtype MessageTextViewType: View
    /// The text of a message, with mentions highlighted.
    func makeMessageTextView(options: MessageTextViewOptions) -> MessageTextViewType

    associatedtype MessageDateViewType: View
    /// The time under a message (and "Edited").
    func makeMessageDateView(options: MessageDateViewOptions) -> MessageDateViewType

    associatedtype MessageAuthorViewType: View
    /// The author's name above the first message of a group.
    func makeMessageAuthorView(options: MessageAuthorViewOptions) -> MessageAuthorViewType

    associatedtype DateIndicatorViewType: View
    /// The separator between messages of different days.
    func makeDateIndicatorView(options: DateIndicatorViewOptions) -> DateIndicatorViewType

    associatedtype SystemMessageViewType: View
    /// A system message (member added, user muted, …).
    func makeSystemMessageView(options: SystemMessageViewOptions) -> SystemMessageViewType

    associatedtype DeletedMessageViewType: View
    /// The placeholder of a deleted message.
    func makeDeletedMessageView(options: DeletedMessageViewOptions) -> DeletedMessageViewType

    associatedtype MutedUserMessageViewType: View
    /// The one-line placeholder of a message from a user the current user muted.
    func makeMutedUserMessageView(options: MutedUserMessageViewOptions) -> MutedUserMessageViewType

    associatedtype GiphyAttachmentViewType: View
    /// A giphy attachment; on an ephemeral preview, with Send, Shuffle and Cancel.
    func makeGiphyAttachmentView(options: GiphyAttachmentViewOptions) -> GiphyAttachmentViewType

    associatedtype QuotedMessageViewType: View
    /// The quoted message shown inside a reply.
    func makeQuotedMessageView(options: QuotedMessageViewOptions) -> QuotedMessageViewType

    associatedtype MessageReactionViewType: View
    /// The reactions under a message.
    func makeMessageReactionView(options: MessageReactionViewOptions) -> MessageReactionViewType

    associatedtype TypingIndicatorViewType: View
    /// The line naming who is typing, below the messages.
    func makeTypingIndicatorView(options: TypingIndicatorViewOptions) -> TypingIndicatorViewType

    associatedtype ScrollToBottomButtonType: View
    /// The button that scrolls to the newest message, with the count of unseen messages.
    func makeScrollToBottomButton(options: ScrollToBottomButtonOptions) -> ScrollToBottomButtonType

    associatedtype BouncedMessageActionsViewType: View
    /// The actions offered for a message that moderation bounced (send anyway, edit, delete).
    func makeBouncedMessageActionsView(options: BouncedMessageActionsViewOptions) -> BouncedMessageActionsViewType

    // MARK: - Message actions

    /// The actions offered for a message (its context menu).
    func supportedMessageActions(options: SupportedMessageActionsOptions) -> [MessageAction]

    associatedtype MessageActionsViewType: View
    /// The content of a message's context menu, built from the supported actions.
    func makeMessageActionsView(options: MessageActionsViewOptions) -> MessageActionsViewType

    // MARK: - Composer (owned by the composer; slots are added below this line)

    associatedtype MessageComposerViewType: View
    /// The whole composer below the message list.
    func makeMessageComposerViewType(options: MessageComposerViewTypeOptions) -> MessageComposerViewType

    associatedtype ComposerInputViewType: View
    /// The input: the active command's chip and the text field.
    func makeComposerInputView(options: ComposerInputViewOptions) -> ComposerInputViewType

    associatedtype LeadingComposerViewType: View
    /// The view before the input (by default the instant-commands button).
    func makeLeadingComposerView(options: LeadingComposerViewOptions) -> LeadingComposerViewType

    associatedtype TrailingComposerViewType: View
    /// The view after the input (by default the send button).
    func makeTrailingComposerView(options: TrailingComposerViewOptions) -> TrailingComposerViewType

    associatedtype SuggestionsContainerViewType: View
    /// The suggestions shown above the composer (mentions, instant commands).
    func makeSuggestionsContainerView(options: SuggestionsContainerViewOptions) -> SuggestionsContainerViewType
}
