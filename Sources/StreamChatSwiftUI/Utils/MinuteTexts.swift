import Foundation

/// The times of day a formatter wrote, by minute, so that another date of a minute already
/// formatted is answered without formatting again: messages arrive in bursts, and a new
/// message's time is most often the minute of a message shown just before it.
///
/// The texts hold only while the formatter is the same object with the same pattern, time zone
/// and locale (checked at each use, identifiers too: a formatter may be changed in place, and the
/// automatically updating zone follows the system's; any change starts the texts again), only in
/// a zone whose offset is whole minutes, and only for a pattern that shows nothing finer than minutes and nothing the
/// minute alone does not fix (``showsHoursAndMinutesOnly(_:)``). At most ``capacity`` minutes
/// are kept; past that the texts start again.
struct MinuteTexts {
    /// The formatter the texts are from, by identity, and its settings when they were made.
    private var formatter: DateFormatter?
    private var pattern = ""
    private var timeZone = TimeZone(secondsFromGMT: 0)!
    private var locale = Locale(identifier: "")
    /// The identifiers of `timeZone` and `locale`: the automatically updating current zone and
    /// locale compare equal to themselves after the system's change, their identifiers do not.
    private var timeZoneIdentifier = ""
    private var localeIdentifier = ""
    /// Whether `pattern` lets a minute's dates share a text, in a zone whose offset is whole
    /// minutes.
    private var patternQualifies = false
    /// Texts by whole minutes since 1970.
    private var texts: [Int64: String] = [:]

    static let capacity = 256

    /// The text of `date`: the one kept for its minute when `formatter` is unchanged, else
    /// what `formatter` writes (kept when its pattern qualifies).
    mutating func text(of date: Date, by formatter: DateFormatter) -> String {
        guard let minute = Self.minute(of: date) else { return formatter.string(from: date) }
        if isFrom(formatter) {
            if let text = texts[minute] { return text }
        } else {
            start(with: formatter)
        }
        let text = formatter.string(from: date)
        if patternQualifies {
            if texts.count >= Self.capacity { texts.removeAll(keepingCapacity: true) }
            texts[minute] = text
        }
        return text
    }

    /// Whether the texts are `formatter`'s with its current settings.
    private func isFrom(_ formatter: DateFormatter) -> Bool {
        guard formatter === self.formatter, formatter.dateFormat == pattern else { return false }
        let timeZone: TimeZone = formatter.timeZone
        let locale: Locale = formatter.locale
        return timeZone == self.timeZone && timeZone.identifier == timeZoneIdentifier
            && locale == self.locale && locale.identifier == localeIdentifier
    }

    /// Drops the texts and notes `formatter`'s settings.
    private mutating func start(with formatter: DateFormatter) {
        self.formatter = formatter
        pattern = formatter.dateFormat ?? ""
        timeZone = formatter.timeZone
        locale = formatter.locale
        timeZoneIdentifier = timeZone.identifier
        localeIdentifier = locale.identifier
        // A zone made with an offset of seconds (`TimeZone(secondsFromGMT: 3630)`) could have
        // minutes of its own clock that straddle those of UTC (ICU rounds such offsets to
        // minutes when it formats, as this is written; not relied on).
        patternQualifies = Self.showsHoursAndMinutesOnly(pattern) && timeZone.secondsFromGMT() % 60 == 0
        texts.removeAll(keepingCapacity: true)
    }

    /// Whole minutes since 1970, for dates from 1973 on: every time zone's offset from UTC has
    /// been whole minutes since then (before, some kept seconds, as Liberia's −0:44:30 until
    /// 1972), so a minute of UTC is a minute of the local clock. Nil before, and for dates too
    /// far out to count.
    static func minute(of date: Date) -> Int64? {
        let seconds = date.timeIntervalSince1970
        guard seconds >= 94_694_400, seconds < 1e15 else { return nil }  // 1973-01-01 UTC
        return Int64((seconds / 60).rounded(.down))
    }

    /// Whether a date pattern's fields are hours and minutes alone (`H`, `h`, `K`, `k`, `m`;
    /// quoted text and punctuation may surround them): every date of a minute then writes the
    /// same text, whatever the calendar. Seconds, fractions, day periods (their symbols may be
    /// set in place) and any date field make it false.
    static func showsHoursAndMinutesOnly(_ pattern: String) -> Bool {
        var quoted = false
        for scalar in pattern.unicodeScalars {
            if scalar == "'" {
                quoted.toggle()
            } else if !quoted, scalar.properties.isAlphabetic, !"HhKkm".unicodeScalars.contains(scalar) {
                return false
            }
        }
        return !pattern.isEmpty
    }
}
