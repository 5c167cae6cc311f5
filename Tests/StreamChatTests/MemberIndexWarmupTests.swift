import Foundation
import Synchronization
import Testing
@testable import StreamChat

/// Opening a channel of many members reads a page of them, not all: the member search index is
/// built after the open, off its request (it took about 2 s for the demo's 10,000 members in a
/// debug build, and the channel showed its loading view that long).
@MainActor
@Suite struct MemberIndexWarmupTests {
    private static let cid = ChannelId(type: .messaging, id: "crowd")
    private static let crowdCount = 300

    /// Background builds the server was asked to run; the test runs them when it chooses.
    private final class HeldWork: Sendable {
        let jobs = Mutex<[@Sendable () -> Void]>([])
        /// Runs the jobs queued so far, and those they queue, until none is left.
        func runAll() {
            while runQueued() {}
        }

        /// Runs the jobs queued so far (the read of a build queues its install); whether any ran.
        @discardableResult func runQueued() -> Bool {
            let taken = jobs.withLock { jobs in defer { jobs = [] }; return jobs }
            taken.forEach { $0() }
            return !taken.isEmpty
        }
    }

    private func setUp() throws -> (ChatTestBed, HeldWork) {
        let crowd = (1...Self.crowdCount).map { ChatServer.SeedUser(id: String(format: "c%04d", $0), name: String(format: "Crowd %04d", $0)) }
        let bed = try ChatTestBed(users: ChatTestBed.defaultUsers + crowd)
        try bed.server.seedChannel(Self.cid, createdBy: "alice", memberIds: ["alice"] + crowd.map(\.id))
        let held = HeldWork()
        bed.server.memberIndexWarmup = { job in held.jobs.withLock { $0.append(job) } }
        return (bed, held)
    }

    /// Whether no other thread holds `lock` (taken and given back at once).
    private nonisolated static func isFree(_ lock: NSRecursiveLock) -> Bool {
        guard lock.try() else { return false }
        lock.unlock()
        return true
    }

    private func isIndexed(_ server: ChatServer) -> Bool {
        server.lock.withLock { server.memberIndexes[Self.cid] != nil }
    }

    private func searchMembers(_ term: String, bed: ChatTestBed) async throws -> [UserId] {
        let controller = try await bed.client("alice").memberListController(query: ChannelMemberListQuery(cid: Self.cid))
        try await awaitCompletion { controller.search(term: term, completion: $0) }
        return controller.members.map(\.id)
    }

    @Test func openingTheChannelLoadsAPageOfMembersAndBuildsNoIndex() async throws {
        let (bed, held) = try setUp()
        let controller = try await bed.channel(Self.cid, as: "alice")
        #expect(controller.channel?.memberCount == Self.crowdCount + 1)
        #expect(controller.channel?.lastActiveMembers.count == 100)
        #expect(!isIndexed(bed.server))
        #expect(held.jobs.withLock { $0.count } == 1)
        // A search before the build finds any member all the same (it builds the index itself).
        #expect(try await searchMembers("crowd 0299", bed: bed) == ["c0299"])
        held.runAll()
        #expect(isIndexed(bed.server))
    }

    @Test func theBackgroundBuildIsInstalledAndSearched() async throws {
        let (bed, held) = try setUp()
        _ = try await bed.channel(Self.cid, as: "alice")
        held.runAll()
        #expect(isIndexed(bed.server))
        #expect(bed.server.lock.withLock { bed.server.memberIndexes[Self.cid]?.count } == Self.crowdCount + 1)
        #expect(try await searchMembers("crowd 0300", bed: bed) == ["c0300"])
    }

    @Test func aSearchBeforeTheBuildStartsBuildsTheIndexAndTheBuildDoesNotReplaceIt() async throws {
        let (bed, held) = try setUp()
        _ = try await bed.channel(Self.cid, as: "alice")
        #expect(held.runQueued()) // the members are read; the build itself waits
        #expect(try await searchMembers("crowd 0299", bed: bed) == ["c0299"])
        let searched = try #require(bed.server.lock.withLock { bed.server.memberIndexes[Self.cid] })
        #expect(bed.server.lock.withLock { bed.server.memberIndexBuilds[Self.cid] == nil }, "the build is abandoned")
        held.runAll()
        #expect(bed.server.lock.withLock { bed.server.memberIndexes[Self.cid] } === searched)
        #expect(try await searchMembers("crowd 0300", bed: bed) == ["c0300"])
    }

    @Test func aMemberAddedBeforeTheBuildRunsIsFound() async throws {
        let (bed, held) = try setUp()
        let owner = try await bed.channel(Self.cid, as: "alice")
        try await awaitCompletion { owner.addMembers(userIds: ["bob"], completion: $0) }
        held.runAll()
        #expect(try await searchMembers("bob", bed: bed) == ["bob"])
    }

    @Test func aMembershipChangeInAnotherChannelKeepsTheBuild() async throws {
        let (bed, held) = try setUp()
        let other = try bed.seedChannel("other")
        _ = try await bed.channel(Self.cid, as: "alice")
        let otherOwner = try await bed.channel(other, as: "alice")
        #expect(held.runQueued()) // the crowd's members are read
        try await awaitCompletion { otherOwner.addMembers(userIds: ["carol"], completion: $0) }
        try await awaitCompletion { otherOwner.removeMembers(userIds: ["carol"], completion: $0) }
        held.runAll()
        #expect(isIndexed(bed.server), "only the crowd's own membership changes make its build stale")
    }

