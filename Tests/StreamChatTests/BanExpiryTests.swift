import Foundation
import Testing
@testable import StreamChat
import TemporaryFiles

/// Bans with a timeout lift themselves at their expiry; the server's clock is moved instead of
/// waiting. The channel `expiry` is owned by alice with members bob and carol; carol also
/// belongs to `elsewhere`; `mod` is an app moderator.
@MainActor
@Suite struct BanExpiryTests {
    private let start = Date(timeIntervalSince1970: 1_800_000_000)

    private func setUp(file: URL, clock: TestClock) async throws -> (ChatTestBed, ChannelId, ChannelId) {
        let server = try ChatServer(fileURL: file)
        server.setClock { clock.now }
        let bed = try ChatTestBed(server: server)
        return (bed, try bed.seedChannel("expiry", members: ["bob", "carol"]), try bed.seedChannel("elsewhere", members: ["carol"]))
    }

    private func ban(_ target: UserId, as actor: UserId, in cid: ChannelId? = nil, minutes: Int?, bed: ChatTestBed) async throws {
        let users = try await bed.client(actor).userController(userId: target)
        try await awaitCompletion { completion in
            if let cid { users.ban(in: cid, for: minutes, reason: "cool off", completion: completion) }
            else { users.ban(for: minutes, reason: "cool off", completion: completion) }
        }
    }

    /// Carol's user as the server reports it now.
    private func loadUser(_ userId: UserId, as viewer: UserId, bed: ChatTestBed) async throws -> ChatUser {
        let controller = try await bed.client(viewer).userController(userId: userId)
        try await awaitCompletion { controller.synchronize($0) }
        return try #require(controller.user)
    }

    @Test func anAppWideBanWithATimeoutLiftsItselfAtItsExpiry() async throws {
        let directory = try TemporaryDirectory()
        let clock = TestClock(start)
        let (bed, cid, _) = try await setUp(file: directory.chatFile, clock: clock)
        let carol = try await bed.channel(cid, as: "carol")
        var expiries: [Date?] = []
        let subscription = try await bed.client("bob").subscribe { event in
            if case let .userBanned(user, nil, by, reason, expiredAt) = event, user.id == "carol", by.id == "mod", reason == "cool off" {
                expiries.append(expiredAt)
            }
        }
        try await ban("carol", as: "mod", minutes: 10, bed: bed)
        #expect(expiries == [start.addingTimeInterval(600)])
        #expect(try await loadUser("carol", as: "bob", bed: bed).isBanned)
        await #expect(throws: ClientError.UserBanned.self) { try await carol.send("let me talk") }

        clock.advance(seconds: 599)
        await #expect(throws: ClientError.UserBanned.self) { try await carol.send("one second left") }
        clock.advance(seconds: 1)
        try await carol.send("free again")
        #expect(try await loadUser("carol", as: "bob", bed: bed).isBanned == false)
        try await carol.synchronizeAsync()
        #expect(carol.channel?.ownCapabilities.contains(.sendMessage) == true)
        subscription.cancel()
    }

    @Test func aChannelBanWithATimeoutShowsItsExpiryAndLeavesOtherChannelsAlone() async throws {
        let directory = try TemporaryDirectory()
        let clock = TestClock(start)
        let (bed, cid, other) = try await setUp(file: directory.chatFile, clock: clock)
        try await ban("carol", as: "alice", in: cid, minutes: 5, bed: bed)
        let carol = try await bed.channel(cid, as: "carol")
        #expect(carol.channel?.membership?.isBannedFromChannel == true)
        #expect(carol.channel?.membership?.banExpiresAt == start.addingTimeInterval(300))
        #expect(carol.channel?.ownCapabilities.contains(.sendMessage) == false)
        await #expect(throws: ClientError.UserBanned.self) { try await carol.send("hi") }
        try await bed.channel(other, as: "carol").send("still welcome here")
        #expect(try await loadUser("carol", as: "bob", bed: bed).isBanned == false, "a channel ban is not app-wide")
        #expect(try await bannedMemberIds(of: cid, as: "alice", bed: bed) == ["carol"])

        clock.advance(seconds: 300)
        try await carol.synchronizeAsync()
        #expect(carol.channel?.membership?.isBannedFromChannel == false)
        #expect(carol.channel?.membership?.banExpiresAt == nil)
        try await carol.send("back in")
        #expect(try await bannedMemberIds(of: cid, as: "alice", bed: bed) == [])
    }

    /// Members of `cid` a `banned == true` filter finds.
    private func bannedMemberIds(of cid: ChannelId, as viewer: UserId, bed: ChatTestBed) async throws -> [UserId] {
        let query = ChannelMemberListQuery(cid: cid, filter: .equal(.isBanned, to: true))
        let controller = try await bed.client(viewer).memberListController(query: query)
        try await awaitCompletion { controller.synchronize($0) }
        return controller.members.map(\.id)
    }

