import Foundation
import StreamChat

extension ChatMessage {
    /// Whether the text was changed after sending (the time then says "Edited").
    var isEdited: Bool {
        !isDeleted && type == .regular && localState == nil && updatedAt.timeIntervalSince(createdAt) > 1
            && reactionCounts.isEmpty
    }

    /// Whether moderation rejected the message: an error answer to a message of the current user
    /// that carries its text, shown with actions to send anyway, edit or delete.
    var isBounced: Bool {
        type == .error && isSentByCurrentUser && command == nil && !text.isEmpty
    }

    /// Whether the last attempt to send, edit or delete failed (shown with a resend button).
    var isFailed: Bool {
        localState?.isFailed ?? false
    }
}
