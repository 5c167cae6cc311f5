import SwiftUI

/// Where the message composer sits in a channel.
public enum ComposerPlacement: Sendable {
    /// A full-width row below the message list, separated by a top border.
    case docked
    /// An inset, rounded box floating over the bottom of the message list.
    case floating
}

/// The look and layout of the SDK's main surfaces, independent of which views the
/// ``ViewFactory`` provides. Every hook has a default; implement only those you want to change.
///
/// Each hook returns a modifier that the SDK applies to the surface its name says; see the
/// `…Options` class of each hook for what it receives.
@MainActor
public protocol Styles {
    /// Where the composer sits.
    var composerPlacement: ComposerPlacement { get set }

    associatedtype ComposerInputViewModifier: ViewModifier
    /// Applied to the composer's text input area.
    func makeComposerInputViewModifier(options: ComposerInputModifierOptions) -> ComposerInputViewModifier

    associatedtype ComposerButtonViewModifier: ViewModifier
    /// Applied to each of the composer's action buttons (send, commands, …).
    func makeComposerButtonViewModifier(options: ComposerButtonModifierOptions) -> ComposerButtonViewModifier

    associatedtype ScrollToBottomButtonModifier: ViewModifier
    /// Applied to the button that scrolls the message list to the newest message.
    func makeScrollToBottomButtonModifier(options: ScrollToBottomButtonModifierOptions) -> ScrollToBottomButtonModifier

    associatedtype ComposerViewModifier: ViewModifier
    /// Applied to the whole composer container.
    func makeComposerViewModifier(options: ComposerViewModifierOptions) -> ComposerViewModifier

    associatedtype SuggestionsContainerModifier: ViewModifier
    /// Applied to the overlay of mention and command suggestions that floats over the bottom of
    /// the message list, directly above the composer (by default ``PlacementSuggestionsModifier``:
    /// the chrome of the composer's placement). This modifier gives the suggestions their
    /// background: paint one, or the messages beneath show through.
    func makeSuggestionsContainerModifier(options: SuggestionsContainerModifierOptions) -> SuggestionsContainerModifier

    associatedtype ChannelListContentModifier: ViewModifier
    /// Applied to the channel list's whole content area (search field, list, empty state).
    func makeChannelListContentModifier(options: ChannelListContentModifierOptions) -> ChannelListContentModifier

    associatedtype ChannelListModifier: ViewModifier
    /// Applied to the list of channels itself.
    func makeChannelListModifier(options: ChannelListModifierOptions) -> ChannelListModifier

    associatedtype SearchableModifier: ViewModifier
    /// Adds the built-in search UI, such as the channel list's search field.
    func makeSearchableModifier(options: SearchableModifierOptions) -> SearchableModifier

    associatedtype MessageListModifier: ViewModifier
    /// Applied to the message list (the scrolling column of messages).
    func makeMessageListModifier(options: MessageListModifierOptions) -> MessageListModifier

    associatedtype MessageListContainerModifier: ViewModifier
    /// Applied to the container of the message list and its overlays (typing indicator,
    /// scroll-to-bottom button at the list's bottom-trailing corner).
    func makeMessageListContainerModifier(options: MessageListContainerModifierOptions) -> MessageListContainerModifier

    associatedtype MessageViewModifier: ViewModifier
    /// Applied to each message bubble.
    func makeMessageViewModifier(options: MessageViewModifierOptions) -> MessageViewModifier

    associatedtype BouncedMessageActionsModifier: ViewModifier
    /// Applied to the actions shown for a message that moderation bounced.
    func makeBouncedMessageActionsModifier(options: BouncedMessageActionsModifierOptions) -> BouncedMessageActionsModifier
}

extension Styles {
    public func makeComposerInputViewModifier(options: ComposerInputModifierOptions) -> some ViewModifier { EmptyModifier() }
    public func makeComposerButtonViewModifier(options: ComposerButtonModifierOptions) -> some ViewModifier { EmptyModifier() }
    public func makeScrollToBottomButtonModifier(options: ScrollToBottomButtonModifierOptions) -> some ViewModifier { EmptyModifier() }
    public func makeComposerViewModifier(options: ComposerViewModifierOptions) -> some ViewModifier {
        PlacementComposerModifier(placement: options.composerPlacement)
    }
    public func makeSuggestionsContainerModifier(options: SuggestionsContainerModifierOptions) -> some ViewModifier {
        PlacementSuggestionsModifier(placement: options.composerPlacement)
    }
    public func makeChannelListContentModifier(options: ChannelListContentModifierOptions) -> some ViewModifier { EmptyModifier() }
    public func makeChannelListModifier(options: ChannelListModifierOptions) -> some ViewModifier { EmptyModifier() }
    public func makeSearchableModifier(options: SearchableModifierOptions) -> some ViewModifier {
        DefaultSearchableModifier(searchText: options.searchText, prompt: options.prompt ?? L10n.ChannelList.searchPrompt)
    }
    public func makeMessageListModifier(options: MessageListModifierOptions) -> some ViewModifier { EmptyModifier() }
    public func makeMessageListContainerModifier(options: MessageListContainerModifierOptions) -> some ViewModifier { EmptyModifier() }
    public func makeMessageViewModifier(options: MessageViewModifierOptions) -> some ViewModifier { EmptyModifier() }
    public func makeBouncedMessageActionsModifier(options: BouncedMessageActionsModifierOptions) -> some ViewModifier { EmptyModifier() }
}
