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

    @Test func aSearchTakesTheIndexOfABuildUnderWay() async {
        let result = MemberIndexBuildResult()
        #expect(result.start())
        let built = index()
        // The search waits for the build if it comes first; either way it gets the built index.
        let taken = Task.detached { result.takeOver().map(ObjectIdentifier.init) }
        result.finish(built)
        #expect(await taken.value == ObjectIdentifier(built))
        #expect(result.takeOver() === built)
    }

    @Test func aBuildNotStartedIsAbandonedAndDoesNotStart() {
        let result = MemberIndexBuildResult()
        #expect(result.takeOver() == nil)
        #expect(!result.start(), "the search built the index itself")
        #expect(result.takeOver() == nil)
    }
}
