import StreamChat
import SwiftUI

/// Gives the composer's input focus when an edit or a reply starts (after a message's Edit or
/// Reply action focus is on that action, and typed keys would go nowhere), and when the
/// commands button listed the instant commands (focus stayed on the button: Enter pressed it
/// again instead of picking the highlighted command, and Ctrl-C quit the demo).
///
/// It owns the focus state, so focus moving into or out of the input evaluates only this
/// modifier, not the whole composer.
struct FocusOnContextStart: ViewModifier {
    let editedMessageId: MessageId?
    let quotedMessageId: MessageId?
    /// How many times the commands button listed the commands.
    let commandsListings: Int
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
            .onChange(of: commandsListings) { focused = true }
    }
}
