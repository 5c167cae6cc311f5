import StreamChat
@testable import StreamChatSwiftUI

extension MessageItemParts where Factory == DefaultViewFactory {
    /// The parts of an item built by the default factory, for tests that build its bubble or
    /// footer alone: by default another user's message, no highlighted names, no author's name
    /// above it, not highlighted.
    static func testing(
        _ message: ChatMessage, mine: Bool = false, names: [String] = [], showsAuthor: Bool = false,
        actions: MessageItemActions, isHighlighted: Bool = false
    ) -> MessageItemParts {
        MessageItemParts(
            factory: DefaultViewFactory.shared, message: message, isSentByCurrentUser: mine, mentionedUserNames: names,
            showsAuthor: showsAuthor, actions: actions, isHighlighted: isHighlighted
        )
    }
}
