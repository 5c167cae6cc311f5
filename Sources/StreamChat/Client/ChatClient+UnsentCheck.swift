import Foundation

/// The server decides whether an unsent message was sent: a message the app recorded as on its
/// way, or failed, may have been stored just before the app stopped (or by another client of the
/// user, or when only the answer was lost). Such a message is sent, not failed.
extension ChatClient {
    /// Asks the server, channel by channel, for the connected user's unsent messages that are
    /// not on their way; those it has leave the outbox (see ``notePublished(_:)``). The
    /// requests are queued at once, without waiting for each other's answers: anything asked
    /// after this call (a resend, a page) is answered after them, so their answers are applied
    /// first. The connect completes without waiting for them.
    @MainActor func confirmUnsentMessages() {
        let settled = outbox.allMessages().filter { $0.message.localState?.isPending != true }
        let byChannel = Dictionary(grouping: settled, by: \.cid).map { (cid: $0.key, ids: $0.value.map(\.id)) }
        for batch in byChannel.sorted(by: { $0.cid.rawValue < $1.cid.rawValue }) {
            perform(.getMessages(cid: batch.cid, ids: batch.ids)) { [self] result in
                if case let .success(.messages(stored)) = result {
                    for message in stored { notePublished(message) }
                }
            }
        }
    }

    /// Takes an unsent message out of the outbox when `message`, the server's copy, shows it
    /// published (not bounced, no error), and shows that copy in every controller. Returns
    /// whether it did.
    @MainActor @discardableResult func notePublished(_ message: ChatMessage) -> Bool {
        guard message.localState == nil, !message.isBounced, message.type != .error, outbox.entry(message.id) != nil else { return false }
        outbox.remove(message.id)
        applyLocalChange(.messageUpdated(message))
        return true
    }
}
