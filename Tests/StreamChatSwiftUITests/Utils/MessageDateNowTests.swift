import Foundation
import NoonClock
@testable import StreamChatSwiftUI
import Testing

/// "Today", "Yesterday" and the channel list's times are as of the formatting's `now`, which an
/// app or a test sets (the system clock by default).
@MainActor
@Suite("Message dates as of an injected now")
struct MessageDateNowTests {
    let utc = TimeZone(secondsFromGMT: 0)!
    let noon = Date(timeIntervalSince1970: 1_764_504_000)  // 2025-11-30 12:00 UTC

    @Test("Separators and list times follow now, also after it is set again")
    func followsNow() {
        let formatting = MessageDateFormatting(timeZone: utc, now: { [noon] in noon })
        let morning = noon.addingTimeInterval(-3 * 3_600)
        #expect(formatting.separatorTitle(for: morning) == L10n.MessageList.today)
        #expect(formatting.channelListTimestamp(for: morning) == "09:00")
        // A second before midnight, then a second after: the same message is of yesterday.
        formatting.now = { [noon] in noon.addingTimeInterval(12 * 3_600 - 1) }
        #expect(formatting.separatorTitle(for: morning) == L10n.MessageList.today)
        formatting.now = { [noon] in noon.addingTimeInterval(12 * 3_600 + 1) }
        #expect(formatting.separatorTitle(for: morning) == L10n.MessageList.yesterday)
        #expect(formatting.channelListTimestamp(for: morning) == L10n.MessageList.yesterday)
        // An explicit moment wins over now.
        #expect(formatting.separatorTitle(for: morning, now: noon) == L10n.MessageList.today)
    }

    @Test("The tests' noon is 12:00 in its time zone, near the time the tests run")
    func testsNoon() {
        let formatting = MessageDateFormatting.atNoon()
        #expect(formatting.time(NoonClock.noon) == "12:00")
        // Worked out at the first use, within two hours of it: a run lasts far less than the
        // eleven hours that would reach a local midnight.
        #expect(abs(Date().timeIntervalSince(NoonClock.noon)) < 2 * 3_600)
        #expect(formatting.separatorTitle(for: NoonClock.noon.addingTimeInterval(-11 * 3_600)) == L10n.MessageList.today)
        #expect(formatting.separatorTitle(for: NoonClock.noon.addingTimeInterval(-13 * 3_600)) == L10n.MessageList.yesterday)
    }
}
