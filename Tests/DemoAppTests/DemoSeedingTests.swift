@testable import DemoSupport
import Foundation
import StreamChat
import Testing
import CheckedIndex

/// Seeds once per test into an in-memory server and checks what the demo promises.
@Suite struct DemoSeedingTests {
    @Test func seedsTheAdvertisedWorld() throws {
        let server = try ChatServer()
        let summary = try DemoSeeder().seed(server)
        #expect(summary.userCount == DemoChannels.townHallMemberCount)
        #expect(summary.memberCounts[DemoChannels.team] == 30)
        #expect(summary.memberCounts[DemoChannels.townHall] == 10_000)
        #expect(summary.messageCount >= 300 && summary.messageCount <= 500)
        #expect(summary.reactionCount > 10)
        #expect(summary.mentionCount > 10)
        #expect(try server.blocklist(forChannelType: .messaging) == DemoSeeder.blocklist)

        let actors = SeedingActors(server: server)
        defer { actors.disconnectAll() }
        guard case let .channels(channels) = try actors.perform(.queryChannels(ChannelListQuery(filter: .containMembers(userIds: ["alex"])), offset: 0), as: "alex") else {
            Issue.record("expected channels")
            return
        }
        let byId = Dictionary(uniqueKeysWithValues: channels.map { ($0.cid, $0) })
        #expect(byId[DemoChannels.townHall]?.memberCount == 10_000)
        #expect(byId[DemoChannels.team]?.memberCount == 30)
        #expect(channels.filter(\.isDirectMessageChannel).count == DemoChannels.directMessagePartners.count)

        guard case let .channel(page) = try actors.perform(.queryChannel(cid: DemoChannels.team, creation: nil, messagesLimit: 300, before: nil,
                                                                        membersLimit: 30, watch: false), as: "alex") else {
            Issue.record("expected a channel page")
            return
        }
        #expect(page.messages.contains { !$0.giphyAttachments.isEmpty })
        #expect(page.messages.contains { $0.quotedMessage != nil })
        #expect(page.messages.contains { !$0.reactionCounts.isEmpty })
        #expect(page.messages.contains { $0.mentionedUsers.contains { $0.id == "alex" } })
    }

    @Test func namesSpanScriptsAccentsAndEmoji() {
        let names = DemoCast.people.map(\.name)
        #expect(names.count >= 40)
        #expect(Set(DemoCast.people.map(\.id)).count == names.count)
        #expect(names.contains { $0.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } })
        #expect(names.contains { $0.unicodeScalars.contains { (0xAC00...0xD7AF).contains($0.value) } })
        #expect(names.contains { $0.unicodeScalars.contains { $0.properties.isEmojiPresentation } })
        #expect(names.contains { $0.contains("é") || $0.contains("ö") })
    }

    @Test func theScriptIsDeterministic() throws {
        let plan = try #require(DemoChannels.plans[checked: 0])
        let now = Date()
        var first = SeededRandom(seed: 7), second = SeededRandom(seed: 7), other = SeededRandom(seed: 8)
        let a = DemoMessageScript(plan: plan, now: now).messages(using: &first)
        let b = DemoMessageScript(plan: plan, now: now).messages(using: &second)
        let c = DemoMessageScript(plan: plan, now: now).messages(using: &other)
        #expect(a.map(\.text) == b.map(\.text))
        #expect(a.map(\.authorId) == b.map(\.authorId))
        #expect(a.map(\.createdAt) == b.map(\.createdAt))
        #expect(a.map(\.text) != c.map(\.text))
        #expect(a.map(\.createdAt) == a.map(\.createdAt).sorted())
    }

    @Test func crowdIdsAndNamesAreUnique() {
        let ids = (1...9_960).map(DemoCast.crowdId)
        let names = (1...9_960).map(DemoCast.crowdName)
        #expect(Set(ids).count == ids.count)
        #expect(Set(names).count == names.count)
        #expect(DemoCast.crowdId(42) == "crowd-00042")
    }

    @Test func openArgumentResolution() {
        #expect(DemoChannels.resolve("team") == DemoChannels.team)
        #expect(DemoChannels.resolve("messaging:town-hall") == DemoChannels.townHall)
        #expect(DemoChannels.resolve("bad id") == nil)
        #expect(DemoChannels.resolve("a:b:c") == nil)
    }
}
