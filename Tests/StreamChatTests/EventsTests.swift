import Foundation
import Testing
@testable import StreamChat

/// Typing, reads, reactions, edits, deletes, presence and membership, seen by another client.
@MainActor
@Suite struct EventsTests {
    @Test func typingStartAndStopReachTheOtherClient() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("typing")
        let alice = try await bed.channel(cid, as: "alice")
        let bob = try await bed.channel(cid, as: "bob")
        var published: [Set<UserId>] = []
        let subscription = bob.typingUsersPublisher.sink { published.append(Set($0.map(\.id))) }

        try await awaitCompletion { alice.sendKeystrokeEvent(completion: $0) }
        #expect(bob.channel?.currentlyTypingUsers.map(\.id) == ["alice"])
        #expect(alice.channel?.currentlyTypingUsers.isEmpty == true)

        try await awaitCompletion { alice.sendStopTypingEvent(completion: $0) }
        #expect(bob.channel?.currentlyTypingUsers.isEmpty == true)
        #expect(published == [["alice"], []])
        subscription.cancel()
    }

    /// The app hears of its own message once, when the server published it; the pending copy
    /// and the server's answer only update the controllers.
    @Test func ownMessageIsReportedNewOnce() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("once")
        let alice = try await bed.channel(cid, as: "alice")
        var reported: [String] = []
        let subscription = alice.client.subscribe { event in
            switch event {
            case let .messageNew(message): reported.append("new \(message.text) \(message.localState == nil)")
            case .currentUserUpdated: reported.append("user")
            default: break
            }
        }
        let id = try await alice.send("said once")
        #expect(reported == ["new said once true"])
        #expect(alice.messages.first?.id == id)
        #expect(alice.messages.first?.localState == nil)
        subscription.cancel()
    }

    @Test func sendingAMessageStopsTyping() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("typing2")
        let alice = try await bed.channel(cid, as: "alice")
        let bob = try await bed.channel(cid, as: "bob")
        try await awaitCompletion { alice.sendKeystrokeEvent(completion: $0) }
        try await alice.send("done typing")
        #expect(bob.channel?.currentlyTypingUsers.isEmpty == true)
    }

    @Test func markReadClearsUnreadAndIsSeenByOthers() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("reads")
        let alice = try await bed.channel(cid, as: "alice")
        let bob = try await bed.channel(cid, as: "bob")
        try await alice.send("one")
        try await alice.send("two")
        #expect(bob.channel?.unreadCount.messages == 2)

        try await awaitCompletion { bob.markRead(completion: $0) }
        #expect(bob.channel?.unreadCount.messages == 0)
        #expect(alice.channel?.reads.first { $0.user.id == "bob" }?.lastReadMessageId == alice.messages.first?.id)

        let reloaded = try await bed.channel(cid, as: "bob")
        #expect(reloaded.channel?.unreadCount.messages == 0)
    }

    @Test func unreadMentionsAreCountedLiveAndOnLoad() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("mentions", members: ["bob", "carol"])
        let alice = try await bed.channel(cid, as: "alice")
        let bob = try await bed.channel(cid, as: "bob")
        try await alice.send("hey @bob", mentionedUserIds: ["bob"])
        try await alice.send("hey @carol", mentionedUserIds: ["carol"])
        try await alice.send("hey all")
        #expect(bob.channel?.unreadCount == ChannelUnreadCount(messages: 3, mentions: 1))
        let reloaded = try await bed.channel(cid, as: "bob")
        #expect(reloaded.channel?.unreadCount == ChannelUnreadCount(messages: 3, mentions: 1))
        let carol = try await bed.channel(cid, as: "carol")
        #expect(carol.channel?.unreadCount == ChannelUnreadCount(messages: 3, mentions: 1))
    }

    @Test func reactionsEditsAndDeletesPropagate() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("reactions")
        let alice = try await bed.channel(cid, as: "alice")
        let bob = try await bed.channel(cid, as: "bob")
        let id = try await alice.send("react to me")

        try await awaitCompletion { bob.addReaction("like", to: id, completion: $0) }
        try await awaitCompletion { alice.addReaction("like", to: id, completion: $0) }
        #expect(alice.messages.first?.reactionCounts["like"] == 2)
        #expect(alice.messages.first?.currentUserReactions.map(\.author.id) == ["alice"])
        #expect(bob.messages.first?.currentUserReactions.map(\.author.id) == ["bob"])

        try await awaitCompletion { bob.addReaction("love", to: id, enforceUnique: true, completion: $0) }
        #expect(alice.messages.first?.reactionCounts == ["like": 1, "love": 1])
        try await awaitCompletion { bob.deleteReaction("love", from: id, completion: $0) }
        #expect(alice.messages.first?.reactionCounts == ["like": 1])

        try await awaitCompletion { alice.editMessage(id, text: "edited", completion: $0) }
        #expect(bob.messages.first?.text == "edited")

        try await awaitCompletion { alice.deleteMessage(id, completion: $0) }
        #expect(bob.messages.first?.isDeleted == true)
        #expect(bob.messages.first?.type == .deleted)
    }

    @Test func pinsPropagateAndPersist() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("pins", members: ["bob", "carol"])
        let alice = try await bed.channel(cid, as: "alice")
        let bob = try await bed.channel(cid, as: "bob")
        let id = try await alice.send("pin me")
        try await awaitCompletion { bob.pinMessage(id, completion: $0) }
        #expect(alice.messages.first?.isPinned == true)
        #expect(try await bed.channel(cid, as: "carol").messages.first?.isPinned == true)
        try await awaitCompletion { alice.unpinMessage(id, completion: $0) }
        #expect(bob.messages.first?.isPinned == false)
        let stranger = try await bed.channel(cid, as: "guest")
        await #expect(throws: ClientError.NotAMember.self) { try await awaitCompletion { stranger.pinMessage(id, completion: $0) } }
    }

    @Test func presenceChangesReachChannelMembers() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("presence")
        let alice = try await bed.channel(cid, as: "alice")
        #expect(alice.channel?.lastActiveMembers.first { $0.id == "bob" }?.isOnline == false)

        let bobClient = try await bed.client("bob")
        _ = bobClient
        #expect(alice.channel?.lastActiveMembers.first { $0.id == "bob" }?.isOnline == true)
        #expect(alice.channel?.lastActiveMembers.first?.id == "bob", "most recently active first")

        await withCheckedContinuation { continuation in bobClient.disconnect { continuation.resume() } }
        try await awaitCompletion { alice.markRead(completion: $0) }
        #expect(alice.channel?.lastActiveMembers.first { $0.id == "bob" }?.isOnline == false)
    }

    @Test func watchersAreCountedLive() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("watch")
        let alice = try await bed.channel(cid, as: "alice")
        #expect(alice.channel?.watcherCount == 1)
        let bob = try await bed.channel(cid, as: "bob")
        #expect(alice.channel?.watcherCount == 2)
        #expect(alice.channel?.lastActiveWatchers.first?.id == "bob")
        #expect(bob.channel?.watcherCount == 2)
        try await awaitCompletion { bob.stopWatching(completion: $0) }
        #expect(alice.channel?.watcherCount == 1)
        #expect(alice.channel?.lastActiveWatchers.map(\.id) == ["alice"])
    }

    @Test func clientsWithTheSameKeyShareTheDefaultEmbeddedServer() async throws {
        let key = APIKey("shared-\(UUID().uuidString)")
        let first = ChatClient(config: ChatClientConfig(apiKey: key))
        let second = ChatClient(config: ChatClientConfig(apiKey: key))
        let other = ChatClient(config: ChatClientConfig(apiKey: APIKey("other-\(UUID().uuidString)")))
        #expect(first.embeddedServer != nil)
        #expect(first.embeddedServer === second.embeddedServer)
        #expect(first.embeddedServer !== other.embeddedServer)
        try await first.connect("ann")
        try await second.connect("ben")
        let channel = try first.channelController(createChannelWithId: ChannelId(type: .messaging, id: "shared"), members: ["ben"])
        try await channel.synchronizeAsync()
        let seen = second.channelController(for: ChannelId(type: .messaging, id: "shared"))
        try await seen.synchronizeAsync()
        try await channel.send("over the shared server")
        #expect(seen.messages.first?.text == "over the shared server")
    }

    @Test func membersAddedAndRemovedAreAnnounced() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("members")
        let alice = try await bed.channel(cid, as: "alice")
        let carol = try await bed.client("carol")
        var carolEvents: [String] = []
        let subscription = carol.subscribe { event in
            if case let .channelUpdated(channel) = event { carolEvents.append("updated \(channel.cid.id) \(channel.membership != nil)") }
        }

        try await awaitCompletion { alice.addMembers(userIds: ["carol"], completion: $0) }
        #expect(alice.channel?.memberCount == 3)
        #expect(carolEvents.contains("updated members true"))

        try await awaitCompletion { alice.removeMembers(userIds: ["carol"], completion: $0) }
        #expect(alice.channel?.memberCount == 2)
        subscription.cancel()
    }

    @Test func observersHearBeforeAndAfterEachChange() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("observe")
        let alice = try await bed.channel(cid, as: "alice")
        let bob = try await bed.channel(cid, as: "bob")
        final class Delegate: ChatChannelControllerDelegate {
            var changes: [[ListChange<ChatMessage>]] = []
            func channelController(_ channelController: ChatChannelController, didUpdateMessages changes: [ListChange<ChatMessage>]) {
                MainActor.preconditionIsolated()
                self.changes.append(changes)
            }
        }
        let delegate = Delegate()
        bob.delegate = delegate
        var willChange = 0
        var published = 0
        let a = bob.objectWillChange.sink { willChange += 1 }
        let b = bob.messagesChangesPublisher.sink { _ in published += 1 }

        try await alice.send("observed")
        #expect(delegate.changes.count == 1)
        if case let .insert(message, index)? = delegate.changes.first?.first {
            #expect(message.text == "observed")
            #expect(index == IndexPath(indexes: [0, 0]))
        } else {
            Issue.record("expected an insert, got \(delegate.changes)")
        }
        #expect(published == 1)
        #expect(willChange >= 2, "messages and channel (last message) changed")
        a.cancel()
        b.cancel()
    }
}
