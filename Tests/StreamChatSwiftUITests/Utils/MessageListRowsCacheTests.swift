import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import Testing

/// The incremental rows must always equal rows built from scratch.
@Suite("Message list rows kept between updates")
@MainActor
struct MessageListRowsCacheTests {
    let ana = Fixtures.user("ana", name: "Ana")
    let ben = Fixtures.user("ben", name: "Ben")
    let formatting = MessageDateFormatting(timeZone: TimeZone(identifier: "UTC")!)

    private func fromScratch(_ oldestFirst: [ChatMessage]) -> [MessageListRow] {
        MessageListRowBuilder.rows(
            oldestFirst: oldestFirst, groupingInterval: 60, showsDateSeparators: true,
            isSameDay: { formatting.isSameDay($0, $1) }
        )
    }

    private func cached(_ cache: MessageListRowsCache, _ oldestFirst: [ChatMessage]) -> [MessageListRow] {
        cache.rows(newestFirst: oldestFirst.reversed(), groupingInterval: 60, showsDateSeparators: true, formatting: formatting)
    }

    private var conversation: [ChatMessage] {
        let day = 86_400.0 * 200
        return [
            Fixtures.message("1", text: "hi", author: ana, at: day + 10),
            Fixtures.message("2", text: "there", author: ana, at: day + 40),
            Fixtures.message("3", text: "yo", author: ben, at: day + 50),
            Fixtures.message("4", text: "late", author: ben, at: day + 86_390),
            Fixtures.message("5", text: "next day", author: ben, at: day + 86_410),
        ]
    }

    @Test func appendingRegroupsTheLastRowAndAddsSeparators() {
        let cache = MessageListRowsCache()
        var messages = Array(conversation.prefix(3))
        #expect(cached(cache, messages) == fromScratch(messages))
        for next in conversation.dropFirst(3) {
            messages.append(next)
            #expect(cached(cache, messages) == fromScratch(messages))
        }
        messages.append(Fixtures.message("6", text: "same group", author: ben, at: 86_400.0 * 201 + 20))
        let rows = cached(cache, messages)
        #expect(rows == fromScratch(messages))
        #expect(rows.count == 8)
    }

    /// The day kept for a message id is made again when the message comes back with another date.
    @Test func aMessageGivenAgainWithAnotherDateIsOnItsNewDay() {
        let cache = MessageListRowsCache()
        let first = conversation[0]
        #expect(cached(cache, [first, conversation[1]]) == fromScratch([first, conversation[1]]))
        let moved = Fixtures.message(first.id, text: first.text, author: ana, at: first.createdAt.timeIntervalSince1970 + 86_400 * 3)
        let rows = cached(cache, [moved])
        #expect(rows == fromScratch([moved]))
        #expect(rows.first?.kind == .dateSeparator(moved.createdAt), "\(rows)")
    }