    @Test func theMemberControllerBansForATimeAndSeesTheBanEnd() async throws {
        let directory = try TemporaryDirectory()
        let clock = TestClock(start)
        let (bed, cid, _) = try await setUp(file: directory.chatFile, clock: clock)
        let controller = try await bed.client("alice").memberController(userId: "carol", in: cid)
        try await awaitCompletion { controller.synchronize($0) }
        #expect(controller.member?.isBannedFromChannel == false)
        var changes: [Bool] = []
        let subscription = controller.memberChangePublisher.sink { changes.append($0.item.isBannedFromChannel) }
        try await awaitCompletion { controller.ban(for: 15, reason: "spam", completion: $0) }
        try await awaitCompletion { controller.synchronize($0) }
        #expect(controller.member?.isBannedFromChannel == true)
        #expect(controller.member?.banExpiresAt == start.addingTimeInterval(900))
        #expect(changes.first == true)
        await #expect(throws: ClientError.InvalidRequest.self) { try await awaitCompletion { controller.ban(for: 0, completion: $0) } }
        #expect(controller.member?.banExpiresAt == start.addingTimeInterval(900), "a refused ban leaves the earlier one")

        clock.advance(seconds: 900)
        try await awaitCompletion { controller.synchronize($0) }
        #expect(controller.member?.isBannedFromChannel == false)
        #expect(controller.member?.banExpiresAt == nil)
        try await awaitCompletion { controller.unban(completion: $0) }
        let outsider = try await bed.client("alice").memberController(userId: "mod", in: cid)
        await #expect(throws: ClientError.NotAMember.self) { try await awaitCompletion { outsider.synchronize($0) } }
        subscription.cancel()
    }

    @Test func aRestartKeepsTheExpiry() async throws {
        let directory = try TemporaryDirectory()
        let file = directory.chatFile
        let clock = TestClock(start)
        let cid: ChannelId
        do {
            let (bed, channel, _) = try await setUp(file: file, clock: clock)
            cid = channel
            try await ban("carol", as: "mod", minutes: 60, bed: bed)
            try await ban("carol", as: "alice", in: cid, minutes: 90, bed: bed)
            bed.clients.values.forEach { $0.waitForPendingRequests() }
            bed.server.close()
        }
        let store = try ChatStore(path: file.path)
        #expect(try store.ban(scope: "*", userId: "carol") == BanTerm(expiresAt: start.addingTimeInterval(3600)))
        #expect(try store.ban(scope: cid.rawValue, userId: "carol") == BanTerm(expiresAt: start.addingTimeInterval(5400)))
        store.close()

        clock.advance(seconds: 1800)
        let server = try ChatServer(fileURL: file)
        server.setClock { clock.now }
        let bed = try ChatTestBed(server: server, users: [])
        let carol = try await bed.channel(cid, as: "carol")
        #expect(carol.channel?.membership?.banExpiresAt == start.addingTimeInterval(5400))
        await #expect(throws: ClientError.UserBanned.self) { try await carol.send("after the restart") }
        clock.advance(seconds: 1800)
        await #expect(throws: ClientError.UserBanned.self) { try await carol.send("the channel ban still holds") }
        #expect(try await loadUser("carol", as: "bob", bed: bed).isBanned == false)
        clock.advance(seconds: 1800)
        try await carol.send("both bans are over")
    }

    @Test(arguments: [0, -1, -60, BanTimeout.maximumMinutes + 1, Int.max, Int.min])
    func aBadTimeoutIsRefusedAndBansNobody(minutes: Int) async throws {
        let directory = try TemporaryDirectory()
        let (bed, cid, _) = try await setUp(file: directory.chatFile, clock: TestClock(start))
        var events = 0
        let subscription = try await bed.client("bob").subscribe { if case .userBanned = $0 { events += 1 } }
        await #expect(throws: ClientError.InvalidRequest.self) { try await ban("carol", as: "mod", minutes: minutes, bed: bed) }
        await #expect(throws: ClientError.InvalidRequest.self) { try await ban("carol", as: "alice", in: cid, minutes: minutes, bed: bed) }
        #expect(events == 0)
        #expect(try bed.server.storedBan(scope: "*", userId: "carol") == nil)
        #expect(try bed.server.storedBan(scope: cid.rawValue, userId: "carol") == nil)
        try await bed.channel(cid, as: "carol").send("nothing happened")
        subscription.cancel()
    }

    @Test func theLongestTimeoutIsOneYear() async throws {
        let directory = try TemporaryDirectory()
        let clock = TestClock(start)
        let (bed, cid, _) = try await setUp(file: directory.chatFile, clock: clock)
        try await ban("carol", as: "mod", minutes: BanTimeout.maximumMinutes, bed: bed)
        #expect(try bed.server.storedBan(scope: "*", userId: "carol") == BanTerm(expiresAt: start.addingTimeInterval(365 * 86_400)))
        try await ban("bob", as: "mod", minutes: 1, bed: bed)
        clock.advance(seconds: 60)
        try await bed.channel(cid, as: "bob").send("one minute is the shortest")
    }

