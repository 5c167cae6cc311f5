import Combine
import Foundation
import Testing
@testable import StreamChat

/// The typing users a channel controller shows leave out the users its current user muted.
@MainActor
@Suite struct MutedTypingTests {
    @Test func aMutedUsersTypingIsHiddenAndShowsAgainOnUnmute() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("muted-typing", members: ["bob", "carol"])
        let alice = try await bed.channel(cid, as: "alice")
        let bob = try await bed.channel(cid, as: "bob")
        let carol = try await bed.channel(cid, as: "carol")
        let aliceClient = try await bed.client("alice")
        var published: [Set<UserId>] = []
        let subscription = alice.typingUsersPublisher.sink { published.append(Set($0.map(\.id))) }
        defer { subscription.cancel() }

        try await awaitCompletion { aliceClient.userController(userId: "bob").mute(completion: $0) }
        await bed.settle()
        try await awaitCompletion { bob.sendKeystrokeEvent(completion: $0) }
        try await awaitCompletion { carol.sendKeystrokeEvent(completion: $0) }
        await bed.settle()
        #expect(Set(alice.channel?.currentlyTypingUsers.map(\.id) ?? []) == ["carol"])
        // Carol sees Bob typing: the mute is Alice's alone.
        #expect(Set(carol.channel?.currentlyTypingUsers.map(\.id) ?? []) == ["bob"])

        // Unmuted while still typing: Bob shows again without another keystroke event.
        try await awaitCompletion { aliceClient.userController(userId: "bob").unmute(completion: $0) }
        await bed.settle()
        #expect(Set(alice.channel?.currentlyTypingUsers.map(\.id) ?? []) == ["bob", "carol"])

        // Muted while typing: hidden at once.
        try await awaitCompletion { aliceClient.userController(userId: "carol").mute(completion: $0) }
        await bed.settle()
        #expect(Set(alice.channel?.currentlyTypingUsers.map(\.id) ?? []) == ["bob"])

        // A stop of a hidden user changes nothing shown; it is not shown again on unmute.
        try await awaitCompletion { carol.sendStopTypingEvent(completion: $0) }
        try await awaitCompletion { aliceClient.userController(userId: "carol").unmute(completion: $0) }
        await bed.settle()
        #expect(Set(alice.channel?.currentlyTypingUsers.map(\.id) ?? []) == ["bob"])
        #expect(published == [["carol"], ["bob", "carol"], ["bob"]])
    }

    @Test func muteStatesOfAnotherClientDoNotLeak() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("mute-scope", members: ["bob", "carol"])
        let alice = try await bed.channel(cid, as: "alice")
        let carol = try await bed.channel(cid, as: "carol")
        let bob = try await bed.channel(cid, as: "bob")
        let carolClient = try await bed.client("carol")
        try await awaitCompletion { carolClient.userController(userId: "bob").mute(completion: $0) }
        try await awaitCompletion { bob.sendKeystrokeEvent(completion: $0) }
        await bed.settle()
        #expect(alice.channel?.currentlyTypingUsers.map(\.id) == ["bob"])
        #expect(carol.channel?.currentlyTypingUsers.isEmpty == true)
        // Muting oneself still fails clearly and changes nothing.
        await #expect(throws: ClientError.InvalidRequest.self) {
            try await awaitCompletion { carolClient.userController(userId: "carol").mute(completion: $0) }
        }
    }
}
