import Foundation
import StreamChat

extension ChatMessage {
    /// Whether the text was changed after sending (the time then says "Edited"). The server moves
    /// `updatedAt` only for edits and deletions (reactions have dates of their own); a sent giphy
    /// is not an edit.
    var isEdited: Bool {
        !isDeleted && type == .regular && localState == nil && updatedAt > createdAt && giphyAttachments.isEmpty
    }

    /// Whether the last attempt to send, edit or delete failed (shown with a resend button).
    var isFailed: Bool {
        localState?.isFailed ?? false
    }
}
