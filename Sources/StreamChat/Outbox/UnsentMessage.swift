import Foundation

/// A message of the current user the server has not published: on its way (pending), failed
/// to send, or bounced by moderation. The client keeps one per message id in its
/// `MessageOutbox` until the server publishes the message or the user deletes it.
struct UnsentMessage: Sendable {
    /// The channel the message goes to.
    let cid: ChannelId
    /// What is sent (again) to the server.
    var draft: NewMessage
    /// The local copy every channel controller of the channel shows.
    var message: ChatMessage

    var id: MessageId { draft.id }

    /// Whether the user can act on it: resend, edit or delete (it failed or was bounced; a
    /// pending message is still on its way).
    var awaitsUser: Bool { message.localState == .sendingFailed || message.isBounced }

    /// The message as it comes back after the process stopped: a message that was still on its
    /// way is reported failed ("not sent"), ready to resend; failed and bounced ones are unchanged.
    func restoredAfterStop() -> UnsentMessage {
        guard let state = message.localState, state.isPending else { return self }
        var restored = self
        restored.message.localState = .sendingFailed
        restored.message.failureReason = ClientError.ConnectionNotSuccessful(
            "Not sent: the app stopped before the server confirmed the message. Resend it.")
        return restored
    }

    /// The message on its way to the server again with `text` (moderation and failure cleared).
    func pendingAgain(text: String) -> UnsentMessage {
        var pending = self
        pending.draft.text = text
        pending.message.text = text
        pending.message.type = .regular
        pending.message.moderationDetails = nil
        pending.message.failureReason = nil
        pending.message.localState = .pendingSend
        return pending
    }

    /// The message after a failed send, with why it failed.
    func failed(because error: Error) -> UnsentMessage {
        var failed = self
        failed.message.localState = .sendingFailed
        failed.message.failureReason = error as? ClientError ?? ClientError(String(describing: error), underlyingError: error)
        return failed
    }
}
