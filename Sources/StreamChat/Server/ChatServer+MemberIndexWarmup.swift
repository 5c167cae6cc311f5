import Foundation

/// A channel's member index being built off the server's lock (see `warmMemberIndex(_:)`).
struct MemberIndexBuild {
    /// `memberIndexEpoch` when the rows were read: a later membership or name change makes
    /// the build stale.
    var epoch: Int
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
        memberIndexBuilds[cid] = MemberIndexBuild(epoch: memberIndexEpoch)
        memberIndexWarmup { [weak self] in self?.buildMemberIndexInBackground(cid) }
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
            memberIndexBuilds[cid] = MemberIndexBuild(epoch: memberIndexEpoch)
            return rows
        }
        guard let rows else { return }
        let index = LiveMentionIndex(rows)
        lock.withLock {
            defer { memberIndexBuilds[cid] = nil }
            guard let build = memberIndexBuilds[cid], build.epoch == memberIndexEpoch, memberIndexes[cid] == nil else { return }
            for (id, date) in build.activity { index.updateLastActive(id, date) }
            memberIndexes[cid] = index
        }
    }
}
