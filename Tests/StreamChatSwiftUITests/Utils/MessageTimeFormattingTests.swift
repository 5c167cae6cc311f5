import Foundation
@testable import StreamChatSwiftUI
import Testing

/// Message times are always as the time formatter says now, changed in place or replaced.
@MainActor
@Suite("Message time formatting")
struct MessageTimeFormattingTests {
    let date = Date(timeIntervalSince1970: 1_764_510_300)  // 2025-11-30 13:45 UTC

    @Test("A time is what the formatter gives, again after its settings change in place")
    func followsTheFormatter() {
        let formatting = MessageDateFormatting(timeZone: TimeZone(secondsFromGMT: 0)!)
        #expect(formatting.time(date) == "13:45")
        #expect(formatting.time(date) == "13:45", "asked again")
        formatting.timeFormatter.timeZone = TimeZone(secondsFromGMT: 2 * 3600)
        #expect(formatting.time(date) == "15:45")
        formatting.timeFormatter.dateFormat = "HH.mm"
        #expect(formatting.time(date) == "15.45")
        formatting.timeFormatter.locale = Locale(identifier: "en_US")
        formatting.timeFormatter.dateFormat = "h:mm a"
        #expect(formatting.time(date) == formatting.timeFormatter.string(from: date))
        #expect(formatting.time(date).hasPrefix("3:45"))
    }

    @Test("A replaced time formatter is used at once")
    func replacedFormatter() {
        let formatting = MessageDateFormatting(timeZone: TimeZone(secondsFromGMT: 0)!)
        #expect(formatting.time(date) == "13:45")
        let other = DateFormatter()
        other.locale = Locale(identifier: "en_US_POSIX")
        other.timeZone = TimeZone(secondsFromGMT: 0)
        other.dateFormat = "mm"
        formatting.timeFormatter = other
        #expect(formatting.time(date) == "45")
    }

    @Test("Many dates: each is right")
    func manyDates() {
        let formatting = MessageDateFormatting(timeZone: TimeZone(secondsFromGMT: 0)!)
        let wrong = (0..<5_000).filter { minute in
            formatting.time(Date(timeIntervalSince1970: Double(minute) * 60)) != String(format: "%02d:%02d", (minute / 60) % 24, minute % 60)
        }
        #expect(wrong.isEmpty, "wrong times at minutes \(wrong.prefix(5))")
        #expect(formatting.time(Date(timeIntervalSince1970: 0)) == "00:00")
    }
}
