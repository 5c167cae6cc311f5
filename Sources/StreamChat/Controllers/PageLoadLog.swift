import Foundation

/// The message changes that arrive while pages of messages are on their way, kept for each
/// page until it is merged.
///
/// Server events and the answers to requests reach the main actor by different paths: a change
/// the server committed after it read a page can arrive before that page, and the page would
/// then show the message as it was before the change (or not at all). A controller applies such
/// a change at once and again once the page is merged. Message events carry the whole message,
/// so applying, in order, every change that arrived since the page was asked for leaves each
/// message as its latest event has it, whether the page already reflected a change or not.
struct PageLoadLog {
    private var events: [ChatEvent] = []
    /// The position of `events[0]` among all events recorded.
    private var offset = 0
    /// Where each page on its way started, by ticket.
    private var starts: [Int: Int] = [:]
    private var lastTicket = 0

    /// Starts keeping changes for a page being asked for; returns its ticket.
    mutating func begin() -> Int {
        lastTicket += 1
        starts[lastTicket] = offset + events.count
        return lastTicket
    }

    /// Keeps a change, while some page is on its way.
    mutating func record(_ event: ChatEvent) {
        guard !starts.isEmpty else { return }
        events.append(event)
    }

    /// The changes that arrived since the page of `ticket` was asked for, oldest first; stops
    /// keeping them for that page (and forgets those no other page on its way needs).
    mutating func end(_ ticket: Int) -> [ChatEvent] {
        guard let start = starts.removeValue(forKey: ticket) else { return [] }
        let arrived = Array(events[(start - offset)...])
        let neededFrom = starts.values.min() ?? offset + events.count
        events.removeFirst(neededFrom - offset)
        offset = neededFrom
        return arrived
    }
}
