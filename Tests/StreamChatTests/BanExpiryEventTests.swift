import Combine
import Foundation
import Testing
@testable import StreamChat
import TemporaryFiles

/// When a timed ban's expiry passes on the server's clock, the server lifts it and tells the
/// clients (`.userUnbanned`), so their controllers show the user free without a reload. Tests
/// move the clock and run what the expiry timer runs (`liftExpiredBans`). The channel `expiry`
/// is owned by alice with members bob and carol; `mod` is an app moderator.
@MainActor
@Suite struct BanExpiryEventTests {
    private let start = Date(timeIntervalSince1970: 1_800_000_000)

    private func setUp(clock: TestClock) async throws -> (ChatTestBed, ChannelId) {
        let server = try ChatServer()
        server.setClock { clock.now }
        let bed = try ChatTestBed(server: server)
        return (bed, try bed.seedChannel("expiry", members: ["bob", "carol"]))
    }

    private func ban(_ target: UserId, as actor: UserId, in cid: ChannelId? = nil, minutes: Int?, bed: ChatTestBed) async throws {
        let users = try await bed.client(actor).userController(userId: target)
        try await awaitCompletion { completion in
            if let cid { users.ban(in: cid, for: minutes, completion: completion) } else { users.ban(for: minutes, completion: completion) }
        }
        await bed.settle()
    }

    /// Runs the expiry timer's work and lets the events, and the reloads they cause, arrive.
    private func expire(_ bed: ChatTestBed) async {
        bed.server.liftExpiredBans()
        await bed.settle()
        await bed.settle()
    }

    /// Records the unban events `userId`'s client receives, as (user, cid).
    private func unbans(heardBy userId: UserId, bed: ChatTestBed) async throws -> (UnbanRecorder<String>, AnyCancellable) {
        let recorder = UnbanRecorder<String>()
        let subscription = try await bed.client(userId).subscribe { event in
            if case let .userUnbanned(user, cid) = event { recorder.values.append("\(user.id)@\(cid?.rawValue ?? "*")") }
        }
        return (recorder, subscription)
    }

    @Test func anAppWideTimedBanEndsLiveForEveryClient() async throws {
        let clock = TestClock(start)
        let (bed, cid) = try await setUp(clock: clock)
        let carol = try await bed.channel(cid, as: "carol")
        let carolSeenByBob = try await bed.client("bob").userController(userId: "carol")
        try await awaitCompletion { carolSeenByBob.synchronize($0) }
        let (heard, subscription) = try await unbans(heardBy: "bob", bed: bed)
        try await ban("carol", as: "mod", minutes: 10, bed: bed)
        #expect(carolSeenByBob.user?.isBanned == true)
        #expect(carol.channel?.ownCapabilities.contains(.sendMessage) == false)

        clock.advance(seconds: 599)
        await expire(bed)
        #expect(heard.values.isEmpty, "not before the expiry")
        #expect(carolSeenByBob.user?.isBanned == true)

        clock.advance(seconds: 1)
        await expire(bed)
        #expect(heard.values == ["carol@*"])
        #expect(carolSeenByBob.user?.isBanned == false, "bob's value follows without a reload")
        #expect(carol.channel?.ownCapabilities.contains(.sendMessage) == true, "carol's channel follows without a reload")
        #expect(try bed.server.storedBan(scope: "*", userId: "carol") == nil, "the lifted ban is gone")
        try await carol.send("free again")

        await expire(bed)
        #expect(heard.values == ["carol@*"], "a ban is lifted once")
        subscription.cancel()
    }

    @Test func theCurrentUsersOwnIsBannedFollowsAppWideBansAndTheirEnd() async throws {
        let clock = TestClock(start)
        let (bed, cid) = try await setUp(clock: clock)
        let carolClient = try await bed.client("carol")
        let own = carolClient.currentUserController()
        let reported = UnbanRecorder<Bool>()
        let subscription = own.currentUserChangePublisher.sink { change in
            if case let .update(user) = change { MainActor.assumeIsolated { reported.values.append(user.isBanned) } }
        }
        #expect(carolClient.currentUser?.isBanned == false)

        try await ban("carol", as: "mod", minutes: 10, bed: bed)
        #expect(carolClient.currentUser?.isBanned == true)
        #expect(own.currentUser?.isBanned == true)
        #expect(reported.values.last == true)

        clock.advance(seconds: 600)
        await expire(bed)
        #expect(carolClient.currentUser?.isBanned == false, "the ban's end on the server's clock reaches the user")

        try await ban("carol", as: "mod", minutes: nil, bed: bed)
        #expect(carolClient.currentUser?.isBanned == true)
        let carolSeenByMod = try await bed.client("mod").userController(userId: "carol")
        try await awaitCompletion { carolSeenByMod.unban(completion: $0) }
        await bed.settle()
        #expect(carolClient.currentUser?.isBanned == false, "an unban reaches the user")
        #expect(reported.values == [true, false, true, false])

        // A channel ban is the member's: the user is not banned app-wide.
        try await ban("carol", as: "alice", in: cid, minutes: nil, bed: bed)
        #expect(carolClient.currentUser?.isBanned == false)
        #expect(reported.values == [true, false, true, false])
        subscription.cancel()
    }

