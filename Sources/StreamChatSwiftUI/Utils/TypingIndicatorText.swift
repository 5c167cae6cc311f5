import StreamChat

extension ChatChannel {
    /// The line shown while other users type: "Ana is typing", "Ana and Ben are typing",
    /// "Ana and 2 more are typing"; nil when nobody but the current user types.
    public func typingIndicatorString(currentUserId: UserId?) -> String? {
        typingIndicatorText(names: typingNames(for: currentlyTypingUsers, currentUserId: currentUserId))
    }
}

/// Names typing users (without the current user), sorted so the line does not jump around.
func typingIndicatorText(for typingUsers: [ChatUser], currentUserId: UserId?) -> String? {
    typingIndicatorText(names: typingNames(for: typingUsers, currentUserId: currentUserId))
}

/// The display names of the typing users other than the current user, sorted.
func typingNames(for typingUsers: some Collection<ChatUser>, currentUserId: UserId?) -> [String] {
    guard !typingUsers.isEmpty else { return [] }
    return typingUsers
        .filter { $0.id != currentUserId }
        .map(\.displayName)
        .sorted { $0.localizedStandardCompare($1) == .orderedAscending }
}

/// The typing line for sorted `names`; nil when there are none.
func typingIndicatorText(names: [String]) -> String? {
    switch names.count {
    case 0: return nil
    case 1: return L10n.Typing.one(names[0])
    case 2: return L10n.Typing.two(names[0], names[1])
    default: return L10n.Typing.many(names[0], names.count - 1)
    }
}
