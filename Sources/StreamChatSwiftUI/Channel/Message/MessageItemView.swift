import StreamChat
import SwiftUI

/// A regular message in the list: the author's avatar and name (for others' messages), the
/// bubble with quote, giphy and text, then reactions, delivery problems and the time.
/// Its context menu holds the message actions from the factory.
public struct MessageItemView<Factory: ViewFactory>: View {
    @Injected(\.colors) private var colors
    @Injected(\.fonts) private var fonts

    private let factory: Factory
    private let options: MessageItemViewOptions

    public init(factory: Factory, options: MessageItemViewOptions) {
        self.factory = factory
        self.options = options
    }

    private var message: ChatMessage { options.message }
    private var isMine: Bool { options.isSentByCurrentUser }
    /// One row tall, so the initials sit on the bubble's last line.
    private static var avatarSize: CGSize { CGSize(width: 32, height: 16) }

    public var body: some View {
        // A generic body looks up its nested view types at run time on every evaluation; the
        // copy specialized for the default factory has them ready (custom factories are
        // unaffected and behave the same). The generic getter only returns `content` (with
        // `return`, so that no view builder wraps it): a generic getter building views looks
        // up all their types (opaque ones by demangling) before it checks whether to hand over
        // to the specialized copy.
        @_specialize(exported: false, where Factory == DefaultViewFactory)
        get { return content }
    }

    @inline(never) private var content: some View {
        layout
            .focusable()
            .contextMenu {
                MessageActionsMenuContent(factory: factory, message: message, actions: options.actions)
            }
    }

    // The layout is spelled out once for the current user's messages and once for others', and
    // lines that are usually absent share one condition, so that a row is built from as few
    // nodes as the message needs (each `if` is a node even when it shows nothing).

    @ViewBuilder private var layout: some View {
        if isMine {
            VStack(alignment: .trailing, spacing: 0) {
                HStack(alignment: .bottom, spacing: 1) {
                    Spacer(minLength: 32)
                    bubble
                }
                if hasLinesBelowBubble {
                    HStack(alignment: .top, spacing: 1) {
                        linesBelowBubble
                    }
                }
            }
        } else {
            VStack(alignment: .leading, spacing: 0) {
                HStack(alignment: .bottom, spacing: 1) {
                    if options.isLastInGroup {
                        factory.makeUserAvatarView(options: UserAvatarViewOptions(user: message.author, size: Self.avatarSize))
                    } else {
                        Color.clear.frame(width: Self.avatarSize.width, height: Self.avatarSize.height)
                    }
                    bubble
                    Spacer(minLength: 8)
                }
                if hasLinesBelowBubble {
                    HStack(alignment: .top, spacing: 1) {
                        Color.clear.frame(width: Self.avatarSize.width, height: 0)
                        linesBelowBubble
                        Spacer(minLength: 8)
                    }
                }
            }
        }
    }

    /// Whether the ephemeral note, reactions or a delivery problem show under the bubble.
    private var hasNotesBelowBubble: Bool {
        message.type == .ephemeral || !message.reactionCounts.isEmpty || message.isFailed || message.isBounced
    }

    private var hasLinesBelowBubble: Bool {
        hasNotesBelowBubble || options.isLastInGroup || message.isEdited
    }

    /// The ephemeral note, reactions, delivery problems and the time, under the bubble.
    private var linesBelowBubble: some View {
        VStack(alignment: isMine ? .trailing : .leading, spacing: 0) {
            if hasNotesBelowBubble {
                notesBelowBubble
            }
            if options.isLastInGroup || message.isEdited {
                factory.makeMessageDateView(options: MessageDateViewOptions(message: message))
            }
        }
    }

    @ViewBuilder private var notesBelowBubble: some View {
        if message.type == .ephemeral {
            Text(L10n.MessageList.onlyVisibleToYou)
                .font(fonts.footnote)
                .foregroundColor(Color(colors.textLowEmphasis))
        }
        if !message.reactionCounts.isEmpty {
            factory.makeMessageReactionView(
                options: MessageReactionViewOptions(message: message) { type in
                    options.actions.toggleReaction(message, type)
                }
            )
            .padding(.horizontal, MessageBubbleView<Factory>.padding)
        }
        if message.isFailed {
            failedIndicator
        }
        if message.isBounced {
            factory.makeBouncedMessageActionsView(
                options: BouncedMessageActionsViewOptions(message: message) { action in
                    options.actions.bouncedAction(message, action)
                }
            )
            .modifier(factory.styles.makeBouncedMessageActionsModifier(options: BouncedMessageActionsModifierOptions(message: message)))
        }
    }

    private var bubble: MessageBubbleView<Factory> {
        MessageBubbleView(
            factory: factory,
            message: message,
            isSentByCurrentUser: isMine,
            mentionedUserNames: options.mentionedUserNames,
            showsAuthor: options.isFirstInGroup && !isMine,
            actions: options.actions
        )
    }

    private var failedIndicator: some View {
        HStack(spacing: 1) {
            Text("! \(L10n.MessageList.failed)")
                .font(fonts.footnote)
                .foregroundColor(Color(colors.alert))
            Button(L10n.MessageList.resend) {
                options.actions.resend(message)
            }
        }
    }
}

/// The context menu of a message: the factory's actions view. The actions are worked out when
/// the menu is shown (its body runs only then), not every time the message row is built.
struct MessageActionsMenuContent<Factory: ViewFactory>: View {
    let factory: Factory
    let message: ChatMessage
    let actions: MessageItemActions

    var body: some View {
        factory.makeMessageActionsView(
            options: MessageActionsViewOptions(message: message, actions: actions.messageActions(message))
        )
    }
}
