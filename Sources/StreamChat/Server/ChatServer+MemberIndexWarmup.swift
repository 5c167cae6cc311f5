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
    let result: MemberIndexBuildResult

    init(result: MemberIndexBuildResult = MemberIndexBuildResult()) {
        self.result = result
    }
}

/// Hands the index a background build makes to a search that needs it meanwhile: a member
/// search waits for a build under way, outside the server's lock (`waitForMemberIndexBuild`),
/// instead of building a second index beside it, which on a busy machine made the first `@` of
/// a 100,000-member channel wait seconds for two builds sharing the cores. A build that has not
/// started when a search comes is abandoned: the search builds the index itself (at its own
/// priority) and the build does not start.
final class MemberIndexBuildResult: @unchecked Sendable {
    private enum State {
        case queued, building, abandoned
        case built(LiveMentionIndex)
    }

    /// What a search under the server's lock finds (it never waits there).
    enum Outcome {
        /// The build had not started: it will not start now.
        case notStarted
        /// The build is under way (the search did not wait for it).
        case building
        case built(LiveMentionIndex)
    }

    private let condition = NSCondition()
    private var state = State.queued
    /// Searches waiting in `waitWhileBuilding()` (for tests).
    private var waiting = 0

    /// Called by the build before it builds: false when a search took the work over.
    func start() -> Bool {
        condition.withLock {
            guard case .queued = state else { return false }
            state = .building
            return true
        }
    }

    /// Called by the build with the index it built; wakes the waiting searches.
    func finish(_ index: LiveMentionIndex) {
        condition.withLock {
            state = .built(index)
            condition.broadcast()
        }
    }

    /// Waits while the build is under way. Called without the server's lock (the build does not
    /// need it to finish, and every other request does).
    func waitWhileBuilding() {
        condition.withLock {
            waiting += 1
            defer { waiting -= 1 }
            while case .building = state { condition.wait() }
        }
    }

    /// Called by a search that found no index, without waiting: a build not started is abandoned.
    func takeOver() -> Outcome {
        condition.withLock {
            switch state {
            case .queued, .abandoned:
                state = .abandoned
                return .notStarted
            case .building:
                return .building
            case let .built(index):
                return .built(index)
            }
        }
    }

    /// Whether searches are waiting for the build (for tests).
    var hasWaiters: Bool { condition.withLock { waiting > 0 } }
}

extension ChatServer {
    /// Builds the member search index of a channel that was just watched, without delaying the
    /// request that opened it: the request returns its page (a bounded page of members, the
    /// counts), and `memberIndexWarmup` (a background queue) reads the members' names and builds
    /// the index outside the lock, which takes most of the time (10,000 members: about 2 s in a
    /// debug build). It is installed unless a search built one first, or a membership or name
    /// changed meanwhile (the next search then builds it from the store, as before).
    /// A build made stale by a membership change (e.g. a second `seedMembers`) is replaced by a
    /// fresh one: its index would be rejected, and a search would wait for it for nothing.
    func warmMemberIndex(_ cid: ChannelId) {
        guard memberIndexes[cid] == nil else { return }
        if let build = memberIndexBuilds[cid] {
            guard build.isStale else { return }
            _ = build.result.takeOver() // a stale build not started yet does not start
        }
        let result = MemberIndexBuildResult()
        memberIndexBuilds[cid] = MemberIndexBuild(result: result)
        memberIndexWarmup { [weak self] in self?.buildMemberIndexInBackground(cid, into: result) }
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

    private func buildMemberIndexInBackground(_ cid: ChannelId, into result: MemberIndexBuildResult) {
        let rows: [MentionSearchIndex.Entry]? = lock.withLock {
            // Replaced by a fresher build, or abandoned: not read.
            guard memberIndexBuilds[cid]?.result === result else { return nil }
            guard memberIndexes[cid] == nil, let rows = try? store.memberSearchRows(cid: cid) else {
                memberIndexBuilds[cid] = nil
                return nil
            }
            // Changes before the read are in the rows.
            memberIndexBuilds[cid] = MemberIndexBuild(result: result)
            return rows
        }
        guard let rows else { return }
        // Built as a job of its own: the lock is free meanwhile, and a test can change the
        // channel between the read and the install.
        memberIndexWarmup { [weak self] in self?.installMemberIndex(cid, builtFrom: rows, into: result) }
    }

    private func installMemberIndex(_ cid: ChannelId, builtFrom rows: [MentionSearchIndex.Entry], into result: MemberIndexBuildResult) {
        var index: LiveMentionIndex?
        if result.start() {
            memberIndexWillBuild()
            let built = LiveMentionIndex(rows)
            result.finish(built)
            index = built
        }
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

    /// Before a member search takes the server's lock: waits, outside it, for a build of the
    /// channel's index under way, so that the search installs its index instead of building a
    /// second one while every other request goes on. A stale build is not waited for (its index
    /// would be rejected).
    func waitForMemberIndexBuild(before request: ChatRequest) {
        guard case let .queryMembers(query, _) = request, query.sort.isEmpty,
              FilterEvaluator.autocompleteTerm(query.filter?.expression) != nil else { return }
        let result: MemberIndexBuildResult? = lock.withLock {
            guard memberIndexes[query.cid] == nil, let build = memberIndexBuilds[query.cid], !build.isStale else { return nil }
            return build.result
        }
        result?.waitWhileBuilding()
    }

    /// The index of `cid`'s background build, installed, when it is built and still current;
    /// nil when there is none, it has not started (it will not start now), it is stale or still
    /// under way (the caller builds the index itself). Under the lock: never waits.
    func memberIndexFromBuild(_ cid: ChannelId) -> LiveMentionIndex? {
        guard let build = memberIndexBuilds[cid], !build.isStale else { return nil }
        switch build.result.takeOver() {
        case .notStarted:
            // A later open of the channel may warm it again.
            memberIndexBuilds[cid] = nil
            return nil
        case .building:
            return nil
        case let .built(index):
            return installBuiltMemberIndex(index, for: cid) ? index : nil
        }
    }
}
