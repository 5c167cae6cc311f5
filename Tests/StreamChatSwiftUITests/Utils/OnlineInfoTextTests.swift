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
        let now = Date(timeIntervalSince1970: 1_779_969_600)
        let channel = Fixtures.channel("c", isDirectMessage: true, members: [Fixtures.member("me"), Fixtures.member("b", lastActiveAt: now.addingTimeInterval(-5 * 60 - 1))])
        #expect(channel.onlineInfoText(currentUserId: "me", now: now) == "Last seen 5 min ago")
        #expect(channel.onlineInfoText(currentUserId: "me", now: now.addingTimeInterval(58)) == "Last seen 5 min ago")
        #expect(channel.onlineInfoText(currentUserId: "me", now: now.addingTimeInterval(3 * 3600)) == "Last seen 3 h ago")
    }

    /// Without a time, "Last seen … ago" is measured from the SDK's clock (the date formatting's
    /// `now`), not the system clock: a clock set months away says the same at any time.
    @Test func lastSeenIsMeasuredFromTheSDKsClock() async {
        let noon = Date(timeIntervalSince1970: 1_779_969_600)  // 28 May 2026, 12:00 UTC
        let channel = Fixtures.channel("c", isDirectMessage: true, members: [Fixtures.member("me"), Fixtures.member("b", lastActiveAt: noon.addingTimeInterval(-5 * 60 - 1))])
        let text = await StreamChat.withScopedRegistration {
            let formatting = MessageDateFormatting(timeZone: TimeZone(secondsFromGMT: 0)!, now: { noon })
            _ = StreamChat(chatClient: ChatClient(config: ChatClientConfig(apiKey: APIKey("clock"))), utils: Utils(dateFormatting: formatting))
            return channel.onlineInfoText(currentUserId: "me")
        }
        #expect(text == "Last seen 5 min ago")
    }

    /// Off the main actor (a detached task, checked with the SDK's own main-actor test) the SDK's
    /// clock, main-actor state, is not read: with a clock 10 days ahead installed, the text off
    /// the main actor is measured from the system clock, and the main actor's from the SDK's.
    @Test func offTheMainActorIgnoresTheSDKsClockAndUsesTheSystemClock() async {
        let lastActiveAt = Date().addingTimeInterval(-3.5 * 86_400)  // "3 d ago" for half a day
        let channel = Fixtures.channel("c", isDirectMessage: true, members: [Fixtures.member("me"), Fixtures.member("b", lastActiveAt: lastActiveAt)])
        let (onMain, offMain, offMainActorSeen) = await StreamChat.withScopedRegistration {
            let formatting = MessageDateFormatting(now: { Date().addingTimeInterval(10 * 86_400) })
            _ = StreamChat(chatClient: ChatClient(config: ChatClientConfig(apiKey: APIKey("clock"))), utils: Utils(dateFormatting: formatting))
            let onMain = channel.onlineInfoText(currentUserId: "me")
            let (offMain, isolated) = await Task.detached {
                (channel.onlineInfoText(currentUserId: "me"), _onMainActorIfIsolated { 1 })
            }.value
            return (onMain, offMain, isolated == nil)
        }
        #expect(offMainActorSeen)
        #expect(offMain == "Last seen 3 d ago")
        #expect(onMain != offMain)
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
