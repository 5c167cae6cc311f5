import StreamChat
import SwiftUI

// The parts of a message row that depend on where the message stands in its group: the avatar
// beside the bubble of another user's last message, and the time under a group's last bubble.
// Each is a view of its own that observes the message's record of the end of its group (the
// list's `MessageGroupEnds`, through `MessageGroupEndSource`): when the next message joins the group, the list
// records that the row before it no longer ends it, and only these two views of that row run
// again (see `MessageGroupEnds`), not its row, item, context menu and stacks.

/// The avatar of another user's message beside the last bubble of a group, or a clear
/// placeholder of the same size beside the others.
struct MessageAvatarSlot<Factory: ViewFactory>: View, Equatable {
    /// The factory and the message (whose author shows), shared with the item's other parts.
    let parts: MessageItemParts<Factory>
    /// Whether the message ends its group: the avatar shows then.
    let groupEnd: MessageGroupEndSource

    init(parts: MessageItemParts<Factory>, groupEnd: MessageGroupEndSource) {
        self.parts = parts
        self.groupEnd = groupEnd
    }

    private var factory: Factory { parts.factory }
    private var author: ChatUser { parts.message.author }

    /// One row tall, so the initials sit on the bubble's last line.
    static var size: CGSize { CGSize(width: 32, height: 16) }
    /// The space between the avatar and the bubble beside it.
    static var spacing: CGFloat { 8 }
    /// How far what stands under another user's bubble (its footer, a muted user's
    /// placeholder) is inset to start where the bubble does: the avatar and its spacing.
    static var bubbleInset: CGFloat { size.width + spacing }

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.groupEnd == rhs.groupEnd && lhs.parts.showsTheSameAvatar(as: rhs.parts)
    }

    var body: some View {
        // Specialized for the default factory; the generic getter only forwards (see
        // `MessageItemView.body`).
        @_specialize(exported: false, where Factory == DefaultViewFactory)
        get { return content }
    }

    @ViewBuilder @inline(never) private var content: some View {
        if groupEnd.isLastInGroup {
            factory.makeUserAvatarView(options: UserAvatarViewOptions(user: author, size: Self.size))
        } else {
            Color.clear.frame(width: Self.size.width, height: Self.size.height)
        }
    }
}

/// What shows under a message's bubble: the ephemeral note, reactions, delivery problems, and the
/// time under the last bubble of a group (or an edited one); nothing (an empty slot) when none
/// of them does.
///
/// The appearance is read (without key paths, `Appearance.current`) only for the notes that
/// use it: a footer holding the time alone reads none.
struct MessageFooterView<Factory: ViewFactory>: View, Equatable {
    /// The factory, the message, whose it is and the actions, shared with the item's other parts.
    let parts: MessageItemParts<Factory>
    /// Whether the message ends its group: its time shows then.
    let groupEnd: MessageGroupEndSource

    init(parts: MessageItemParts<Factory>, groupEnd: MessageGroupEndSource) {
        self.parts = parts
        self.groupEnd = groupEnd
    }

    private var factory: Factory { parts.factory }
    private var message: ChatMessage { parts.message }
    private var isSentByCurrentUser: Bool { parts.isSentByCurrentUser }
    private var actions: MessageItemActions { parts.actions }

    /// The least room between another user's footer lines (notes, time) and the trailing edge
    /// of the message's row, in columns: what a row of the lines with a spacer after them left
    /// (the row's spacing 1 and `Spacer(minLength: 8)`), the layout this padding replaced, so
    /// that the lines wrap at the same width as there.
    static var othersTrailingInset: CGFloat { 1 + 8 }

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.groupEnd == rhs.groupEnd && lhs.parts.showsTheSameFooter(as: rhs.parts)
    }

    var body: some View {
        // Specialized for the default factory; the generic getter only forwards (see
        // `MessageItemView.body`).
        @_specialize(exported: false, where Factory == DefaultViewFactory)
        get { return content }
    }

    /// The current user's lines sit under the bubble on the right; others' are inset by the
    /// avatar's width and the row's spacing, so they start under the bubble.
    ///
    /// Others' lines are padded on both sides in one padding: on the leading side by that inset,
    /// on the trailing side by `othersTrailingInset`. The item's column aligns them on its
    /// leading edge, where a row of them with a spacer put them: the same place and the same
    /// width for the lines, in two nodes fewer than a row and its spacer (a footer is built with
    /// every group's last message and let go when the next message joins the group).
    @ViewBuilder @inline(never) private var content: some View {
        let showsTime = groupEnd.isLastInGroup || message.isEdited
        if hasNotes || showsTime {
            if isSentByCurrentUser {
                HStack(alignment: .top, spacing: 1) {
                    lines(showingTime: showsTime)
                }
            } else {
                lines(showingTime: showsTime)
                    .padding(EdgeInsets(top: 0, leading: MessageAvatarSlot<Factory>.bubbleInset, bottom: 0, trailing: Self.othersTrailingInset))
            }
        }
    }

    /// Whether the ephemeral note, reactions or a delivery problem show.
    private var hasNotes: Bool {
        message.type == .ephemeral || !message.reactionCounts.isEmpty || message.isFailed || message.isBounced
    }

    /// The notes above the time, in a column; the time alone (most footers: the last bubble of a
    /// group) is not wrapped in one.
    @ViewBuilder private func lines(showingTime showsTime: Bool) -> some View {
        if hasNotes {
            VStack(alignment: isSentByCurrentUser ? .trailing : .leading, spacing: 0) {
                notes
                if showsTime {
                    time
                }
            }
        } else {
            time
        }
    }

    private var time: some View {
        factory.makeMessageDateView(options: MessageDateViewOptions(message: message))
    }

    @ViewBuilder private var notes: some View {
        if message.type == .ephemeral {
            Text(L10n.MessageList.onlyVisibleToYou)
                .font(Appearance.current.fonts.footnote)
                .foregroundColor(Appearance.current.color(.textLowEmphasis))
        }
        if !message.reactionCounts.isEmpty {
            factory.makeMessageReactionView(
                options: MessageReactionViewOptions(message: message) { [actions, message] type in
                    actions.toggleReaction(message, type)
                }
            )
            .padding(.horizontal, MessageBubbleView<Factory>.padding)
        }
        if message.isFailed {
            failedIndicator
        }
        if message.isBounced {
            factory.makeBouncedMessageActionsView(
                options: BouncedMessageActionsViewOptions(message: message) { [actions, message] action in
                    actions.bouncedAction(message, action)
                }
            )
            .modifier(factory.styles.makeBouncedMessageActionsModifier(options: BouncedMessageActionsModifierOptions(message: message)))
        }
    }

    private var failedIndicator: some View {
        HStack(spacing: 1) {
            Text("! \(L10n.MessageList.failed)")
                .font(Appearance.current.fonts.footnote)
                .foregroundColor(Appearance.current.color(.alert))
            Button(L10n.MessageList.resend) { [actions, message] in
                actions.resend(message)
            }
        }
    }
}
