import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import Testing

@MainActor
@Suite("ChatChannel.onlineInfoText and typing text")
struct OnlineInfoTextTests {
    @Test func directMessageWithOnlineMember() {
        let channel = Fixtures.channel("c", isDirectMessage: true, members: [Fixtures.member("me"), Fixtures.member("b", online: true)])
        #expect(channel.onlineInfoText(currentUserId: "me") == "Online")
    }

    @Test func directMessageWithLastSeen() {
        // Measured from a fixed time, so a slow run cannot make it "6 min ago"; the public
        // property measures from now (checked with a margin of almost a minute).
        let now = Date()
        let channel = Fixtures.channel("c", isDirectMessage: true, members: [Fixtures.member("me"), Fixtures.member("b", lastActiveAt: now.addingTimeInterval(-5 * 60 - 1))])
        #expect(channel.onlineInfo(currentUserId: "me", now: now).text == "Last seen 5 min ago")
        #expect(channel.onlineInfo(currentUserId: "me", now: now.addingTimeInterval(58)).text == "Last seen 5 min ago")
        #expect(channel.onlineInfoText(currentUserId: "me") == "Last seen 5 min ago")
    }

    @Test func directMessageOfflineWithoutLastActivity() {
        let channel = Fixtures.channel("c", isDirectMessage: true, members: [Fixtures.member("me"), Fixtures.member("b")])
        #expect(channel.onlineInfoText(currentUserId: "me") == "Offline")
    }

    @Test func groupCountsMembersAndOnline() {
        let members = [Fixtures.member("a", online: true), Fixtures.member("b"), Fixtures.member("c", online: true)]
        let channel = Fixtures.channel("c", members: members, memberCount: 12, watcherCount: 1)
        #expect(channel.onlineInfoText(currentUserId: "me") == "12 members, 2 online")
    }

    @Test func groupWithOneMemberSaysMemberOnce() {
        let channel = Fixtures.channel("c", members: [Fixtures.member("me", online: true)], memberCount: 1)
        #expect(channel.onlineInfoText(currentUserId: "me") == "1 member, 1 online")
    }

    @Test func channelWithoutMembers() {
        #expect(Fixtures.channel("c").onlineInfoText(currentUserId: "me") == "No members")
        #expect(Fixtures.channel("d", isDirectMessage: true).onlineInfoText(currentUserId: "me") == "No members")
    }

    @Test func relativeDates() {
        let now = Date(timeIntervalSince1970: 1_000_000)
        #expect(RelativeDateText.text(for: now.addingTimeInterval(-20), now: now) == "just now")
        #expect(RelativeDateText.text(for: now.addingTimeInterval(-3 * 3600), now: now) == "3 h ago")
        #expect(RelativeDateText.text(for: now.addingTimeInterval(-2 * 86_400), now: now) == "2 d ago")
    }

    @Test func typingIndicatorText() {
        let ana = Fixtures.user("a", name: "Ana"), ben = Fixtures.user("b", name: "Ben"), me = Fixtures.user("me", name: "Me")
        #expect(Fixtures.channel("c", typing: [me]).typingIndicatorString(currentUserId: "me") == nil)
        #expect(Fixtures.channel("c", typing: [ana, me]).typingIndicatorString(currentUserId: "me") == "Ana is typing")
        #expect(Fixtures.channel("c", typing: [ben, ana]).typingIndicatorString(currentUserId: "me") == "Ana and Ben are typing")
        let many: Set<ChatUser> = [ana, ben, Fixtures.user("c", name: "Cleo"), Fixtures.user("zz")]
        #expect(Fixtures.channel("c", typing: many).typingIndicatorString(currentUserId: "me") == "Ana and 3 more are typing")
    }

    @Test func mentionTextFallsBackToId() {
        #expect(Fixtures.user("u1", name: "Mike Morris").mentionText == "Mike Morris")
        #expect(Fixtures.user("u1").mentionText == "u1")
        #expect(Fixtures.user("u1", name: "   ").mentionText == "u1")
    }
}
