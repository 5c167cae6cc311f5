import Foundation
import Testing
@testable import StreamChat

/// `ChatChannel` keeps its fields in a shared box: copies share it until one changes, and
/// equality and hashing still go field by field.
@Suite struct ChatChannelValueTests {
    private let cid = ChannelId(type: .messaging, id: "general")
    private let alice = ChatUser(id: "alice", name: "Alice")
    private let bob = ChatUser(id: "bob", name: "Bob")

    private func channel(name: String? = "General", typing: Set<ChatUser> = []) -> ChatChannel {
        ChatChannel(
            cid: cid, name: name, createdAt: Date(timeIntervalSince1970: 100), memberCount: 3,
            currentlyTypingUsers: typing, unreadCount: ChannelUnreadCount(messages: 2, mentions: 1),
            extraData: ["topic": .string("rust")]
        )
    }

    @Test func aCopyKeepsItsValueWhenTheOriginalChanges() {
        var original = channel()
        let copy = original
        original.name = "Renamed"
        original.memberCount = 4
        original.currentlyTypingUsers.insert(alice)
        original.latestMessages.insert(ChatMessage(id: "m1", cid: cid, text: "hi", author: bob, createdAt: Date()), at: 0)
        #expect(copy.name == "General")
        #expect(copy.memberCount == 3)
        #expect(copy.currentlyTypingUsers.isEmpty)
        #expect(copy.latestMessages.isEmpty)
        #expect(original.name == "Renamed")
        #expect(original.memberCount == 4)
        #expect(original.currentlyTypingUsers == [alice])
        #expect(original.latestMessages.map(\.id) == ["m1"])
        #expect(original != copy)
    }

    @Test func changingACopyLeavesTheOriginal() {
        let original = channel()
        var copy = original
        copy.unreadCount = .noUnread
        copy.reads.append(ChatChannelRead(lastReadAt: Date(timeIntervalSince1970: 5), lastReadMessageId: nil, unreadMessagesCount: 0, user: alice))
        #expect(original.unreadCount == ChannelUnreadCount(messages: 2, mentions: 1))
        #expect(original.reads.isEmpty)
        #expect(copy.unreadCount == .noUnread)
        #expect(copy.reads.count == 1)
    }

    @Test func separatelyBuiltEqualValuesAreEqualAndHashAlike() {
        let first = channel(typing: [alice])
        let second = channel(typing: [alice])
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(Set([first, second]).count == 1)
    }

    @Test func everyKindOfFieldTakesPartInEquality() {
        let base = channel()
        #expect(base != channel(name: "Other"))
        #expect(base != channel(name: nil))
        #expect(base != channel(typing: [bob]))
        var watched = base
        watched.watcherCount = 1
        #expect(base != watched)
        var updated = base
        updated.updatedAt = Date(timeIntervalSince1970: 1)
        #expect(base != updated)
        var changedBack = base
        changedBack.memberCount = 9
        changedBack.memberCount = base.memberCount
        #expect(changedBack == base, "equal fields make equal values, whatever their history")
        #expect(changedBack.hashValue == base.hashValue)
    }

    @Test func aCopyIsEqualToItsOriginal() {
        let original = channel(typing: [alice, bob])
        let copy = original
        #expect(copy == original)
        #expect(copy.hashValue == original.hashValue)
        #expect(copy.cid == cid && copy.id == cid && copy.type == .messaging)
        #expect(copy.extraData["topic"] == .string("rust"))
    }
}
