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
    /// The index once built, for a search that comes while it is being built.
    let result = MemberIndexBuildResult()
}

/// Hands the index a background build makes to a search that needs it meanwhile, without the
/// server's lock (the search holds it, the build does not need it to finish): the search waits
/// for a build under way instead of building a second index beside it, which on a busy machine
/// made the first `@` of a 100,000-member channel wait seconds for two builds sharing the
/// cores. A build that has not started when a search comes is abandoned: the search builds the
/// index itself and the build does not start.
final class MemberIndexBuildResult: @unchecked Sendable {
    private enum State {
        case queued, building, abandoned
        case built(LiveMentionIndex)
    }

    private let condition = NSCondition()
    private var state = State.queued

    /// Called by the build before it builds: false when a search took the work over.
    func start() -> Bool {
        condition.withLock {
            guard case .queued = state else { return false }
            state = .building
            return true
        }
    }

    /// Called by the build with the index it built; wakes a waiting search.
    func finish(_ index: LiveMentionIndex) {
        condition.withLock {
            state = .built(index)
            condition.broadcast()
        }
    }

    /// Called by a search that found no index: the index of a build under way or done (after
    /// waiting for it), or nil when none started (it will not start then).
    func takeOver() -> LiveMentionIndex? {
        condition.withLock {
            while true {
                switch state {
                case .queued:
                    state = .abandoned
                    return nil
                case .abandoned:
                    return nil
                case .building:
                    condition.wait()
                case let .built(index):
                    return index
                }
            }
        }
    }
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
        let read: (rows: [MentionSearchIndex.Entry], result: MemberIndexBuildResult)? = lock.withLock {
            guard memberIndexes[cid] == nil, memberIndexBuilds[cid] != nil,
                  let rows = try? store.memberSearchRows(cid: cid) else {
                memberIndexBuilds[cid] = nil
                return nil
            }
            let build = MemberIndexBuild()
            memberIndexBuilds[cid] = build
            return (rows, build.result)
        }
        guard let read else { return }
        // Built as a job of its own: the lock is free meanwhile, and a test can change the
        // channel between the read and the install.
        memberIndexWarmup { [weak self] in self?.installMemberIndex(cid, builtFrom: read.rows, into: read.result) }
    }

    private func installMemberIndex(_ cid: ChannelId, builtFrom rows: [MentionSearchIndex.Entry], into result: MemberIndexBuildResult) {
        let index: LiveMentionIndex? = result.start() ? LiveMentionIndex(rows) : nil
        if let index { result.finish(index) }
        lock.withLock {
            guard memberIndexBuilds[cid]?.result === result else { return }
            defer { memberIndexBuilds[cid] = nil }
            guard let index, memberIndexes[cid] == nil else { return }
            installBuiltMemberIndex(index, for: cid)
        }
    }

    /// Installs the index a background build made unless its channel's membership or a name
    /// of one of its members changed after its rows were read; applies the activity recorded
    /// meanwhile. Whether it was installed. Under the lock.
    @discardableResult
    func installBuiltMemberIndex(_ index: LiveMentionIndex, for cid: ChannelId) -> Bool {
        guard let build = memberIndexBuilds[cid], !build.isStale, !build.renamed.contains(where: index.contains) else { return false }
        for (id, date) in build.activity { index.updateLastActive(id, date) }
        memberIndexes[cid] = index
        return true
    }

    /// The index of the build of `cid` under way, once built and installed (the caller holds the
    /// lock and waits for it), or nil when none is under way or its index cannot be installed.
    func memberIndexFromBuild(_ cid: ChannelId) -> LiveMentionIndex? {
        guard let build = memberIndexBuilds[cid] else { return nil }
        guard let index = build.result.takeOver() else {
            // Not started: it will not start now, and a later open of the channel may warm it again.
            memberIndexBuilds[cid] = nil
            return nil
        }
        return installBuiltMemberIndex(index, for: cid) ? index : nil
    }
}