    @Test func aChannelTimedBanEndsLiveInTheMemberAndChannelControllers() async throws {
        let clock = TestClock(start)
        let (bed, cid) = try await setUp(clock: clock)
        let carol = try await bed.channel(cid, as: "carol")
        let member = try await bed.client("alice").memberController(userId: "carol", in: cid)
        try await awaitCompletion { member.synchronize($0) }
        try await ban("carol", as: "alice", in: cid, minutes: 5, bed: bed)
        #expect(member.member?.isBannedFromChannel == true)
        #expect(carol.channel?.membership?.isBannedFromChannel == true)

        clock.advance(seconds: 300)
        await expire(bed)
        #expect(member.member?.isBannedFromChannel == false)
        #expect(member.member?.banExpiresAt == nil)
        #expect(carol.channel?.membership?.isBannedFromChannel == false)
        #expect(carol.channel?.membership?.banExpiresAt == nil)
        #expect(carol.channel?.ownCapabilities.contains(.sendMessage) == true)
        try await carol.send("back in")
    }

    @Test func aBanReplacedByALongerOneIsNotLiftedAtTheFirstExpiry() async throws {
        let clock = TestClock(start)
        let (bed, cid) = try await setUp(clock: clock)
        let carol = try await bed.channel(cid, as: "carol")
        let (heard, subscription) = try await unbans(heardBy: "carol", bed: bed)
        try await ban("carol", as: "mod", minutes: 5, bed: bed)
        try await ban("carol", as: "mod", minutes: 30, bed: bed)
        try await ban("bob", as: "alice", in: cid, minutes: 5, bed: bed)
        try await ban("bob", as: "alice", in: cid, minutes: nil, bed: bed)

        clock.advance(seconds: 300)
        await expire(bed)
        #expect(heard.values.isEmpty)
        #expect(carol.channel?.ownCapabilities.contains(.sendMessage) == false)
        await #expect(throws: ClientError.UserBanned.self) { try await carol.send("the longer ban holds") }

        clock.advance(seconds: 1500)
        await expire(bed)
        #expect(heard.values == ["carol@*"])
        #expect(carol.channel?.ownCapabilities.contains(.sendMessage) == true)

        clock.advance(seconds: 10 * 365 * 86_400)
        await expire(bed)
        #expect(heard.values == ["carol@*"], "the permanent ban of bob is never lifted")
        await #expect(throws: ClientError.UserBanned.self) { try await bed.channel(cid, as: "bob").send("ten years later") }
        subscription.cancel()
    }

    @Test func anExplicitUnbanLeavesNothingForTheExpiryToLift() async throws {
        let clock = TestClock(start)
        let (bed, cid) = try await setUp(clock: clock)
        _ = try await bed.channel(cid, as: "carol")
        let (heard, subscription) = try await unbans(heardBy: "carol", bed: bed)
        try await ban("carol", as: "mod", minutes: 5, bed: bed)
        try await awaitCompletion { bed.clients["mod"]!.userController(userId: "carol").unban(completion: $0) }
        await bed.settle()
        #expect(heard.values == ["carol@*"])
        clock.advance(seconds: 300)
        await expire(bed)
        #expect(heard.values == ["carol@*"], "one unban event, the explicit one")
        subscription.cancel()
    }

    @Test func aBanThatExpiredWhileTheServerWasClosedIsLiftedWhenItOpens() async throws {
        let directory = try TemporaryDirectory()
        let file = directory.chatFile
        let clock = TestClock(start)
        do {
            let server = try ChatServer(fileURL: file)
            server.setClock { clock.now }
            let bed = try ChatTestBed(server: server)
            try await ban("carol", as: "mod", minutes: 10, bed: bed)
            server.close()
        }
        clock.advance(seconds: 3600)
        let server = try ChatServer(fileURL: file)
        server.setClock { clock.now }
        let bed = try ChatTestBed(server: server, users: [])
        let carolSeenByBob = try await bed.client("bob").userController(userId: "carol")
        try await awaitCompletion { carolSeenByBob.synchronize($0) }
        #expect(carolSeenByBob.user?.isBanned == false)
        #expect(try server.storedBan(scope: "*", userId: "carol") == nil)
    }
}

/// Values appended from main-actor event handlers.
@MainActor final class UnbanRecorder<Value> {
    var values: [Value] = []
}
