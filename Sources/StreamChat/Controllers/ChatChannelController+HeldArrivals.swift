import Foundation

/// New messages that arrive while the newest page is not loaded (a page around an older
/// message) are held, so that none is lost when a page reaches the newest: the server may have
/// answered that page before they were sent, and its answer reaches the main actor after their
/// events.
extension ChatChannelController {
    /// Keeps a new message the list does not show yet.
    @MainActor func holdArrival(_ message: ChatMessage) {
        heldArrivals[message.id] = message
    }

    /// Keeps the latest version of a held message (edited, deleted softly, reacted to).
    @MainActor func updateHeldArrival(_ message: ChatMessage) {
        guard heldArrivals[message.id] != nil else { return }
        heldArrivals[message.id] = message
    }

    /// `newest` (a page that reaches the newest message, newest first) with the held messages
    /// it lacks that are not older than its newest on top; the held messages are consumed.
    @MainActor func withHeldArrivals(_ newest: [ChatMessage]) -> [ChatMessage] {
        defer { heldArrivals = [:] }
        let ids = Set(newest.map(\.id))
        let since = newest.first?.createdAt ?? .distantPast
        let arrived = heldArrivals.values.filter { !ids.contains($0.id) && $0.createdAt >= since }
        return arrived.sorted { ($0.createdAt, $0.id) > ($1.createdAt, $1.id) } + newest
    }
}
