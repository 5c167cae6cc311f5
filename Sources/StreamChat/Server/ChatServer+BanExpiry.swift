import Foundation

/// Timed bans end on the server's clock, and the server says so: when a ban's expiry passes, it
/// removes the ban (row, user or member flag) and sends `.userUnbanned` to the same audience an
/// unban reaches, so every client shows the user free without reloading.
extension ChatServer {
    /// Lifts every timed ban whose expiry is at or before the server's clock, announcing each,
    /// then waits for the next expiry. Runs from the expiry timer and before each connect and
    /// request (so a clock moved by tests is noticed); a ban replaced by a later or permanent
    /// one is not lifted, since only the stored expiry counts.
    func liftExpiredBans() {
        lock.withLock {
            guard let storage, let next = nextBanExpiry else { return }
            let now = clock()
            guard next <= now else { return }
            do {
                for expired in try storage.expiredBans(at: now) {
                    let cid = expired.scope == "*" ? nil : try? ChannelId(cid: expired.scope)
                    guard expired.scope == "*" || cid != nil else {
                        _ = try storage.removeBan(scope: expired.scope, userId: expired.userId)  // a scope no channel can have
                        continue
                    }
                    let lifted = try writeBan(of: try user(expired.userId), in: cid, to: nil) { scope in
                        _ = try storage.removeBan(scope: scope, userId: expired.userId)
                    }
                    announceBan(.userUnbanned(user: makeUser(lifted), cid: cid), in: cid)
                }
                nextBanExpiry = try storage.nextBanExpiry()
            } catch {
                // The bans stay as stored (still not enforced past their expiry); the next
                // request or timer tries again.
                FileHandle.standardError.write(Data("StreamChat: lifting expired bans failed: \(error)\n".utf8))
            }
            scheduleBanExpiry()
        }
    }

    /// Reads the earliest stored expiry (on opening a database) and waits for it.
    func loadBanExpiry() throws {
        try lock.withLock {
            nextBanExpiry = try store.nextBanExpiry()
            scheduleBanExpiry()
        }
    }

    /// Takes a new timed ban's expiry into account.
    func noteBanExpiry(_ expiresAt: Date) {
        lock.withLock {
            guard nextBanExpiry.map({ expiresAt < $0 }) ?? true else { return }
            nextBanExpiry = expiresAt
            scheduleBanExpiry()
        }
    }

    /// Replaces the expiry timer by one at `nextBanExpiry` (measured on the server's clock).
    func scheduleBanExpiry() {
        lock.withLock {
            banExpiryTimer?.cancel()
            banExpiryTimer = nil
            guard storage != nil, let next = nextBanExpiry else { return }
            let timer = DispatchWorkItem { [weak self] in self?.liftExpiredBans() }
            banExpiryTimer = timer
            let delay = max(0, next.timeIntervalSince(clock()))
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(Int(min(delay, 86_400) * 1000) + 1), execute: timer)
        }
    }
}
