import Foundation
import StreamChat

extension ChatMessage {
    /// Whether the text was changed after sending (the time then says "Edited"). The server moves
    /// `updatedAt` only for edits and deletions (reactions have dates of their own); a sent giphy
    /// is not an edit.
    var isEdited: Bool {
        !isDeleted && type == .regular && localState == nil && updatedAt > createdAt && giphyAttachments.isEmpty
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
