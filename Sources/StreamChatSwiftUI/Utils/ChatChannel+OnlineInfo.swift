import Foundation
import StreamChat

extension ChatChannel {
    /// A one-line description of who is online, as shown under the channel name in the header.
    ///
    /// - Direct message: "Online" when the other member is online, "Last seen 5 min ago" when
    ///   their last activity is known, otherwise "Offline".
    /// - Group: "12 members, 3 online" (online = users currently watching the channel).
    /// - No members at all: "No members".
    public func onlineInfoText(currentUserId: String) -> String {
        if isDirectMessageChannel {
            guard let other = lastActiveMembers.first(where: { $0.id != currentUserId }) else {
                return memberCount == 0 ? L10n.Channel.Header.noMembers : L10n.Channel.Header.offline
            }
            if other.isOnline { return L10n.Channel.Header.online }
            if let lastActiveAt = other.lastActiveAt {
                return L10n.Channel.Header.lastSeen(RelativeDateText.text(for: lastActiveAt, now: Date()))
            }
            return L10n.Channel.Header.offline
        }
        guard memberCount > 0 else { return L10n.Channel.Header.noMembers }
        let onlineMembers = lastActiveMembers.filter(\.isOnline).count
        return L10n.Channel.Header.membersOnline(memberCount, max(watcherCount, onlineMembers))
    }
}

/// Short relative dates: "just now", "5 min ago", "3 h ago", "2 d ago", then the date itself.
enum RelativeDateText {
    static func text(for date: Date, now: Date) -> String {
        let seconds = Int(now.timeIntervalSince(date))
        switch seconds {
        case ..<60: return L10n.Dates.justNow
        case ..<3600: return L10n.Dates.minutesAgo(seconds / 60)
        case ..<86_400: return L10n.Dates.hoursAgo(seconds / 3600)
        case ..<(7 * 86_400): return L10n.Dates.daysAgo(seconds / 86_400)
        default: return date.formatted(.dateTime.day().month(.abbreviated).year())
        }
    }
}
