import StreamChat

/// Produces the display name of a channel for the current user, or nil when the channel has none.
public typealias ChatChannelNamer = (_ channel: ChatChannel, _ currentUserId: UserId?) -> String?

/// The SDK's channel namer.
///
/// - A channel with a name (not blank) is called by it.
/// - A direct-message channel is called by its other members' names (a user without a name by
///   the id), sorted: "Ana", "Ana and Ben", "Ana, Ben and 3 more" (with `maxMemberNames` 2).
///   With nobody else in it, it is called by the current user's name.
/// - An unnamed group gets nil: the caller decides what to show (the SDK shows the channel id).
///
/// - Parameters:
///   - maxMemberNames: how many member names are spelled out before "and N more".
///   - separator: what separates spelled-out names (followed by a space).
public func DefaultChatChannelNamer(maxMemberNames: Int = 2, separator: String = ",") -> ChatChannelNamer {
    { channel, currentUserId in
        if let name = channel.name?.trimmedOfWhitespace, !name.isEmpty {
            return name
        }
        guard channel.isDirectMessageChannel else { return nil }
        let others = channel.lastActiveMembers.filter { $0.id != currentUserId }
        if others.isEmpty {
            return channel.lastActiveMembers.first.map(\.displayName)
        }
        let names = others.map(\.displayName).sorted { $0.localizedStandardCompare($1) == .orderedAscending }
        let total = max(names.count, channel.memberCount - (currentUserId == nil ? 0 : 1))
        return joinedNames(names, total: total, maxMemberNames: max(1, maxMemberNames), separator: separator)
    }
}

/// "A", "A and B", "A, B and C", or "A, B and N more" when more than `maxMemberNames` exist.
func joinedNames(_ names: [String], total: Int, maxMemberNames: Int, separator: String) -> String {
    let shown = Array(names.prefix(maxMemberNames))
    let hidden = total - shown.count
    if hidden > 0 {
        return L10n.Channel.Name.andXMore(shown.joined(separator: separator + " "), hidden)
    }
    guard shown.count > 1 else { return shown.first ?? "" }
    let head = shown.dropLast().joined(separator: separator + " ")
    return "\(head) \(L10n.Channel.Name.and) \(shown[shown.count - 1])"
}

extension ChatUser {
    /// The user's name, or the id for a user without one (blank names count as none).
    public var displayName: String {
        if let name = name?.trimmedOfWhitespace, !name.isEmpty { return name }
        return id
    }
}

extension String {
    /// The string without leading and trailing whitespace and newlines. A string that starts and
    /// ends with a visible ASCII character (most names) is returned as it is, without Foundation's
    /// trimming; any other is trimmed by Foundation (whose set also holds characters Unicode no
    /// longer calls whitespace, such as the zero-width space).
    var trimmedOfWhitespace: String {
        guard let first = utf8.first, let last = utf8.last else { return self }
        let visibleASCII: ClosedRange<UInt8> = 0x21...0x7E
        if visibleASCII.contains(first) && visibleASCII.contains(last) { return self }
        return trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