    /// A kept message given again with only another date ([a, b] then [a', b], a' a day and
    /// some minutes earlier) is not the same row: its separator, its group and the time its
    /// footer shows (the row's message) follow the new date.
    @Test func aKeptMessageGivenAgainWithOnlyAnotherDateIsRebuilt() {
        let cache = MessageListRowsCache()
        let first = conversation[0], second = conversation[1]
        #expect(Self.summary(cached(cache, [first, second])) == Self.summary(fromScratch([first, second])))
        // Only the date differs: the server gave the message another time, its update time kept.
        let moved = ChatMessage(
            id: first.id, cid: first.cid, text: first.text, type: first.type, author: first.author,
            createdAt: first.createdAt.addingTimeInterval(-86_400 - 600), updatedAt: first.updatedAt
        )
        #expect(!moved.isSameDisplay(as: first), "another date shows another time")
        let rows = cached(cache, [moved, second])
        #expect(Self.summary(rows) == Self.summary(fromScratch([moved, second])))
        #expect(Self.summary(rows) == [
            "separator \(moved.createdAt.timeIntervalSince1970)",
            "1 at \(moved.createdAt.timeIntervalSince1970) first last",
            "separator \(second.createdAt.timeIntervalSince1970)",
            "2 at \(second.createdAt.timeIntervalSince1970) first last",
        ])
    }

    /// Each row's kind with its dates and group flags (row equality compares messages by what
    /// they show, so it is not used to tell the dates apart).
    private static func summary(_ rows: [MessageListRow]) -> [String] {
        rows.map { row in
            switch row.kind {
            case let .dateSeparator(date):
                return "separator \(date.timeIntervalSince1970)"
            case let .message(message, isFirstInGroup, isLastInGroup):
                return "\(message.id) at \(message.createdAt.timeIntervalSince1970)"
                    + (isFirstInGroup ? " first" : "") + (isLastInGroup ? " last" : "")
            }
        }
    }

    @Test func askingAgainWithTheSameArrayGivesTheSameRowsAndAnArrayChangedInPlaceNewOnes() {
        let cache = MessageListRowsCache()
        var newestFirst = Array(conversation.reversed())
        let ask = { cache.rows(newestFirst: newestFirst, groupingInterval: 60, showsDateSeparators: true, formatting: formatting) }
        let first = ask()
        #expect(first == fromScratch(conversation))
        #expect(ask() == first)
        // Same count, changed in place: the cache keeps the old array, so the change copies it.
        newestFirst[0] = Fixtures.message("5", text: "edited in place", author: ben, at: 86_400.0 * 201 + 10)
        let edited = ask()
        #expect(edited == fromScratch(newestFirst.reversed()))
        #expect(edited.compactMap(\.message).map(\.text).contains("edited in place"))
        #expect(ask() == edited)
    }

    @Test func prependingEditingAndRemovingMatchAFullBuild() {
        let cache = MessageListRowsCache()
        var messages = Array(conversation.suffix(2))
        #expect(cached(cache, messages) == fromScratch(messages))
        messages = conversation
        #expect(cached(cache, messages) == fromScratch(messages))
        messages[1] = Fixtures.message("2", text: "edited", author: ana, at: 86_400.0 * 200 + 40)
        let edited = cached(cache, messages)
        #expect(edited == fromScratch(messages))
        #expect(edited.compactMap(\.message).map(\.text).contains("edited"))
        messages.remove(at: 2)
        #expect(cached(cache, messages) == fromScratch(messages))
        messages.removeAll()
        #expect(cached(cache, messages).isEmpty)
    }

    @Test func aNewTimeZoneRebuildsTheDays() {
        let cache = MessageListRowsCache()
        let messages = conversation
        #expect(cached(cache, messages) == fromScratch(messages))
        formatting.timeFormatter.timeZone = TimeZone(secondsFromGMT: 12 * 3600)
        #expect(cached(cache, messages) == fromScratch(messages))
    }

    @Test func messagesGivenAgainAsTheSameValuesAreNotComparedFieldByField() {
        let cache = MessageListRowsCache()
        cache.countsFieldComparisons = true
        var messages = conversation
        #expect(cached(cache, messages) == fromScratch(messages))
        messages.append(Fixtures.message("6", text: "new", author: ana, at: 86_400.0 * 201 + 500))
        #expect(cached(cache, messages) == fromScratch(messages))
        #expect(cache.fieldComparisons == 0)
        // An equal message made again (as a store read would) is compared, and kept.
        messages[2] = Fixtures.message("3", text: "yo", author: ben, at: 86_400.0 * 200 + 50)
        messages.append(Fixtures.message("7", text: "newer", author: ana, at: 86_400.0 * 201 + 510))
        #expect(cached(cache, messages) == fromScratch(messages))
        #expect(cache.fieldComparisons == 1)
        // An edited one is compared and rebuilt.
        messages[2] = Fixtures.message("3", text: "edited", author: ben, at: 86_400.0 * 200 + 50)
        let rows = cached(cache, messages)
        #expect(rows == fromScratch(messages))
        #expect(rows.compactMap(\.message).map(\.text).contains("edited"))
        #expect(cache.fieldComparisons == 2)
    }

    @Test func anAppendStoresTheAppendedMessageNotThePageAgain() {
        let cache = MessageListRowsCache()
        var messages = conversation
        #expect(cached(cache, messages) == fromScratch(messages))
        #expect(cache.storedMessages == 5)
        messages.append(Fixtures.message("6", text: "new", author: ana, at: 86_400.0 * 201 + 500))
        #expect(cached(cache, messages) == fromScratch(messages))
        #expect(cache.storedMessages == 6)
        // A kept message given as a new value is stored in place; the ones after it are too.
        messages[3] = Fixtures.message("4", text: "late", author: ben, at: 86_400.0 * 200 + 86_390)
        messages.append(Fixtures.message("7", text: "newer", author: ana, at: 86_400.0 * 201 + 510))
        #expect(cached(cache, messages) == fromScratch(messages))
        #expect(cache.storedMessages == 6 + 3 + 1)
        // Removing the newest stores nothing.
        messages.removeLast()
        #expect(cached(cache, messages) == fromScratch(messages))
        #expect(cache.storedMessages == 10)
    }

    @Test func anAppendedMessageOnTheDayOfTheLastOneAsksTheCalendarNothing() {
        let cache = MessageListRowsCache()
        var messages = conversation
        #expect(cached(cache, messages) == fromScratch(messages))
        let lookups = formatting.dayKeyCalendarLookups
        messages.append(Fixtures.message("6", text: "same day", author: ana, at: 86_400.0 * 201 + 500))
        #expect(cached(cache, messages) == fromScratch(messages))
        #expect(formatting.dayKeyCalendarLookups == lookups)
        messages.append(Fixtures.message("7", text: "a day later", author: ana, at: 86_400.0 * 202 + 5))
        #expect(cached(cache, messages) == fromScratch(messages))
        #expect(formatting.dayKeyCalendarLookups == lookups + 1)
    }

    /// Rows no one else holds are kept in the cache's buffer, which grows geometrically: an
    /// append, which needs a row more than the last rebuild, does not copy them all each time.
    @Test func rowsAppendedOneByOneAreRarelyCopied() {
        let cache = MessageListRowsCache()
        var messages: [ChatMessage] = []
        var buffers = 0
        var lastBuffer: UInt?
        for index in 0..<64 {
            messages.append(Fixtures.message("m\(index)", text: "hi", author: index % 3 == 0 ? ben : ana, at: 86_400.0 * 200 + 30 * Double(index)))
            // The rows are let go of at once, as a list showing others would have.
            let buffer = cached(cache, messages).withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
            if buffer != lastBuffer { buffers += 1 }
            lastBuffer = buffer
        }
        #expect(buffers <= 8, "\(buffers) buffers for 64 appends")
        #expect(cached(cache, messages) == fromScratch(messages))
    }
}

