import Foundation

/// The server decides whether an unsent message was sent: a message the app recorded as on its
/// way, or failed, may have been stored just before the app stopped (or by another client of the
/// user, or when only the answer was lost). Such a message is sent, not failed.
extension ChatClient {
    /// Asks the server, channel by channel, for the connected user's unsent messages that are
    /// not on their way; those it has leave the outbox (see ``notePublished(_:)``). Calls `done`
    /// once every channel answered (or failed to).
    @MainActor func confirmUnsentMessages(then done: @escaping @MainActor () -> Void) {
        let settled = outbox.allMessages().filter { $0.message.localState?.isPending != true }
        let byChannel = Dictionary(grouping: settled, by: \.cid).map { (cid: $0.key, ids: $0.value.map(\.id)) }
        confirm(byChannel.sorted { $0.cid.rawValue < $1.cid.rawValue }[...], then: done)
    }

    @MainActor private func confirm(_ batches: ArraySlice<(cid: ChannelId, ids: [MessageId])>, then done: @escaping @MainActor () -> Void) {
        guard let batch = batches.first else { return done() }
        perform(.getMessages(cid: batch.cid, ids: batch.ids)) { [self] result in
            if case let .success(.messages(stored)) = result {
                for message in stored { notePublished(message) }
            }
            confirm(batches.dropFirst(), then: done)
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
