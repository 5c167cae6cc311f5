import StreamChat
import SwiftUI

/// The bubble of a regular message: its quote, giphys and text, padded, on the sender's
/// background, with the factory's message modifier.
///
/// `Equatable` by what it shows (the message, whose it is, the highlighted names) and by who
/// builds it (factory, actions), and not by the message's place in its group: when the next
/// message joins the group, `MessageItemView` runs again for the avatar, author line and time it
/// shows or drops, and the bubble's subtree (stacks, padding, background, modifier) is left as
/// it was instead of being evaluated and reconciled again.
struct MessageBubbleView<Factory: ViewFactory>: View, Equatable {
    @Injected(\.colors) private var colors

    let factory: Factory
    /// The factory's identity, readable from the nonisolated `==`.
    let factoryID: ObjectIdentifier
    let message: ChatMessage
    let isSentByCurrentUser: Bool
    let mentionedUserNames: [String]
    let actions: MessageItemActions

    init(factory: Factory, message: ChatMessage, isSentByCurrentUser: Bool, mentionedUserNames: [String], actions: MessageItemActions) {
        self.factory = factory
        factoryID = ObjectIdentifier(factory)
        self.message = message
        self.isSentByCurrentUser = isSentByCurrentUser
        self.mentionedUserNames = mentionedUserNames
        self.actions = actions
    }

    /// The horizontal padding inside the bubble; `MessageItemView` insets the lines below the
    /// bubble by it too, so they start in the text column.
    static var padding: CGFloat { 8 }

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.factoryID == rhs.factoryID && lhs.actions === rhs.actions && lhs.isSentByCurrentUser == rhs.isSentByCurrentUser
            && lhs.message == rhs.message && lhs.mentionedUserNames == rhs.mentionedUserNames
    }

    var body: some View {
        // A generic body looks up its nested view types at run time on every evaluation; the
        // copy specialized for the default factory has them ready (custom factories are
        // unaffected and behave the same). The generic getter only forwards (see
        // `MessageItemView.body`).
        @_specialize(exported: false, where Factory == DefaultViewFactory)
        get { return content }
    }

    @inline(never) private var content: some View {
        let giphys = message.giphyAttachments
        return VStack(alignment: .leading, spacing: 0) {
            if message.quotedMessage != nil || !giphys.isEmpty {
                quoteAndGiphys(giphys)
            }
            if !message.text.isEmpty && giphys.isEmpty {
                factory.makeMessageTextView(
                    options: MessageTextViewOptions(
                        message: message,
                        isSentByCurrentUser: isSentByCurrentUser,
                        mentionedUserNames: mentionedUserNames
                    )
                )
            }
        }
        .padding(.horizontal, Self.padding)
        .background(Color(isSentByCurrentUser ? colors.messageCurrentUserBackground : colors.messageOtherUserBackground))
        .modifier(factory.styles.makeMessageViewModifier(options: MessageViewModifierOptions(message: message, isSentByCurrentUser: isSentByCurrentUser)))
    }

    @ViewBuilder private func quoteAndGiphys(_ giphys: [ChatMessageGiphyAttachment]) -> some View {
        if let quoted = message.quotedMessage {
            factory.makeQuotedMessageView(options: QuotedMessageViewOptions(quotedMessage: quoted))
        }
        ForEach(giphys, id: \.id) { giphy in
            factory.makeGiphyAttachmentView(
                options: GiphyAttachmentViewOptions(
                    message: message,
                    title: giphy.payload.title,
                    previewURL: giphy.payload.previewURL,
                    isEphemeralPreview: message.type == .ephemeral,
                    onAction: { action in actions.giphyAction(message, action) }
                )
            )
        }
    }
}
