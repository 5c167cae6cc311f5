import StreamChat
import SwiftUI

/// What ``ViewFactory/makeMessageListBackground(options:)`` receives.
public final class MessageListBackgroundOptions {
    /// The channel whose messages are listed.
    public let channel: ChatChannel

    public init(channel: ChatChannel) {
        self.channel = channel
    }
}

/// What ``ViewFactory/makeEmptyMessagesView(options:)`` receives.
public final class EmptyMessagesViewOptions {
    /// The channel without messages.
    public let channel: ChatChannel

    public init(channel: ChatChannel) {
        self.channel = channel
    }
}

/// What ``ViewFactory/makeMessageItemView(options:)`` receives.
public final class MessageItemViewOptions {
    /// The channel of the message.
    public let channel: ChatChannel
    /// The message to show.
    public let message: ChatMessage
    /// Whether the message starts a group (consecutive messages of one author close in time):
    /// the author's name shows above it (another user's, unless the channel is known to have
    /// two members at most).
    public let isFirstInGroup: Bool
    /// Whether the message ends a group: the avatar and time show beside and below it.
    public let isLastInGroup: Bool
    /// Whether the current user sent it.
    public let isSentByCurrentUser: Bool
    /// The names of the users mentioned in the text, whose mentions are highlighted.
    public let mentionedUserNames: [String]
    /// What the message's buttons do.
    public let actions: MessageItemActions
    /// Whether the message is the one the channel was opened at (a search result): its bubble
    /// shows on `ColorPalette.messageCellHighlightBackground`.
    public let isHighlighted: Bool
    /// The message list's record of whether the message ends its group, which the default
    /// item's avatar and footer read (observed) instead of `isLastInGroup`; nil outside a list
    /// (the list's rows set it).
    var groupEnd: MessageGroupEnd?

    public init(
        channel: ChatChannel,
        message: ChatMessage,
        isFirstInGroup: Bool,
        isLastInGroup: Bool,
        isSentByCurrentUser: Bool,
        mentionedUserNames: [String],
        actions: MessageItemActions,
        isHighlighted: Bool = false
    ) {
        self.channel = channel
        self.message = message
        self.isFirstInGroup = isFirstInGroup
        self.isLastInGroup = isLastInGroup
        self.isSentByCurrentUser = isSentByCurrentUser
        self.mentionedUserNames = mentionedUserNames
        self.actions = actions
        self.isHighlighted = isHighlighted
    }
}

/// The actions a message's own buttons trigger, provided by the channel screen.
@MainActor
public final class MessageItemActions {
    /// Sends a failed message again.
    public let resend: (ChatMessage) -> Void
    /// Performs an action of an ephemeral giphy preview.
    public let giphyAction: (ChatMessage, GiphyAction) -> Void
    /// Adds the reaction when the current user has not added it, removes it otherwise.
    public let toggleReaction: (ChatMessage, String) -> Void
    /// Performs an action on a bounced message.
    public let bouncedAction: (ChatMessage, BouncedMessageAction) -> Void
    /// The context-menu actions of a message.
    public let messageActions: (ChatMessage) -> [MessageAction]

    public init(
        resend: @escaping (ChatMessage) -> Void,
        giphyAction: @escaping (ChatMessage, GiphyAction) -> Void,
        toggleReaction: @escaping (ChatMessage, String) -> Void,
        bouncedAction: @escaping (ChatMessage, BouncedMessageAction) -> Void,
        messageActions: @escaping (ChatMessage) -> [MessageAction]
    ) {
        self.resend = resend
        self.giphyAction = giphyAction
        self.toggleReaction = toggleReaction
        self.bouncedAction = bouncedAction
        self.messageActions = messageActions
    }
}

/// The buttons of an ephemeral giphy preview.
public enum GiphyAction: Sendable, CaseIterable {
    /// Posts the giphy to the channel.
    case send
    /// Replaces it with another one for the same query.
    case shuffle
    /// Discards the preview.
    case cancel
}

/// What can be done with a message that moderation bounced.
public enum BouncedMessageAction: Sendable, CaseIterable {
    /// Sends it again unchanged.
    case sendAnyway
    /// Puts its text back into the composer to edit.
    case edit
    /// Removes it.
    case delete
}

/// What ``ViewFactory/makeMessageTextView(options:)`` receives.
public final class MessageTextViewOptions {
    /// The message whose text is shown.
    public let message: ChatMessage
    /// Whether the current user sent it.
    public let isSentByCurrentUser: Bool
    /// The names whose `@name` mentions are highlighted.
    public let mentionedUserNames: [String]

    public init(message: ChatMessage, isSentByCurrentUser: Bool, mentionedUserNames: [String]) {
        self.message = message
        self.isSentByCurrentUser = isSentByCurrentUser
        self.mentionedUserNames = mentionedUserNames
    }
}

/// What ``ViewFactory/makeMessageDateView(options:)`` receives.
public final class MessageDateViewOptions {
    /// The message whose time is shown.
    public let message: ChatMessage

