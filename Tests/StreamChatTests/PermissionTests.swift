import Foundation
import Testing
@testable import StreamChat

/// Who may post, ban, unban, flag, mute, edit and delete.
@MainActor
@Suite struct PermissionTests {
    /// The channel is owned by alice with members bob and carol; `mod` is an app moderator and
    /// `admin` an app admin, neither a member.
    private func setUp() throws -> (ChatTestBed, ChannelId) {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("rules", members: ["bob", "carol", "guest"])
        return (bed, cid)
    }

    private func ban(_ target: UserId, as actor: UserId, in cid: ChannelId?, bed: ChatTestBed) async throws {
        let client = try await bed.client(actor)
        try await awaitCompletion { completion in
            if let cid { client.userController(userId: target).ban(in: cid, completion: completion) }
            else { client.userController(userId: target).ban(completion: completion) }
        }
    }

    @Test(arguments: [
        ("bob", true, false), ("alice", true, true), ("mod", false, true), ("admin", false, true), ("guest", true, false),
    ])
    func channelBanMatrix(actor: String, isMember: Bool, mayBan: Bool) async throws {
        let (bed, cid) = try setUp()
        if mayBan {
            try await ban("carol", as: actor, in: cid, bed: bed)
            let carol = try await bed.channel(cid, as: "carol")
            await #expect(throws: ClientError.UserBanned.self) { try await carol.send("hi") }
            #expect(!(carol.channel?.ownCapabilities.contains(.sendMessage) ?? true))
        } else {
            await #expect(throws: ClientError.PermissionDenied.self) { try await ban("carol", as: actor, in: cid, bed: bed) }
            let carol = try await bed.channel(cid, as: "carol")
            try await carol.send("still here")
        }
    }

    @Test(arguments: [("bob", false), ("alice", false), ("mod", true), ("admin", true)])
    func appBanMatrix(actor: String, mayBan: Bool) async throws {
        let (bed, cid) = try setUp()
        if mayBan {
            try await ban("carol", as: actor, in: nil, bed: bed)
            let carol = try await bed.channel(cid, as: "carol")
            await #expect(throws: ClientError.UserBanned.self) { try await carol.send("hi") }
            try await awaitCompletion { bed.clients[actor]!.userController(userId: "carol").unban(completion: $0) }
            try await carol.send("back")
        } else {
            await #expect(throws: ClientError.PermissionDenied.self) { try await ban("carol", as: actor, in: nil, bed: bed) }
        }
    }

    @Test func nobodyBansOrMutesThemselvesAndOnlyAdminsBanAdmins() async throws {
        let (bed, _) = try setUp()
        await #expect(throws: ClientError.InvalidRequest.self) { try await ban("mod", as: "mod", in: nil, bed: bed) }
        await #expect(throws: ClientError.PermissionDenied.self) { try await ban("admin", as: "mod", in: nil, bed: bed) }
        let bob = try await bed.client("bob")
        await #expect(throws: ClientError.InvalidRequest.self) {
            try await awaitCompletion { bob.userController(userId: "bob").mute(completion: $0) }
        }
        await #expect(throws: ClientError.InvalidRequest.self) {
            try await awaitCompletion { bob.userController(userId: "bob").flag(completion: $0) }
        }
        #expect(bob.currentUser?.mutedUsers.isEmpty == true)
    }

    @Test func flaggingIsForEveryoneButGuests() async throws {
        let (bed, _) = try setUp()
        let guest = try await bed.client("guest")
        await #expect(throws: ClientError.PermissionDenied.self) {
            try await awaitCompletion { guest.userController(userId: "bob").flag(completion: $0) }
        }
        let carol = try await bed.client("carol")
        try await awaitCompletion { carol.userController(userId: "bob").flag(completion: $0) }
        #expect(try bed.server.flagCount(of: "bob") == 1)
        #expect(carol.currentUser?.flaggedUserIds == ["bob"])
    }

    @Test func muteAndUnmuteCompleteOnTheMainActorAndUpdateTheCurrentUser() async throws {
        let (bed, _) = try setUp()
        let bob = try await bed.client("bob")
        try await awaitCompletion { completion in
            bob.userController(userId: "carol").mute { error in
                MainActor.preconditionIsolated()
                completion(error)
            }
        }
        #expect(bob.currentUser?.mutedUsers.map(\.id) == ["carol"])
        try await awaitCompletion { bob.userController(userId: "carol").unmute(completion: $0) }
        #expect(bob.currentUser?.mutedUsers.isEmpty == true)
        await #expect(throws: ClientError.UserNotFound.self) {
            try await awaitCompletion { bob.userController(userId: "nobody").mute(completion: $0) }
        }
    }

    @Test func onlyAuthorsAndModeratorsEditOrDelete() async throws {
        let (bed, cid) = try setUp()
        let bob = try await bed.channel(cid, as: "bob")
        let carol = try await bed.channel(cid, as: "carol")
        let alice = try await bed.channel(cid, as: "alice")
        let id = try await bob.send("mine")
        await #expect(throws: ClientError.PermissionDenied.self) {
            try await awaitCompletion { carol.editMessage(id, text: "hijacked", completion: $0) }
        }
        await #expect(throws: ClientError.PermissionDenied.self) {
            try await awaitCompletion { carol.deleteMessage(id, completion: $0) }
        }
        #expect(carol.messages.first?.text == "mine")
        try await awaitCompletion { alice.editMessage(id, text: "moderated", completion: $0) }
        try await awaitCompletion { alice.deleteMessage(id, completion: $0) }
        #expect(carol.messages.first?.isDeleted == true)
    }

    @Test func onlyOwnersAndModeratorsManageMembers() async throws {
        let (bed, cid) = try setUp()
        let bob = try await bed.channel(cid, as: "bob")
        await #expect(throws: ClientError.PermissionDenied.self) {
            try await awaitCompletion { bob.addMembers(userIds: ["mod"], completion: $0) }
        }
        try await awaitCompletion { bob.removeMembers(userIds: ["bob"], completion: $0) }
        #expect(bob.channel?.membership == nil)
        await #expect(throws: ClientError.NotAMember.self) { try await bob.send("left already") }
    }
}
