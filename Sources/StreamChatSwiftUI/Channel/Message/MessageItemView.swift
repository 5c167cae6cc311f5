import StreamChat
import SwiftUI

/// A regular message in the list: the author's avatar and name (for others' messages), the
/// bubble with quote, giphy and text, then reactions, delivery problems and the time.
/// Its context menu holds the message actions from the factory.
public struct MessageItemView<Factory: ViewFactory>: View {
    private let factory: Factory
    private let options: MessageItemViewOptions

    public init(factory: Factory, options: MessageItemViewOptions) {
        self.factory = factory
        self.options = options
    }

    private var message: ChatMessage { options.message }
    private var isMine: Bool { options.isSentByCurrentUser }

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

    // The layout is spelled out once for the current user's messages and once for others'
    // (no `if isMine` in each stack: each would be listed, with an identity of its own, on
    // every evaluation, and the stacks' children matched by identity). What
    // depends on the end of the message's group (the avatar, the time) is in views of their
    // own, which read it themselves (see `MessageGroupEndViews.swift`): this body does not
    // depend on it.

    @ViewBuilder private var layout: some View {
        // One object shared by the bubble, the avatar slot and the footer (see `MessageItemParts`).
        let parts = MessageItemParts(factory: factory, options: options)
        if isMine {
            VStack(alignment: .trailing, spacing: 0) {
                HStack(alignment: .bottom, spacing: 1) {
                    Spacer(minLength: 32)
                    MessageBubbleView(parts: parts)
                }
                MessageFooterView(parts: parts, groupEnd: groupEnd)
            }
        } else {
            VStack(alignment: .leading, spacing: 0) {
                HStack(alignment: .bottom, spacing: MessageAvatarSlot<Factory>.spacing) {
                    MessageAvatarSlot(parts: parts, groupEnd: groupEnd)
                    MessageBubbleView(parts: parts)
                    Spacer(minLength: 8)
                }
                MessageFooterView(parts: parts, groupEnd: groupEnd)
            }
        }
    }

    /// Where the avatar and footer read whether the message ends its group.
    private var groupEnd: MessageGroupEndSource {
        MessageGroupEndSource(record: options.groupEnd, builtValue: options.isLastInGroup)
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
