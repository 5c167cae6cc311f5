import StreamChat
import SwiftUI

/// Gives the composer's input focus when an edit or a reply starts (after a message's Edit or
/// Reply action focus is on that action, and typed keys would go nowhere).
///
/// It owns the focus state, so focus moving into or out of the input evaluates only this
/// modifier, not the whole composer.
struct FocusOnContextStart: ViewModifier {
    let editedMessageId: MessageId?
    let quotedMessageId: MessageId?
    @FocusState private var focused: Bool

    func body(content: Content) -> some View {
        content
            .focused($focused)
            .onChange(of: editedMessageId) {
                if editedMessageId != nil { focused = true }
            }
            .onChange(of: quotedMessageId) {
                if quotedMessageId != nil { focused = true }
            }
    }
}
