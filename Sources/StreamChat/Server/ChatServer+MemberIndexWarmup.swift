import Foundation

/// A channel's member index being built off the server's lock (see `warmMemberIndex(_:)`).
struct MemberIndexBuild {
    /// Whether a membership change of its channel came after the rows were read: the build is
    /// then not installed.
    var isStale = false
    /// Users whose name changed after the rows were read: the build is not installed when one
    /// of them is among its members (checked against the built index, so that a name change
    /// runs no query under the server's lock).
    var renamed: Set<UserId> = []
    /// Activity recorded while the index was built, applied when it is installed.
    var activity: [UserId: Date?] = [:]
}

extension ChatServer {
    /// Builds the member search index of a channel that was just watched, without delaying the
    /// request that opened it: the request returns its page (a bounded page of members, the
    /// counts), and `memberIndexWarmup` (a background queue) reads the members' names and builds
    /// the index outside the lock, which takes most of the time (10,000 members: about 2 s in a
    /// debug build). It is installed unless a search built one first, or a membership or name
    /// changed meanwhile (the next search then builds it from the store, as before).
    func warmMemberIndex(_ cid: ChannelId) {
        guard memberIndexes[cid] == nil, memberIndexBuilds[cid] == nil else { return }
        memberIndexBuilds[cid] = MemberIndexBuild()
        memberIndexWarmup { [weak self] in self?.buildMemberIndexInBackground(cid) }
    }

    /// Makes the build of `cid`'s member index in progress, if any, stale: its membership changed.
    func noteMembershipChangeForMemberIndexBuild(_ cid: ChannelId) {
        memberIndexBuilds[cid]?.isStale = true
    }

    /// Records for the builds in progress that `userId`'s name changed: a build with the user
    /// among its members is not installed. No query: membership is read from the built index.
    func noteNameChangeForMemberIndexBuilds(_ userId: UserId) {
        for cid in memberIndexBuilds.keys { memberIndexBuilds[cid]?.renamed.insert(userId) }
    }

    /// Records activity for the indexes being built (they take it in when installed).
    func noteActivityForMemberIndexBuilds(_ userId: UserId, _ date: Date?) {
        for cid in memberIndexBuilds.keys { memberIndexBuilds[cid]?.activity[userId] = date }
    }

    private func buildMemberIndexInBackground(_ cid: ChannelId) {
        let rows: [MentionSearchIndex.Entry]? = lock.withLock {
            guard memberIndexes[cid] == nil, memberIndexBuilds[cid] != nil,
                  let rows = try? store.memberSearchRows(cid: cid) else {
                memberIndexBuilds[cid] = nil
                return nil
            }
            memberIndexBuilds[cid] = MemberIndexBuild()
            return rows
        }
        guard let rows else { return }
        // Built as a job of its own: the lock is free meanwhile, and a test can change the
        // channel between the read and the install.
        memberIndexWarmup { [weak self] in self?.installMemberIndex(cid, builtFrom: rows) }
    }

    private func installMemberIndex(_ cid: ChannelId, builtFrom rows: [MentionSearchIndex.Entry]) {
        let index = LiveMentionIndex(rows)
        lock.withLock {
            defer { memberIndexBuilds[cid] = nil }
            guard let build = memberIndexBuilds[cid], !build.isStale, !build.renamed.contains(where: index.contains),
                  memberIndexes[cid] == nil else { return }
            for (id, date) in build.activity { index.updateLastActive(id, date) }
            memberIndexes[cid] = index
        }
    }
}
