import Foundation

/// How dates appear in the SDK: message times, date separators and channel-list timestamps.
///
/// Formatting uses the formatters' own calendar, locale and time zone, so an app (or a test)
/// sets them once here. "Today", "Yesterday" and the channel list's times are relative to
/// ``now``, the system clock unless set.
@MainActor
public final class MessageDateFormatting {
    /// The time of a message ("14:05").
    public var timeFormatter: DateFormatter
    /// The day of a date separator older than yesterday ("Mon, 30 Nov").
    public var dayFormatter: DateFormatter
    /// Dates in the channel list older than a week ("30/11/2026").
    public var shortDateFormatter: DateFormatter

    /// The current time, which "Today", "Yesterday", the channel list's timestamps and the
    /// header's "Last seen … ago" are relative to: by default the system clock. Set it to show
    /// dates as of another moment, for example a fixed noon in a test, so that a run crossing
    /// midnight draws the same screen. Set it before the screens are built: views already drawn
    /// are not told of a new clock and keep what they show until they update for another reason.
    ///
    /// ```swift
    /// let noon = Date(timeIntervalSince1970: 1_779_969_600)  // 28 May 2026, 12:00 UTC
    /// let formatting = MessageDateFormatting(timeZone: TimeZone(secondsFromGMT: 0)!, now: { noon })
    /// StreamChat(chatClient: client, utils: Utils(dateFormatting: formatting))
    /// ```
    public var now: @Sendable () -> Date

    /// Formatting in `timeZone` and `locale`, with `now` as the current time (by default the
    /// system clock).
    public init(
        timeZone: TimeZone = .current, locale: Locale = Locale(identifier: "en_US_POSIX"),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.now = now
        timeFormatter = Self.formatter("HH:mm", timeZone: timeZone, locale: locale)
        dayFormatter = Self.formatter("EEE, d MMM", timeZone: timeZone, locale: locale)
        shortDateFormatter = Self.formatter("dd/MM/yyyy", timeZone: timeZone, locale: locale)
    }

    private static func formatter(_ format: String, timeZone: TimeZone, locale: Locale) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateFormat = format
        return formatter
    }

    /// The time zone of the formatters (the time formatter's).
    var timeZone: TimeZone { timeFormatter.timeZone }

    private var cachedCalendar: Calendar?

    /// A Gregorian calendar in the formatters' time zone, made again only when it changed.
    private var calendar: Calendar {
        let timeZone = self.timeZone
        if let cachedCalendar, cachedCalendar.timeZone == timeZone { return cachedCalendar }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        cachedCalendar = calendar
        return calendar
    }

    /// The times formatted so far, by minute (see ``MinuteTexts``).
    private var minuteTexts = MinuteTexts()

    /// "HH:mm" of a message.
    ///
    /// A date in a minute formatted before is answered from its text while the time formatter
    /// is unchanged and its pattern shows hours and minutes alone (``MinuteTexts``).
    public func time(_ date: Date) -> String { minuteTexts.text(of: date, by: timeFormatter) }

    /// The title of a date separator as of ``now``: "Today", "Yesterday", or the day.
    public func separatorTitle(for date: Date) -> String { separatorTitle(for: date, now: now()) }

    /// The title of a date separator as of `now`: "Today", "Yesterday", or the day.
    public func separatorTitle(for date: Date, now: Date) -> String {
        if calendar.isDate(date, inSameDayAs: now) { return L10n.MessageList.today }
        if let yesterday = calendar.date(byAdding: .day, value: -1, to: now), calendar.isDate(date, inSameDayAs: yesterday) {
            return L10n.MessageList.yesterday
        }
        return dayFormatter.string(from: date)
    }

    /// The channel-list timestamp as of ``now``: the time today, "Yesterday", the weekday within
    /// a week, else the date.
    public func channelListTimestamp(for date: Date) -> String { channelListTimestamp(for: date, now: now()) }

    /// The channel-list timestamp as of `now`: the time today, "Yesterday", the weekday within a
    /// week, else the date.
    public func channelListTimestamp(for date: Date, now: Date) -> String {
        if calendar.isDate(date, inSameDayAs: now) { return time(date) }
        if let yesterday = calendar.date(byAdding: .day, value: -1, to: now), calendar.isDate(date, inSameDayAs: yesterday) {
            return L10n.MessageList.yesterday
        }
        if now.timeIntervalSince(date) < 7 * 86_400 { return dayFormatter.string(from: date) }
        return shortDateFormatter.string(from: date)
    }

    /// Whether two dates fall on the same day in the formatters' time zone.
    public func isSameDay(_ first: Date, _ second: Date) -> Bool {
        calendar.isDate(first, inSameDayAs: second)
    }

    /// The day `dayKey(of:)` worked out last: its start and end in the calendar's time zone and
    /// its key. Messages come day after day, so most dates fall on it.
    private var lastDay: (start: Date, end: Date, timeZone: TimeZone, key: Int)?
    /// How many times `dayKey(of:)` asked the calendar (a date on the day asked last does not).
    /// Counted in release builds too: about 110 instructions (mostly the property's exclusivity
    /// check) next to about 17,900 for the lookup it counts (callgrind, -O: 0.6 %).
    private(set) var dayKeyCalendarLookups = 0

    /// A number that is the same for two dates exactly when they fall on the same day in the
    /// formatters' time zone (year, month and day as digits: 20261130).
    ///
    /// A date on the day asked last is answered from that day's bounds; the calendar is asked
    /// only for a date on another day (its components, and the bounds of its day).
    func dayKey(of date: Date) -> Int {
        let calendar = self.calendar
        if let lastDay, lastDay.start <= date, date < lastDay.end, lastDay.timeZone == calendar.timeZone {
            return lastDay.key
        }
        dayKeyCalendarLookups += 1
        let day = calendar.dateComponents([.year, .month, .day], from: date)
        let key = (day.year ?? 0) * 10_000 + (day.month ?? 0) * 100 + (day.day ?? 0)
        if let bounds = calendar.dateInterval(of: .day, for: date) {
            lastDay = (bounds.start, bounds.end, calendar.timeZone, key)
        }
        return key
    }
}