    public init(message: ChatMessage) {
        self.message = message
    }
}

/// What ``ViewFactory/makeMessageAuthorView(options:)`` receives.
public final class MessageAuthorViewOptions {
    /// The author of the message group.
    public let user: ChatUser

    public init(user: ChatUser) {
        self.user = user
    }
}

/// What ``ViewFactory/makeDateIndicatorView(options:)`` receives.
public final class DateIndicatorViewOptions {
    /// The day the following messages were sent.
    public let date: Date

    public init(date: Date) {
        self.date = date
    }
}

/// What ``ViewFactory/makeSystemMessageView(options:)`` receives.
public final class SystemMessageViewOptions {
    /// The system message.
    public let message: ChatMessage

    public init(message: ChatMessage) {
        self.message = message
    }
}

/// What ``ViewFactory/makeDeletedMessageView(options:)`` receives.
public final class DeletedMessageViewOptions {
    /// The deleted message.
    public let message: ChatMessage
    /// Whether the current user sent it.
    public let isSentByCurrentUser: Bool

    public init(message: ChatMessage, isSentByCurrentUser: Bool) {
        self.message = message
        self.isSentByCurrentUser = isSentByCurrentUser
    }
}

/// What ``ViewFactory/makeMutedUserMessageView(options:)`` receives.
public final class MutedUserMessageViewOptions {
    /// The message of the muted user.
    public let message: ChatMessage
    /// Whether the message ends its group (consecutive messages of one author close in time):
    /// the time shows under it, once per group as under other messages.
    public let isLastInGroup: Bool
    /// The message list's record of whether the message ends its group, which the default
    /// placeholder reads (observed) instead of `isLastInGroup`; nil outside a list.
    var groupEnd: MessageGroupEnd?

    public init(message: ChatMessage, isLastInGroup: Bool = true) {
        self.message = message
        self.isLastInGroup = isLastInGroup
    }
}

/// What ``ViewFactory/makeGiphyAttachmentView(options:)`` receives.
public final class GiphyAttachmentViewOptions {
    /// The message holding the giphy.
    public let message: ChatMessage
    /// The giphy's title (the query it was found by).
    public let title: String
    /// The image's location.
    public let previewURL: URL?
    /// Whether this is the ephemeral preview only the sender sees, with Send/Shuffle/Cancel.
    public let isEphemeralPreview: Bool
    /// Performs one of the preview's actions.
    public let onAction: @MainActor (GiphyAction) -> Void

    public init(
        message: ChatMessage,
        title: String,
        previewURL: URL?,
        isEphemeralPreview: Bool,
        onAction: @escaping @MainActor (GiphyAction) -> Void
    ) {
        self.message = message
        self.title = title
        self.previewURL = previewURL
        self.isEphemeralPreview = isEphemeralPreview
        self.onAction = onAction
    }
}

/// What ``ViewFactory/makeQuotedMessageView(options:)`` receives.
public final class QuotedMessageViewOptions {
    /// The message being quoted.
    public let quotedMessage: ChatMessage

    public init(quotedMessage: ChatMessage) {
        self.quotedMessage = quotedMessage
    }
}

/// What ``ViewFactory/makeMessageReactionView(options:)`` receives.
public final class MessageReactionViewOptions {
    /// The message whose reactions are shown.
    public let message: ChatMessage
    /// Toggles the current user's reaction of a type.
    public let onReactionTap: @MainActor (String) -> Void

    public init(message: ChatMessage, onReactionTap: @escaping @MainActor (String) -> Void) {
        self.message = message
        self.onReactionTap = onReactionTap
    }
}

/// What ``ViewFactory/makeTypingIndicatorView(options:)`` receives.
public final class TypingIndicatorViewOptions {
    /// The users typing, without the current user.
    public let typingUsers: [ChatUser]
    /// The line describing them ("Ana is typing").
    public let text: String

    public init(typingUsers: [ChatUser], text: String) {
        self.typingUsers = typingUsers
        self.text = text
    }
}

/// What ``ViewFactory/makeScrollToBottomButton(options:)`` receives.
public final class ScrollToBottomButtonOptions {
    /// Messages that arrived while the list was scrolled up.
    public let unreadCount: Int
    /// Scrolls to the newest message.
    public let onTap: @MainActor () -> Void

    public init(unreadCount: Int, onTap: @escaping @MainActor () -> Void) {
        self.unreadCount = unreadCount
        self.onTap = onTap
    }
}

/// What ``ViewFactory/makeBouncedMessageActionsView(options:)`` receives.
public final class BouncedMessageActionsViewOptions {
    /// The bounced message.
    public let message: ChatMessage
    /// Performs the chosen action.
    public let onAction: @MainActor (BouncedMessageAction) -> Void

    public init(message: ChatMessage, onAction: @escaping @MainActor (BouncedMessageAction) -> Void) {
        self.message = message
        self.onAction = onAction
    }
}
