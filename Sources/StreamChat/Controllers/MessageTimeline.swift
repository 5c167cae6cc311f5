import Foundation

/// A channel's loaded messages, newest first, with pending and failed local messages kept in
/// place by creation time. Each change returns the list changes it made, so that observers
/// get exact changes without diffing the whole list. Lookups by id are binary searches on the
/// creation time kept per id. Local-only messages (see `addLocalOnly`) stay in place across
/// reloads of the newest page.
struct MessageTimeline {
    private(set) var messages: [ChatMessage] = []
    private var createdAtById: [MessageId: Date] = [:]
    private var localOnlyIds: Set<MessageId> = []
    /// Local-only messages set aside while the timeline holds a page of older messages (they
    /// belong with the newest ones and come back with them).
    private var setAsideLocalOnly: [ChatMessage] = []

    /// Adds a message that exists only in this timeline: never sent, never stored.
    mutating func addLocalOnly(_ message: ChatMessage) -> [ListChange<ChatMessage>] {
        localOnlyIds.insert(message.id)
        return upsert(message)
    }

    /// Whether the message exists only in this timeline.
    func isLocalOnly(_ id: MessageId) -> Bool { localOnlyIds.contains(id) }

    /// Inserts or replaces a message (by id), keeping newest-first order.
    mutating func upsert(_ message: ChatMessage) -> [ListChange<ChatMessage>] {
        if let existing = index(of: message.id) {
            if messages[existing] == message { return [] }
            if messages[existing].createdAt == message.createdAt {
                messages[existing] = message
                return [.update(message, index: ListDiff.indexPath(existing))]
            }
            messages.remove(at: existing)
            let target = insertionIndex(for: message.createdAt)
            messages.insert(message, at: target)
            createdAtById[message.id] = message.createdAt
            return [.move(message, fromIndex: ListDiff.indexPath(existing), toIndex: ListDiff.indexPath(target))]
        }
        let target = insertionIndex(for: message.createdAt)
        messages.insert(message, at: target)
        createdAtById[message.id] = message.createdAt
        return [.insert(message, index: ListDiff.indexPath(target))]
    }

    mutating func remove(id: MessageId) -> [ListChange<ChatMessage>] {
        guard let index = index(of: id) else { return [] }
        let removed = messages.remove(at: index)
        createdAtById[id] = nil
        localOnlyIds.remove(id)
        return [.remove(removed, index: ListDiff.indexPath(index))]
    }

    /// Replaces the loaded messages with the newest page plus `unsent` (the client's messages
    /// of the channel the server has not published: pending, failed, bounced), each in place by
    /// creation time, keeping local-only messages.
    mutating func replaceNewest(with page: [ChatMessage], unsent: [ChatMessage]) -> [ListChange<ChatMessage>] {
        let pageIds = Set(page.map(\.id))
        let local = (messages + setAsideLocalOnly).filter { localOnlyIds.contains($0.id) && !pageIds.contains($0.id) }
            + unsent.filter { !pageIds.contains($0.id) }
        setAsideLocalOnly = []
        let old = messages
        messages = page
        createdAtById = Dictionary(page.map { ($0.id, $0.createdAt) }, uniquingKeysWith: { first, _ in first })
        for message in local { _ = upsert(message) }
        return ListDiff.changes(from: old, to: messages)
    }

    /// Replaces the loaded messages with a page that does not reach the newest message (around
    /// a message): local messages, which belong with the newest, are set aside until
    /// `replaceNewest` brings the newest page back.
    mutating func replaceWithDetachedPage(_ page: [ChatMessage]) -> [ListChange<ChatMessage>] {
        setAsideLocalOnly += messages.filter { localOnlyIds.contains($0.id) }
        let old = messages
        messages = page
        createdAtById = Dictionary(page.map { ($0.id, $0.createdAt) }, uniquingKeysWith: { first, _ in first })
        return ListDiff.changes(from: old, to: messages)
    }

    /// Adds a page of newer messages above the loaded ones.
    mutating func insertNewer(_ page: [ChatMessage]) -> [ListChange<ChatMessage>] {
        page.filter { createdAtById[$0.id] == nil }.flatMap { upsert($0) }
    }

    /// Adds an older page below the loaded messages; local messages older than some of the page
    /// (an unsent message from long ago) stay below them.
    mutating func appendOlder(_ page: [ChatMessage]) -> [ListChange<ChatMessage>] {
        let added = page.filter { createdAtById[$0.id] == nil }
        if let oldest = messages.last, added.contains(where: { $0.createdAt > oldest.createdAt }) {
            return added.flatMap { upsert($0) }
        }
        let start = messages.count
        messages.append(contentsOf: added)
        for message in added { createdAtById[message.id] = message.createdAt }
        return added.enumerated().map { .insert($0.element, index: ListDiff.indexPath(start + $0.offset)) }
    }

    /// The positions of the loaded messages that quote an older copy of `message` (see
    /// ``refreshQuotes(at:with:)``).
    func staleQuotes(of message: ChatMessage) -> [Int] {
        let quote = Self.quote(of: message)
        return messages.indices.filter { messages[$0].quotedMessage?.id == message.id && messages[$0].quotedMessage != quote }
    }

    /// Puts `message`'s new value (an edit, a deletion, a reaction, a pin) into the loaded
    /// messages at `positions` (from ``staleQuotes(of:)``), as the server builds a quote:
    /// without the quote's own quoted message.
    mutating func refreshQuotes(at positions: [Int], with message: ChatMessage) -> [ListChange<ChatMessage>] {
        let quote = Self.quote(of: message)
        return positions.map { index in
            messages[index].quotedMessage = quote
            return .update(messages[index], index: ListDiff.indexPath(index))
        }
    }

    private static func quote(of message: ChatMessage) -> ChatMessage {
        var quote = message
        quote.quotedMessage = nil
        return quote
    }

    func message(id: MessageId) -> ChatMessage? { index(of: id).map { messages[$0] } }

    func contains(_ id: MessageId) -> Bool { createdAtById[id] != nil }

    /// Whether upserting `newMessage` would change the list.
    func changes(upserting newMessage: ChatMessage) -> Bool { message(id: newMessage.id) != newMessage }

    /// The position of a message: binary search to its creation time, then a scan of equal times.
    private func index(of id: MessageId) -> Int? {
        guard let createdAt = createdAtById[id] else { return nil }
        var index = insertionIndex(for: createdAt)
        while index < messages.count && messages[index].createdAt == createdAt {
            if messages[index].id == id { return index }
            index += 1
        }
        return messages.firstIndex { $0.id == id }
    }

    /// The first position whose message is not newer than `date`.
    private func insertionIndex(for date: Date) -> Int {
        var low = 0, high = messages.count
        while low < high {
            let middle = (low + high) / 2
            if messages[middle].createdAt > date { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
