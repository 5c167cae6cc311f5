import Foundation
import StreamChat

/// Keeps the rows of the message list between updates and rebuilds only what changed.
///
/// Rows of messages before the first changed message are kept, except the one just before it
/// (its group may now end elsewhere); an appended message therefore rebuilds two rows. Each
/// message's day is computed once (keyed by id and creation date), so comparing days costs no
/// calendar work per message per update. Asked again with the very array of the last call (the
/// list, its container and row appearances all ask during one update), it answers at once.
///
/// Its stored properties are `@exclusivity(unchecked)`: the run-time check of each access
/// (`swift_beginAccess`, ~150 per rebuild) cost more than a tenth of an append's rebuild. The
/// cache is confined to the main actor, and no access to one of its properties runs code that
/// reaches the cache again (the row builder works on the two arrays it is handed, by `inout`).
@MainActor
final class MessageListRowsCache {
    /// Messages of the current rows, oldest first.
    @exclusivity(unchecked) private var messages: [ChatMessage] = []
    /// The array of the last call, kept so that its buffer stays alive and unchanged: the same
    /// buffer again means the same messages.
    @exclusivity(unchecked) private var lastNewestFirst: [ChatMessage] = []
    /// Where the rows of each message begin (its date separator, else the message row).
    @exclusivity(unchecked) private var rowStarts: [Int] = []
    @exclusivity(unchecked) private var dayKeys: [Int] = []
    @exclusivity(unchecked) private var rows: [MessageListRow] = []
    @exclusivity(unchecked) private var settings: Settings?
    @exclusivity(unchecked) private var dayKeyByMessage: [String: (createdAt: Date, key: Int)] = [:]
    /// Set by tests to count the field-by-field comparisons (`fieldComparisons`); off, a
    /// comparison counts nothing.
    var countsFieldComparisons = false
    /// How many messages were compared field by field (a message given again as a copy of the
    /// value seen last is not) while `countsFieldComparisons` was set.
    private(set) var fieldComparisons = 0
    /// How many message values were stored in `messages` (an append stores the appended
    /// message and the one before it when given as a new value, never the whole page again).
    /// Counted in release builds too: at most two additions per rebuild of the rows, each about
    /// 110 instructions (callgrind, -O), next to storing the messages and building their rows.
    private(set) var storedMessages = 0
    /// Which messages end their group, as the rows built say (every row built is recorded
    /// before it is returned, so before any view shows it).
    let groupEnds = MessageGroupEnds()

    private struct Settings: Equatable {
        let groupingInterval: TimeInterval
        let showsDateSeparators: Bool
        let timeZone: TimeZone
    }

    /// The rows for `newestFirst` (the controller's order).
    func rows(
        newestFirst: [ChatMessage],
        groupingInterval: TimeInterval,
        showsDateSeparators: Bool,
        formatting: MessageDateFormatting
    ) -> [MessageListRow] {
        let newSettings = Settings(
            groupingInterval: groupingInterval, showsDateSeparators: showsDateSeparators, timeZone: formatting.timeZone
        )
        if newSettings != settings {
            settings = newSettings
            dayKeyByMessage = [:]
            messages = []
            rows = []
            rowStarts = []
            dayKeys = []
            lastNewestFirst = []
        }
        if Self.shareBuffer(newestFirst, lastNewestFirst) { return rows }
        lastNewestFirst = newestFirst
        let count = newestFirst.count
        // Length of the unchanged oldest part (the controller's array is newest first).
        var kept = 0
        // The first kept message given as a new value rather than a copy of the one kept.
        var firstNewValue: Int?
        while kept < messages.count, kept < count {
            let message = newestFirst[count - 1 - kept]
            if !messages[kept].isCopy(of: message) {
                guard isSameDisplay(messages[kept], message) else { break }
                if firstNewValue == nil { firstNewValue = kept }
            }
            kept += 1
        }
        if kept == messages.count, kept == count { return rows }
        let rebuildFrom = max(0, kept - 1)
        let cut = rebuildFrom < rowStarts.count ? rowStarts[rebuildFrom] : rows.count
        // The room `appendRows` asks for, made before the cut: the list holds the last rows, so
        // the buffer is copied here, once, rather than copied to cut it and moved again to make
        // room. The capacity never shrinks and doubles when short, as appending grows an array:
        // reserving just what this rebuild needs made the next append, a row more, copy all
        // the rows again even when no one else held them.
        let needed = cut + count - rebuildFrom + 8
        rows.reserveCapacity(needed <= rows.capacity ? rows.capacity : max(needed, 2 * rows.capacity))
        rows.removeSubrange(cut...)
        rowStarts.removeSubrange(rebuildFrom...)
        // The day of each kept message given as the very value seen last is known (the last
        // one's is looked up again, by its id, only when it may have changed).
        dayKeys.removeSubrange(min(firstNewValue == nil ? kept : rebuildFrom, dayKeys.count)...)
        // The kept messages take their new values in place and the rest is replaced, so an
        // append copies no page of messages.
        if let firstNewValue {
            for index in firstNewValue..<kept { messages[index] = newestFirst[count - 1 - index] }
            storedMessages += kept - firstNewValue
        }
        messages.removeSubrange(kept...)
        messages.append(contentsOf: newestFirst[..<(count - kept)].reversed())
        storedMessages += count - kept
        for message in messages[dayKeys.count...] {
            dayKeys.append(dayKey(of: message, formatting: formatting))
        }
        let dayKeys = self.dayKeys
        MessageListRowBuilder.appendRows(
            of: messages, from: rebuildFrom, groupingInterval: groupingInterval, showsDateSeparators: showsDateSeparators,
            isSameDay: { dayKeys[$0] == dayKeys[$1] }, into: &rows, rowStarts: &rowStarts
        )
        for row in rows[cut...] {
            if case let .message(message, _, isLastInGroup) = row.kind { groupEnds.record(message.id, endsGroup: isLastInGroup) }
        }
        return rows
    }

    private func isSameDisplay(_ old: ChatMessage, _ new: ChatMessage) -> Bool {
        if countsFieldComparisons { fieldComparisons += 1 }
        return old.isSameDisplay(as: new)
    }

    /// Whether two non-empty arrays are one buffer (so, while one of them is kept, the same elements).
    private static func shareBuffer(_ first: [ChatMessage], _ second: [ChatMessage]) -> Bool {
        guard !first.isEmpty, first.count == second.count else { return false }
        return first.withUnsafeBufferPointer { a in second.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
    }

    private func dayKey(of message: ChatMessage, formatting: MessageDateFormatting) -> Int {
        if let cached = dayKeyByMessage[message.id], cached.createdAt == message.createdAt { return cached.key }
        let key = formatting.dayKey(of: message.createdAt)
        dayKeyByMessage[message.id] = (message.createdAt, key)
        return key
    }
}
