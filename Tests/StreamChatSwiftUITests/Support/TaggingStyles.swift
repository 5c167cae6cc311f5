import StreamChatSwiftUI
import SwiftUI

/// Styles whose every hook marks the surface it modifies with a tag (`‹Hook›`), so a rendered
/// screen proves where each hook was applied.
final class TaggingStyles: Styles {
    var composerPlacement: ComposerPlacement

    init(composerPlacement: ComposerPlacement = .docked) {
        self.composerPlacement = composerPlacement
    }

    static func tag(_ name: String) -> String { "‹\(name)›" }

    func makeComposerInputViewModifier(options: ComposerInputModifierOptions) -> some ViewModifier { Tagged(tag: Self.tag("ComposerInput")) }
    func makeComposerButtonViewModifier(options: ComposerButtonModifierOptions) -> some ViewModifier { Tagged(tag: Self.tag("ComposerButton")) }
    func makeScrollToBottomButtonModifier(options: ScrollToBottomButtonModifierOptions) -> some ViewModifier { Tagged(tag: Self.tag("ScrollToBottom")) }
    func makeComposerViewModifier(options: ComposerViewModifierOptions) -> some ViewModifier { Tagged(tag: Self.tag("Composer")) }
    func makeSuggestionsContainerModifier(options: SuggestionsContainerModifierOptions) -> some ViewModifier { Tagged(tag: Self.tag("Suggestions")) }
    func makeChannelListContentModifier(options: ChannelListContentModifierOptions) -> some ViewModifier { Tagged(tag: Self.tag("ChannelListContent")) }
    func makeChannelListModifier(options: ChannelListModifierOptions) -> some ViewModifier { Tagged(tag: Self.tag("ChannelList:\(options.channels.count)")) }
    func makeSearchableModifier(options: SearchableModifierOptions) -> some ViewModifier { Tagged(tag: Self.tag("Searchable")) }
    func makeMessageListModifier(options: MessageListModifierOptions) -> some ViewModifier { Tagged(tag: Self.tag("MessageList")) }
    func makeMessageListContainerModifier(options: MessageListContainerModifierOptions) -> some ViewModifier { Tagged(tag: Self.tag("MessageListContainer")) }
    func makeMessageViewModifier(options: MessageViewModifierOptions) -> some ViewModifier { Tagged(tag: Self.tag("Message:\(options.message.id)")) }
    func makeBouncedMessageActionsModifier(options: BouncedMessageActionsModifierOptions) -> some ViewModifier { Tagged(tag: Self.tag("BouncedActions")) }
}

/// Puts a tag on the line above the content.
struct Tagged: ViewModifier {
    let tag: String
    func body(content: Content) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(tag)
            content
        }
    }
}

/// A factory using ``TaggingStyles``.
final class TaggingStylesFactory: ViewFactory {
    var styles: TaggingStyles

    init(composerPlacement: ComposerPlacement = .docked) {
        styles = TaggingStyles(composerPlacement: composerPlacement)
    }
}
