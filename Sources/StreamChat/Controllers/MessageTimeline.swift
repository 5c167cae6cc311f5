import Foundation

/// A channel's loaded messages, newest first, with pending and failed local messages kept in
/// place by creation time.
struct MessageTimeline {
    private(set) var messages: [ChatMessage] = []

    /// Inserts or replaces a message (by id), keeping newest-first order.
    mutating func upsert(_ message: ChatMessage) {
        if let existing = messages.firstIndex(where: { $0.id == message.id }) {
            if messages[existing].createdAt == message.createdAt {
                messages[existing] = message
                return
            }
            messages.remove(at: existing)
        }
        messages.insert(message, at: insertionIndex(for: message))
    }

    mutating func remove(id: MessageId) {
        messages.removeAll { $0.id == id }
    }

    /// Replaces the newest page (after a first load), keeping local messages the server does
    /// not know yet.
    mutating func replaceNewest(with page: [ChatMessage]) {
        let pageIds = Set(page.map(\.id))
        let local = messages.filter { $0.localState != nil && !pageIds.contains($0.id) }
        messages = page
        local.forEach { upsert($0) }
    }

    /// Appends an older page.
    mutating func appendOlder(_ page: [ChatMessage]) {
        let known = Set(messages.map(\.id))
        messages.append(contentsOf: page.filter { !known.contains($0.id) })
    }

    func message(id: MessageId) -> ChatMessage? { messages.first { $0.id == id } }

    private func insertionIndex(for message: ChatMessage) -> Int {
        var low = 0, high = messages.count
        while low < high {
            let middle = (low + high) / 2
            if messages[middle].createdAt > message.createdAt { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
