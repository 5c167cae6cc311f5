import Foundation
import StreamChat

extension ChatChannel {
    /// A one-line description of who is online, as shown under the channel name in the header.
    ///
    /// - Direct message: "Online" when the other member is online, "Last seen 5 min ago" when
    ///   their last activity is known, otherwise "Offline".
    /// - Group: "12 members, 3 online" (online: the members online, ``ChatChannel/onlineMemberCount``
    ///   over all members, or the users watching the channel when they are more).
    /// - No members at all: "No members".
    ///
    /// "Last seen … ago" is measured, on the main actor, from the SDK's clock,
    /// `Utils.dateFormatting`'s ``MessageDateFormatting/now`` (as "Today" and the header are;
    /// injected values are main-actor state). Called off the main actor it measures from the
    /// system clock, `Date()`, and does not trap. To measure from a given time anywhere, use
    /// ``onlineInfoText(currentUserId:now:)``.
    public func onlineInfoText(currentUserId: String) -> String {
        let now = _onMainActorIfIsolated { InjectedValues[\.utils].dateFormatting.now() } ?? Date()
        return onlineInfoText(currentUserId: currentUserId, now: now)
    }

    /// ``onlineInfoText(currentUserId:)`` as of `now`: "Last seen … ago" is measured from it.
    public func onlineInfoText(currentUserId: String, now: Date) -> String {
        onlineInfo(currentUserId: currentUserId, now: now).text
    }

    /// What ``onlineInfoText(currentUserId:)`` says, before it is put into words: cheap to make
    /// and to compare (no string formatting), so the header can tell whether it changed.
    func onlineInfo(currentUserId: String, now: Date) -> ChannelOnlineInfo {
        if isDirectMessageChannel {
            guard let other = lastActiveMembers.first(where: { $0.id != currentUserId }) else {
                return memberCount == 0 ? .noMembers : .offline
            }
            if other.isOnline { return .online }
            if let lastActiveAt = other.lastActiveAt { return .lastSeen(RelativeDate(lastActiveAt, now: now)) }
            return .offline
        }
        guard memberCount > 0 else { return .noMembers }
        // The server's count covers every member; the loaded ones are counted too for a channel
        // value made without it.
        let loadedOnline = lastActiveMembers.reduce(0) { $0 + ($1.isOnline ? 1 : 0) }
        return .members(memberCount, online: max(watcherCount, onlineMemberCount, loadedOnline))
    }
}

/// Who is online in a channel, as the header says it (see ``ChatChannel/onlineInfoText(currentUserId:)``).
enum ChannelOnlineInfo: Equatable, Sendable {
    case noMembers
    case offline
    case online
    case lastSeen(RelativeDate)
    case members(Int, online: Int)

    /// The localized line.
    var text: String {
        switch self {
        case .noMembers: L10n.Channel.Header.noMembers
        case .offline: L10n.Channel.Header.offline
        case .online: L10n.Channel.Header.online
        case let .lastSeen(date): L10n.Channel.Header.lastSeen(date.text)
        case let .members(count, online): L10n.Channel.Header.membersOnline(count, online)
        }
    }
}

/// A date relative to now, as short texts say it: "just now", "5 min ago", "3 h ago",
/// "2 d ago", then the date itself (older than a week).
enum RelativeDate: Equatable, Sendable {
    case justNow
    case minutes(Int)
    case hours(Int)
    case days(Int)
    case date(Date)

    init(_ date: Date, now: Date) {
        let seconds = Int(now.timeIntervalSince(date))
        switch seconds {
        case ..<60: self = .justNow
        case ..<3600: self = .minutes(seconds / 60)
        case ..<86_400: self = .hours(seconds / 3600)
        case ..<(7 * 86_400): self = .days(seconds / 86_400)
        default: self = .date(date)
        }
    }

    /// The localized text.
    var text: String {
        switch self {
        case .justNow: L10n.Dates.justNow
        case let .minutes(minutes): L10n.Dates.minutesAgo(minutes)
        case let .hours(hours): L10n.Dates.hoursAgo(hours)
        case let .days(days): L10n.Dates.daysAgo(days)
        case let .date(date): date.formatted(.dateTime.day().month(.abbreviated).year())
        }
    }
}

/// Short relative dates: "just now", "5 min ago", "3 h ago", "2 d ago", then the date itself.
enum RelativeDateText {
    static func text(for date: Date, now: Date) -> String {
        RelativeDate(date, now: now).text
    }
}
