import StreamChat
import SwiftUI

/// What ``Styles/makeComposerInputViewModifier(options:)`` receives.
public final class ComposerInputModifierOptions {
    /// Where the composer sits.
    public let composerPlacement: ComposerPlacement
    /// Whether the input holds text or attachments.
    public let hasContent: Bool

    public init(composerPlacement: ComposerPlacement, hasContent: Bool) {
        self.composerPlacement = composerPlacement
        self.hasContent = hasContent
    }
}

/// What ``Styles/makeComposerButtonViewModifier(options:)`` receives.
public final class ComposerButtonModifierOptions {
    /// Whether the button can be pressed.
    public let isEnabled: Bool

    public init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }
}

/// What ``Styles/makeScrollToBottomButtonModifier(options:)`` receives.
public final class ScrollToBottomButtonModifierOptions {
    /// Messages that arrived while the list was scrolled up.
    public let unreadCount: Int

    public init(unreadCount: Int) {
        self.unreadCount = unreadCount
    }
}

/// What ``Styles/makeComposerViewModifier(options:)`` receives.
public final class ComposerViewModifierOptions {
    /// Where the composer sits.
    public let composerPlacement: ComposerPlacement

    public init(composerPlacement: ComposerPlacement) {
        self.composerPlacement = composerPlacement
    }
}

/// What ``Styles/makeSuggestionsContainerModifier(options:)`` receives.
public final class SuggestionsContainerModifierOptions {
    /// Where the composer, and therefore the suggestions above it, sits.
    public let composerPlacement: ComposerPlacement

    public init(composerPlacement: ComposerPlacement) {
        self.composerPlacement = composerPlacement
    }
}

/// What ``Styles/makeChannelListContentModifier(options:)`` receives.
public final class ChannelListContentModifierOptions {
    /// Whether the list is still loading its first page.
    public let isLoading: Bool

    public init(isLoading: Bool) {
        self.isLoading = isLoading
    }
}

/// What ``Styles/makeChannelListModifier(options:)`` receives.
public final class ChannelListModifierOptions {
    /// The channels shown.
    public let channels: [ChatChannel]

    public init(channels: [ChatChannel]) {
        self.channels = channels
    }
}

/// What ``Styles/makeSearchableModifier(options:)`` receives.
public final class SearchableModifierOptions {
    /// The text typed into the search field.
    public let searchText: Binding<String>
    /// The placeholder of the search field; nil for the SDK's default.
    public let prompt: String?

    public init(searchText: Binding<String>, prompt: String? = nil) {
        self.searchText = searchText
        self.prompt = prompt
    }
}

/// What ``Styles/makeMessageListModifier(options:)`` receives.
public final class MessageListModifierOptions {
    /// The channel whose messages are listed.
    public let channel: ChatChannel

    public init(channel: ChatChannel) {
        self.channel = channel
    }
}

/// What ``Styles/makeMessageListContainerModifier(options:)`` receives.
public final class MessageListContainerModifierOptions {
    /// The channel whose messages are listed.
    public let channel: ChatChannel

    public init(channel: ChatChannel) {
        self.channel = channel
    }
}

/// What ``Styles/makeMessageViewModifier(options:)`` receives.
public final class MessageViewModifierOptions {
    /// The message in the bubble.
    public let message: ChatMessage
    /// Whether the current user sent it.
    public let isSentByCurrentUser: Bool

    public init(message: ChatMessage, isSentByCurrentUser: Bool) {
        self.message = message
        self.isSentByCurrentUser = isSentByCurrentUser
    }
}

/// What ``Styles/makeBouncedMessageActionsModifier(options:)`` receives.
public final class BouncedMessageActionsModifierOptions {
    /// The message moderation rejected.
    public let message: ChatMessage

    public init(message: ChatMessage) {
        self.message = message
    }
}
