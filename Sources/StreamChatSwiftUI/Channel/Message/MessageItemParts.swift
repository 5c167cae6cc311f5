import StreamChat
import SwiftUI

/// What the views of one message item (its bubble, avatar slot and footer) show and who builds
/// them, made once per evaluation of the item and shared by those views.
///
/// Each of the views holds this one reference instead of its own copies of the factory, the
/// message, the actions and the flags: a view value is copied and destroyed several times per
/// update (into the engine's existentials, nested in its stacks' values, into its node), and
/// each field cost a call and a reference count per copy. Holding one reference (and, for the
/// views that observe the end of the group, its record), each view fits an existential's
/// inline buffer, so boxing it allocates nothing.
///
/// The views stay `Equatable` by what they show: the same object, or fields that show alike
/// (`showsTheSameBubble(as:)`, `showsTheSameFooter(as:)`, `showsTheSameAvatar(as:)`).
@MainActor final class MessageItemParts<Factory: ViewFactory> {
    let factory: Factory
    /// The factory's identity, readable from the nonisolated comparisons.
    let factoryID: ObjectIdentifier
    let message: ChatMessage
    let isSentByCurrentUser: Bool
    let mentionedUserNames: [String]
    /// Whether the author's name shows above the bubble (the first of another user's messages
    /// in a group).
    let showsAuthor: Bool
    let actions: MessageItemActions
    /// Whether the bubble shows on the highlight colour (the message the channel was opened at).
    let isHighlighted: Bool

    init(factory: Factory, message: ChatMessage, isSentByCurrentUser: Bool, mentionedUserNames: [String], showsAuthor: Bool,
         actions: MessageItemActions, isHighlighted: Bool) {
        self.factory = factory
        factoryID = ObjectIdentifier(factory)
        self.message = message
        self.isSentByCurrentUser = isSentByCurrentUser
        self.mentionedUserNames = mentionedUserNames
        self.showsAuthor = showsAuthor
        self.actions = actions
        self.isHighlighted = isHighlighted
    }

    /// The parts of a message item built with `options`.
    convenience init(factory: Factory, options: MessageItemViewOptions) {
        let isMine = options.isSentByCurrentUser
        self.init(
            factory: factory, message: options.message, isSentByCurrentUser: isMine, mentionedUserNames: options.mentionedUserNames,
            // Not in a channel known to be a conversation of two (the other person's name is
            // the channel's).
            showsAuthor: options.isFirstInGroup && !isMine && options.channel.showsAuthorNames,
            actions: options.actions, isHighlighted: options.isHighlighted
        )
    }

    /// Whether bubbles of both show the same: the message, whose it is, the highlighted names,
    /// the author's name and the highlight, built by the same factory with the same actions.
    nonisolated func showsTheSameBubble(as other: MessageItemParts) -> Bool {
        self === other
            || (factoryID == other.factoryID && actions === other.actions && isSentByCurrentUser == other.isSentByCurrentUser
                && showsAuthor == other.showsAuthor && isHighlighted == other.isHighlighted && message == other.message
                && mentionedUserNames == other.mentionedUserNames)
    }

    /// Whether footers of both show the same: the message, whose it is, built by the same
    /// factory with the same actions.
    nonisolated func showsTheSameFooter(as other: MessageItemParts) -> Bool {
        self === other
            || (factoryID == other.factoryID && actions === other.actions && isSentByCurrentUser == other.isSentByCurrentUser
                && message == other.message)
    }

    /// Whether avatar slots of both show the same author, built by the same factory.
    nonisolated func showsTheSameAvatar(as other: MessageItemParts) -> Bool {
        self === other || (factoryID == other.factoryID && message.author == other.message.author)
    }
}
