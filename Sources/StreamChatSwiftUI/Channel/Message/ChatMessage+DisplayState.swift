import Foundation
import StreamChat

extension ChatMessage {
    /// Whether the text was edited after it was published (the time then says "Edited"), as the
    /// server recorded in `textUpdatedAt`. `updatedAt` is no guide: pinning moves it too.
    var isEdited: Bool {
        textUpdatedAt != nil && !isDeleted && type == .regular && localState == nil
    }

    /// Whether the last attempt to send, edit or delete failed (shown with a resend button).
    var isFailed: Bool {
        localState?.isFailed ?? false
    }
}
