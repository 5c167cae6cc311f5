import StreamChat

extension ChatChannel {
    /// The line shown while other users type: "Ana is typing", "Ana and Ben are typing",
    /// "Ana and 2 more are typing"; nil when nobody but the current user types.
    public func typingIndicatorString(currentUserId: UserId?) -> String? {
        typingIndicatorText(for: Array(currentlyTypingUsers), currentUserId: currentUserId)
    }
}

/// Names typing users (without the current user), sorted so the line does not jump around.
func typingIndicatorText(for typingUsers: [ChatUser], currentUserId: UserId?) -> String? {
    let names = typingUsers
        .filter { $0.id != currentUserId }
        .map(\.displayName)
        .sorted { $0.localizedStandardCompare($1) == .orderedAscending }
    switch names.count {
    case 0: return nil
    case 1: return L10n.Typing.one(names[0])
    case 2: return L10n.Typing.two(names[0], names[1])
    default: return L10n.Typing.many(names[0], names.count - 1)
    }
}