    @Test func aMembershipChangeInTheChannelOrAMembersNewNameDiscardsTheBuild() async throws {
        let (bed, held) = try setUp()
        let owner = try await bed.channel(Self.cid, as: "alice")
        #expect(held.runQueued()) // the members are read
        try await awaitCompletion { owner.addMembers(userIds: ["carol"], completion: $0) }
        held.runAll()
        #expect(!isIndexed(bed.server))
        #expect(try await searchMembers("carol", bed: bed) == ["carol"], "the search builds it")

        let renamed = try setUp()
        _ = try await renamed.0.channel(Self.cid, as: "alice")
        #expect(renamed.1.runQueued())
        // A crowd member connects under a new name.
        try await ChatClient(config: ChatClientConfig(apiKey: APIKey("test"), transport: renamed.0.server)).connect("c0001", name: "Renamed One")
        renamed.1.runAll()
        #expect(!isIndexed(renamed.0.server))
        #expect(try await searchMembers("renamed", bed: renamed.0) == ["c0001"])
    }

    /// A search that waits for a build under way waits outside the server's lock: another
    /// request goes on meanwhile (it waited for the rest of the build when the search waited
    /// under the lock).
    @Test func aSearchWaitingForABuildDoesNotBlockOtherRequests() async throws {
        let (bed, held) = try setUp()
        let server = bed.server
        _ = try await bed.channel(Self.cid, as: "alice")
        #expect(held.runQueued()) // the members are read
        let building = Mutex(false)
        let release = DispatchSemaphore(value: 0)
        server.memberIndexWillBuild = {
            building.withLock { $0 = true }
            release.wait()
        }
        let buildThread = Thread { held.runAll() }
        buildThread.start()
        while !building.withLock({ $0 }) { try await Task.sleep(for: .milliseconds(1)) }
        let result = try #require(server.lock.withLock { server.memberIndexBuilds[Self.cid]?.result })
        let search = Task { try await searchMembers("crowd 0299", bed: bed) }
        while !result.hasWaiters { try await Task.sleep(for: .milliseconds(1)) }
        let lockIsFree = Self.isFree(server.lock)
        #expect(lockIsFree, "the waiting search does not hold the server's lock")
        if lockIsFree { // else this request would wait for the rest of the build
            try server.seedMessages([ChatServer.SeedMessage(authorId: "alice", text: "meanwhile", createdAt: Date())], in: Self.cid)
        }
        release.signal()
        #expect(try await search.value == ["c0299"])
        #expect(isIndexed(server))
        #expect(server.lock.withLock { server.memberIndexBuilds[Self.cid] == nil })
        #expect(!held.runQueued(), "the search built no index of its own")
    }

    /// A second `seedMembers` after a build read its rows makes the build stale: a fresh build
    /// replaces it (no index was built until the next search, which built it itself).
    @Test func aSecondSeedMembersReplacesAStaleBuild() async throws {
        let (bed, held) = try setUp()
        let server = bed.server
        _ = try await bed.channel(Self.cid, as: "alice")
        #expect(held.runQueued()) // the members are read; the build itself waits
        let stale = try #require(server.lock.withLock { server.memberIndexBuilds[Self.cid]?.result })
        try server.seedMembers(["bob"], to: Self.cid)
        #expect(server.lock.withLock { server.memberIndexBuilds[Self.cid]?.result } !== stale)
        held.runAll()
        #expect(isIndexed(server), "the fresh build is installed")
        #expect(server.lock.withLock { server.memberIndexes[Self.cid]?.count } == Self.crowdCount + 2)
    }

    /// A name change checks the builds in progress without a query under the server's lock
    /// (it read each build's channel membership of the user there): a non-member's new name
    /// keeps the build.
    @Test func aNonMembersNewNameRunsNoQueryAndKeepsTheBuild() async throws {
        let (bed, held) = try setUp()
        _ = try await bed.channel(Self.cid, as: "alice")
        #expect(held.runQueued()) // the crowd's members are read
        let server = bed.server
        let statements = try server.lock.withLock {
            var bob = try server.user("bob")
            bob.name = "Robert Brown"
            return try statementsRun(on: server) { try server.saveUser(bob) }.statements
        }
        #expect(statements.count == 1 && statements[0].hasPrefix("INSERT INTO users"), "the user's row is written, no membership is read: \(statements)")
        #expect(held.runQueued()) // the build's install, kept: bob is not a member of the crowd
        #expect(isIndexed(server), "the build read before the rename is installed")
        #expect(!held.runQueued(), "no build started again")
    }
}

/// The hand-over of a background build's index to a search that needs it while it is built.
@Suite struct MemberIndexBuildResultTests {
    private func index() -> LiveMentionIndex {
        LiveMentionIndex([MentionSearchIndex.Entry(id: "ann", name: "Ann", lastActiveAt: nil)])
    }

    @Test func aSearchWaitsForABuildUnderWayAndTakesItsIndex() async {
        let result = MemberIndexBuildResult()
        #expect(result.start())
        guard case .building = result.takeOver() else { Issue.record("the build is under way"); return }
        let built = index()
        // The search waits for the build if it comes first; either way it gets the built index.
        let waited = Task.detached { result.waitWhileBuilding() }
        result.finish(built)
        await waited.value
        guard case let .built(taken) = result.takeOver() else { Issue.record("the build finished"); return }
        #expect(taken === built)
    }

    @Test func aBuildNotStartedIsAbandonedAndDoesNotStart() {
        let result = MemberIndexBuildResult()
        guard case .notStarted = result.takeOver() else { Issue.record("not started"); return }
        #expect(!result.start(), "the search built the index itself")
        result.waitWhileBuilding() // returns at once
        guard case .notStarted = result.takeOver() else { Issue.record("still not started"); return }
    }
}
