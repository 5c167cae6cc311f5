import Foundation
import StreamChatSwiftUI

/// A fixed noon for tests whose screens show days ("Today", date separators, groups that a new
/// day ends): the test's formatting, and the demo it starts, use a time zone in which it was
/// about noon at the clock's first use, and "now" is that noon. A run would have to last about eleven
/// hours to reach a local midnight, whatever the machine's own time zone and hour.
public enum NoonClock {
    /// A fixed-offset time zone (whole hours from UTC) in which the first use fell between
    /// 11:30 and 12:30 (worked out once, then).
    public static var timeZone: TimeZone { anchor.timeZone }

    /// 12:00:00 of the day of the first use, in ``timeZone``: at most half an hour from it.
    public static var noon: Date { anchor.noon }

    private static let anchor: (timeZone: TimeZone, noon: Date) = {
        let start = Date()
        let secondsOfDay = start.timeIntervalSince1970.truncatingRemainder(dividingBy: 86_400)
        let hours = ((43_200 - secondsOfDay) / 3_600).rounded()
        let local = secondsOfDay + hours * 3_600
        return (TimeZone(secondsFromGMT: Int(hours) * 3_600)!, start.addingTimeInterval(43_200 - local))
    }()
}

extension MessageDateFormatting {
    /// Formatting in ``NoonClock/timeZone`` as of ``NoonClock/noon``: messages made during the
    /// run are of today, and a date separator or a time shows the same at any hour of the run.
    public static func atNoon() -> MessageDateFormatting {
        MessageDateFormatting(timeZone: NoonClock.timeZone, now: { NoonClock.noon })
    }
}
