import Foundation

extension ChatChannelController {
    /// Applies server events (and the client's own optimistic changes) for this channel.
    @MainActor func handleChannelEvent(_ event: ChatEvent) {
        guard let cid, event.cid == nil || event.cid == cid else { return }
        if applyMessageChange(event) { pageLoads.record(event) }
        switch event {
        case let .messageNew(message):
            // Only published messages move the channel (not previews, errors or bounced ones).
            if message.parentMessageId == nil && message.localState == nil && message.type != .ephemeral && message.type != .error {
                noteNewMessage(message)
                removeTypingUser(message.author.id)
            }
        case let .typingStart(_, user):
            guard user.id != client.currentUserId else { return }
            startTypingIndicator(for: user)
        case let .typingStop(_, user):
            removeTypingUser(user.id)
        case let .messageRead(_, read):
            updateChannel { channel in
                channel.reads.removeAll { $0.user.id == read.user.id }
                channel.reads.append(read)
                if read.user.id == self.client.currentUserId { channel.unreadCount = .noUnread }
            }
        case let .channelUpdated(channel):
            applyChannel(channel)
        case let .watchersChanged(_, count, watchers):
            updateChannel { channel in
                channel.watcherCount = count
                channel.lastActiveWatchers = watchers
            }
        case let .onlineMembersChanged(_, count):
            updateChannel { $0.onlineMemberCount = count }
        case let .userPresenceChanged(user):
            updateChannel { $0.apply(user) }
            showProfileOfTypingUser(user)
        case .currentUserUpdated:
            // A mute or unmute hides or shows who of the muted users is typing.
            showTypingUsers()
        case let .draftUpdated(draft) where draft.threadId == nil:
            updateChannel { $0.draftMessage = draft }
        case .draftDeleted(_, nil):
            updateChannel { $0.draftMessage = nil }
        case let .userBanned(user, _, _, _, _), let .userUnbanned(user, _):
            if user.id == client.currentUserId || channel?.lastActiveMembers.contains(where: { $0.id == user.id }) == true { refreshChannel() }
        default:
            break
        }
    }

    /// Reloads the channel's own fields (capabilities, members) without touching messages.
    @MainActor func refreshChannel() {
        guard let cid else { return }
        client.perform(.queryChannel(cid: cid, creation: nil, messagesLimit: 0, before: nil, membersLimit: 100, watch: false)) { [weak self] result in
            if case let .success(.channel(page)) = result { self?.applyChannel(page.channel) }
        }
    }

    @MainActor private func noteNewMessage(_ message: ChatMessage) {
        updateChannel { channel in
            channel.lastMessageAt = max(channel.lastMessageAt ?? message.createdAt, message.createdAt)
            channel.latestMessages.removeAll { $0.id == message.id }
            channel.latestMessages.insert(message, at: 0)
            if channel.latestMessages.count > 25 { channel.latestMessages.removeLast() }
            channel.countArrival(of: message, for: self.client.currentUser)
        }
    }

    @MainActor private func startTypingIndicator(for user: ChatUser) {
        let clock = client.config.typingClock
        let expiry = clock.now().addingTimeInterval(client.config.typingIndicatorTimeout)
        typingExpiry[user.id] = expiry
        othersTyping[user.id] = user
        showTypingUsers()
        clock.schedule(expiry) { [weak self] in
            // A later typing-start of the same user moved the expiry: its own timer removes it.
            guard let self, let expiry = self.typingExpiry[user.id], expiry <= clock.now() else { return }
            self.removeTypingUser(user.id)
        }
    }

    /// A user's new name or image reaches their typing entry.
    @MainActor private func showProfileOfTypingUser(_ user: ChatUser) {
        if let typing = othersTyping[user.id], !typing.showsSameProfile(as: user) {
            othersTyping[user.id] = user
            showTypingUsers()
        }
    }

    @MainActor func removeTypingUser(_ userId: UserId) {
        typingExpiry[userId] = nil
        guard othersTyping.removeValue(forKey: userId) != nil else { return }
        showTypingUsers()
    }

    /// Shows the users typing whom the current user has not muted (a muted user's typing is
    /// kept, so it shows again when they are unmuted while still typing).
    @MainActor func showTypingUsers() {
        let muted = Set(client.currentUser?.mutedUsers.map(\.id) ?? [])
        setTypingUsers(Set(othersTyping.values.filter { !muted.contains($0.id) }))
    }
}