    @Test func unbanBeforeTheExpiryLiftsTheBanAndAPermanentBanStays() async throws {
        let directory = try TemporaryDirectory()
        let clock = TestClock(start)
        let (bed, cid, _) = try await setUp(file: directory.chatFile, clock: clock)
        let carol = try await bed.channel(cid, as: "carol")
        try await ban("carol", as: "mod", minutes: 60, bed: bed)
        clock.advance(seconds: 600)
        try await awaitCompletion { bed.clients["mod"]!.userController(userId: "carol").unban(completion: $0) }
        try await carol.send("unbanned early")
        #expect(try bed.server.storedBan(scope: "*", userId: "carol") == nil)

        try await ban("carol", as: "alice", in: cid, minutes: 60, bed: bed)
        try await awaitCompletion { bed.clients["alice"]!.userController(userId: "carol").unban(in: cid, completion: $0) }
        try await carol.send("unbanned early in the channel")

        try await ban("carol", as: "mod", minutes: nil, bed: bed)
        try await ban("bob", as: "alice", in: cid, minutes: nil, bed: bed)
        clock.advance(seconds: 10 * 365 * 86_400)
        await #expect(throws: ClientError.UserBanned.self) { try await carol.send("ten years later") }
        await #expect(throws: ClientError.UserBanned.self) { try await bed.channel(cid, as: "bob").send("ten years later") }
        let bob = try await bed.channel(cid, as: "bob")
        #expect(bob.channel?.membership?.isBannedFromChannel == true)
        #expect(bob.channel?.membership?.banExpiresAt == nil)
    }

    @Test func aTimedBanReplacesAPermanentOneAndTheOtherWayRound() async throws {
        let directory = try TemporaryDirectory()
        let clock = TestClock(start)
        let (bed, cid, _) = try await setUp(file: directory.chatFile, clock: clock)
        let carol = try await bed.channel(cid, as: "carol")
        try await ban("carol", as: "mod", minutes: nil, bed: bed)
        try await ban("carol", as: "mod", minutes: 1, bed: bed)
        clock.advance(seconds: 60)
        try await carol.send("the later, timed ban counts")
        try await ban("carol", as: "mod", minutes: 1, bed: bed)
        try await ban("carol", as: "mod", minutes: nil, bed: bed)
        clock.advance(seconds: 60)
        await #expect(throws: ClientError.UserBanned.self) { try await carol.send("the later, permanent ban counts") }
    }

    @Test func aDatabaseFromBeforeTimeoutsUpgradesAndItsBansStayPermanent() async throws {
        let directory = try TemporaryDirectory()
        let file = try olderDatabaseFile(in: directory, migrationsApplied: 5, rows: """
            INSERT INTO users (id, name, role, created_at, updated_at, is_banned) VALUES
                ('alice', 'Alice', 'user', 0, 0, 0), ('carol', 'Carol', 'user', 0, 0, 1);
            INSERT INTO channels (cid, type, name, created_by, created_at, updated_at, member_count)
                VALUES ('messaging:old', 'messaging', 'Old', 'alice', 0, 0, 2);
            INSERT INTO members (cid, user_id, role, created_at, is_banned) VALUES
                ('messaging:old', 'alice', 'owner', 0, 0), ('messaging:old', 'carol', 'member', 0, 1);
            INSERT INTO bans (scope, user_id, banned_by, reason, created_at) VALUES
                ('*', 'carol', 'alice', 'old', 0), ('messaging:old', 'carol', 'alice', 'old', 0);
            INSERT INTO messages (id, cid, user_id, text, type, created_at, updated_at)
                VALUES ('m1', 'messaging:old', 'alice', 'kept', 'regular', 0, 0);
            """)

        let clock = TestClock(start)
        let server = try ChatServer(fileURL: file)
        server.setClock { clock.now }
        #expect(try server.storedBan(scope: "*", userId: "carol") == BanTerm(expiresAt: nil))
        let bed = try ChatTestBed(server: server, users: [])
        let cid = ChannelId(type: .messaging, id: "old")
        let carol = try await bed.channel(cid, as: "carol")
        #expect(carol.messages.map(\.text) == ["kept"])
        #expect(carol.channel?.membership?.isBannedFromChannel == true)
        #expect(carol.channel?.membership?.banExpiresAt == nil)
        clock.advance(seconds: 10 * 365 * 86_400)
        await #expect(throws: ClientError.UserBanned.self) { try await carol.send("still banned") }
        #expect(try await loadUser("carol", as: "alice", bed: bed).isBanned)
    }
}

/// A clock tests move by hand.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date) { current = start }

    var now: Date { lock.withLock { current } }

    func advance(seconds: TimeInterval) { lock.withLock { current += seconds } }
}

extension ChatServer {
    /// The ban row recorded in `scope` ("*" or a cid), expired or not.
    func storedBan(scope: String, userId: UserId) throws -> BanTerm? {
        try lock.withLock { try store.ban(scope: scope, userId: userId) }
    }
}
