import StreamChat
import SwiftUI

/// The bubble of a regular message: its quote, giphys and text, padded, on the sender's
/// background, with the factory's message modifier; above it the author's name (first message
/// of another user's group) and the pinned note.
///
/// `Equatable` by what it shows (the message, whose it is, the highlighted names, whether the
/// author's name shows) and by who builds it (factory, actions): when `MessageItemView` runs
/// again for something the bubble does not show (a message outside a list whose group end
/// moved, reactions, a failure), the bubble's subtree (the column with its lines above the bubble
/// when they show, padding, background, modifier) is left as it was instead of being evaluated
/// and reconciled again.
///
/// It reads the current appearance without key paths and only when it shows the pinned note
/// or needs its background (`Appearance.current`, `Appearance.color(_:)`).
struct MessageBubbleView<Factory: ViewFactory>: View, Equatable {
    /// Everything the bubble shows and who builds it, shared with the item's other parts: one
    /// reference, so that a copy of the bubble (several per update, nested in its stacks) costs
    /// one reference count and the bubble fits an existential's inline buffer.
    let parts: MessageItemParts<Factory>

    init(parts: MessageItemParts<Factory>) {
        self.parts = parts
    }

    private var factory: Factory { parts.factory }
    private var message: ChatMessage { parts.message }
    private var isSentByCurrentUser: Bool { parts.isSentByCurrentUser }
    private var mentionedUserNames: [String] { parts.mentionedUserNames }
    private var showsAuthor: Bool { parts.showsAuthor }
    private var actions: MessageItemActions { parts.actions }
    private var isHighlighted: Bool { parts.isHighlighted }

    /// The horizontal padding inside the bubble; `MessageItemView` insets the lines below the
    /// bubble by it too, so they start in the text column.
    static var padding: CGFloat { 8 }

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.parts.showsTheSameBubble(as: rhs.parts)
    }

    var body: some View {
        // A generic body looks up its nested view types at run time on every evaluation; the
        // copy specialized for the default factory has them ready (custom factories are
        // unaffected and behave the same). The generic getter only forwards (see
        // `MessageItemView.body`).
        @_specialize(exported: false, where Factory == DefaultViewFactory)
        get { return content }
    }

    /// The bubble, in a column with the lines above it only when one shows (most bubbles show
    /// none: no column node for them).
    @ViewBuilder @inline(never) private var content: some View {
        if showsAuthor || message.isPinned {
            VStack(alignment: isSentByCurrentUser ? .trailing : .leading, spacing: 0) {
                if showsAuthor {
                    factory.makeMessageAuthorView(options: MessageAuthorViewOptions(user: message.author))
                }
                if message.isPinned {
                    Text("📌 \(L10n.MessageList.pinned)")
                        .font(Appearance.current.fonts.footnote)
                        .foregroundColor(Appearance.current.color(.textLowEmphasis))
                }
                bubble
            }
        } else {
            bubble
        }
    }

    private var bubble: some View {
        let giphys = message.giphyAttachments
        return bubbleContent(giphys)
            .padding(.horizontal, Self.padding)
            .background(Appearance.current.color(backgroundColor))
            .modifier(factory.styles.makeMessageViewModifier(options: MessageViewModifierOptions(message: message, isSentByCurrentUser: isSentByCurrentUser)))
    }

    private var backgroundColor: PaletteColor {
        if isHighlighted { return .messageCellHighlightBackground }
        return isSentByCurrentUser ? .messageCurrentUserBackground : .messageOtherUserBackground
    }

    /// The quote and giphys above the text (none with giphys), in a column; the text alone (most
    /// bubbles) is not wrapped in one.
    @ViewBuilder private func bubbleContent(_ giphys: [ChatMessageGiphyAttachment]) -> some View {
        if message.quotedMessage != nil || !giphys.isEmpty {
            VStack(alignment: .leading, spacing: 0) {
                quoteAndGiphys(giphys)
                if !message.text.isEmpty && giphys.isEmpty {
                    text
                }
            }
        } else if !message.text.isEmpty {
            text
        } else {
            EmptyView()
        }
    }

    private var text: some View {
        factory.makeMessageTextView(
            options: MessageTextViewOptions(
                message: message,
                isSentByCurrentUser: isSentByCurrentUser,
                mentionedUserNames: mentionedUserNames
            )
        )
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
                    isEphemeralPreview: message.isGiphyPreview,
                    onAction: { action in actions.giphyAction(message, action) }
                )
            )
        }
    }
}