/// Day keys answered from the bounds of the day asked last are the calendar's.
@Suite("Day keys of message dates")
@MainActor
struct DayKeyTests {
    private func calendarKey(_ date: Date, _ timeZone: TimeZone) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let day = calendar.dateComponents([.year, .month, .day], from: date)
        return day.year! * 10_000 + day.month! * 100 + day.day!
    }

    @Test(arguments: ["UTC", "Europe/Berlin", "America/Sao_Paulo", "Pacific/Chatham"])
    func everyHourAcrossDaylightSavingChangesHasTheCalendarsDay(zone: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        let formatting = MessageDateFormatting(timeZone: timeZone)
        // 2026-03-20 to 2026-04-10 and 2026-10-15 to 2026-11-05, every 37 minutes, both ways.
        for start in [1_773_964_800.0, 1_792_022_400.0] {
            let dates = stride(from: start, to: start + 21 * 86_400, by: 37 * 60).map(Date.init(timeIntervalSince1970:))
            for date in dates + dates.reversed() {
                #expect(formatting.dayKey(of: date) == calendarKey(date, timeZone))
            }
        }
    }

    @Test func aNewTimeZoneIsFollowedAtOnce() {
        let formatting = MessageDateFormatting(timeZone: TimeZone(identifier: "UTC")!)
        let date = Date(timeIntervalSince1970: 1_764_460_800 + 23 * 3600)  // 2025-11-30 23:00 UTC
        #expect(formatting.dayKey(of: date) == 20251130)
        formatting.timeFormatter.timeZone = TimeZone(secondsFromGMT: 2 * 3600)
        #expect(formatting.dayKey(of: date) == 20251201)
        #expect(formatting.dayKey(of: date.addingTimeInterval(-3600)) == 20251201)
        #expect(formatting.dayKey(of: date.addingTimeInterval(-2 * 3600)) == 20251130)
    }
}
