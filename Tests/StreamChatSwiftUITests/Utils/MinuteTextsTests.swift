import Foundation
@testable import StreamChatSwiftUI
import Testing

/// A message time is answered from the time formatted last only where that cannot differ from
/// formatting again: the same minute, the same formatter unchanged, a pattern of hours and
/// minutes alone.
@MainActor
@Suite("Minute texts")
struct MinuteTextsTests {
    let date = Date(timeIntervalSince1970: 1_764_510_300)  // 2025-11-30 13:45:00 UTC

    @Test("Patterns of hours and minutes alone, quoted text and punctuation qualify; seconds, day periods and dates do not")
    func patterns() {
        for pattern in ["HH:mm", "H.mm", "hh:mm", "K:mm", "kk'h'mm", "HH 'o''clock' mm", "mm"] {
            #expect(MinuteTexts.showsHoursAndMinutesOnly(pattern), "\(pattern)")
        }
        for pattern in ["HH:mm:ss", "HH:mm.SSS", "h:mm a", "h:mm B", "EEE HH:mm", "d MMM HH:mm", "HH:mm zzz", "A"] {
            #expect(!MinuteTexts.showsHoursAndMinutesOnly(pattern), "\(pattern)")
        }
    }

    @Test("Dates of one minute share a text; the next minute is formatted")
    func sameMinute() {
        let formatting = MessageDateFormatting(timeZone: TimeZone(secondsFromGMT: 0)!)
        #expect(formatting.time(date) == "13:45")
        #expect(formatting.time(date.addingTimeInterval(59.9)) == "13:45")
        #expect(formatting.time(date.addingTimeInterval(60)) == "13:46")
        #expect(formatting.time(date.addingTimeInterval(-0.1)) == "13:44")
    }

    @Test("A pattern with seconds writes each second of a minute")
    func seconds() {
        let formatting = MessageDateFormatting(timeZone: TimeZone(secondsFromGMT: 0)!)
        formatting.timeFormatter.dateFormat = "HH:mm:ss"
        #expect(formatting.time(date) == "13:45:00")
        #expect(formatting.time(date.addingTimeInterval(7)) == "13:45:07")
    }

    @Test("Day period symbols changed in place show in the same minute")
    func dayPeriodSymbols() {
        let formatting = MessageDateFormatting(timeZone: TimeZone(secondsFromGMT: 0)!)
        formatting.timeFormatter.dateFormat = "h:mm a"
        #expect(formatting.time(date) == "1:45 PM")
        formatting.timeFormatter.pmSymbol = "in the afternoon"
        #expect(formatting.time(date.addingTimeInterval(1)) == "1:45 in the afternoon")
    }

    @Test("A time zone offset with seconds (before 1973) is formatted each time")
    func offsetsWithSeconds() {
        let monrovia = TimeZone(identifier: "Africa/Monrovia")!
        let formatting = MessageDateFormatting(timeZone: monrovia)
        let old = Date(timeIntervalSince1970: 0)  // offset -0:44:30 then
        let before = formatting.time(old.addingTimeInterval(20))
        let after = formatting.time(old.addingTimeInterval(40))
        #expect(before == formatting.timeFormatter.string(from: old.addingTimeInterval(20)))
        #expect(after == formatting.timeFormatter.string(from: old.addingTimeInterval(40)))
        #expect(before != after, "the local minute changes at half past the UTC minute")
    }

    @Test("A minute formatted before is answered without the formatter, among others; a changed formatter starts again")
    func formatsEachMinuteOnce() {
        let formatting = MessageDateFormatting(timeZone: TimeZone(secondsFromGMT: 0)!)
        let counting = CountingFormatter()
        counting.locale = Locale(identifier: "en_US_POSIX")
        counting.timeZone = TimeZone(secondsFromGMT: 0)
        counting.dateFormat = "HH:mm"
        formatting.timeFormatter = counting
        let minutes = (0..<10).map { date.addingTimeInterval(Double($0) * 60) }
        for minute in minutes { _ = formatting.time(minute) }
        #expect(counting.formatted == 10)
        for minute in minutes.reversed() { #expect(formatting.time(minute.addingTimeInterval(30)) == counting.string(from: minute)) }
        #expect(counting.formatted == 20, "10 answered from the texts, 10 asked by the expectation itself")
        counting.dateFormat = "H:mm"
        #expect(formatting.time(date) == "13:45")
        #expect(counting.formatted == 21)
    }
}

/// A formatter that counts the dates it formats.
private final class CountingFormatter: DateFormatter, @unchecked Sendable {
    var formatted = 0

    override func string(from date: Date) -> String {
        formatted += 1
        return super.string(from: date)
    }
}
