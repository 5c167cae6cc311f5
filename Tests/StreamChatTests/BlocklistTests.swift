import Foundation
import Testing
@testable import StreamChat
import TemporaryFiles

/// Moderation by blocklist: bounced messages, send anyway, edit and delete of a bounced message.
@MainActor
@Suite struct BlocklistTests {
    @Test func matchesWholeWordsIgnoringCaseDiacriticsAndWidth() {
        let list = Blocklist(words: ["bad", "very rude"])
        #expect(list.match(in: "This is BAD!") == "bad")
        #expect(list.match(in: "bád news") == "bad")
        #expect(list.match(in: "ＢＡＤ") == "bad")
        #expect(list.match(in: "a badge, badly made") == nil)
        #expect(list.match(in: "that was very   rude of you") == "very rude")
        #expect(list.match(in: "very, rude") == "very rude", "punctuation between the words of a phrase does not hide it")
        #expect(list.match(in: "rude very") == nil)
        #expect(list.match(in: "") == nil)
    }

    @Test func aBouncedMessageStaysWithItsAuthorOnly() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("bounce")
        try bed.server.setBlocklist(Blocklist(words: ["spam"], behavior: .bounce), forChannelType: .messaging)
        let alice = try await bed.channel(cid, as: "alice")
        let bob = try await bed.channel(cid, as: "bob")

        let id = try await alice.send("buy my Spam today")
        let bounced = try #require(alice.messages.first)
        #expect(bounced.id == id)
        #expect(bounced.isBounced)
        #expect(bounced.type == .error)
        #expect(bounced.text == "buy my Spam today", "the rejected text is kept")
        #expect(bounced.localState == nil)
        #expect(bounced.moderationDetails == MessageModerationDetails(
            originalText: "buy my Spam today", action: .bounce, blocklistMatched: "spam", allowsSendingAnyway: false))
        #expect(bob.messages.isEmpty, "others never see a bounced message")
        #expect(alice.channel?.lastMessageAt == nil, "a bounced message does not move the channel")
        #expect(alice.channel?.latestMessages.contains { $0.id == id } == false, "a bounced message is no latest message")

        try await alice.synchronizeAsync()
        #expect(alice.messages.first?.isBounced == true, "reloading the channel keeps the bounced message")
        #expect(try await bed.channel(cid, as: "bob").messages.isEmpty, "nothing was stored")

        try await awaitCompletion { alice.resendMessage(id, completion: $0) }
        #expect(alice.messages.count == 1)
        #expect(alice.messages.first?.isBounced == true, "sending anyway is not allowed by a plain bounce")
        #expect(bob.messages.isEmpty)
    }

    @Test func theChannelListNeverPreviewsABouncedMessage() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("listed")
        try bed.server.setBlocklist(Blocklist(words: ["spam"]), forChannelType: .messaging)
        let alice = try await bed.channel(cid, as: "alice")
        _ = try await alice.send("hello")
        let list = try await bed.client("alice").channelListController(query: ChannelListQuery(filter: .containMembers(userIds: ["alice"])))
        try await awaitCompletion { list.synchronize($0) }
        let id = try await alice.send("spam")
        await Task.yield()
        let latest = try #require(list.channels.first { $0.cid == cid }).latestMessages
        #expect(!latest.contains { $0.id == id }, "\(latest.map(\.text))")
        #expect(latest.first?.text == "hello")
    }

    @Test func sendAnywayPublishesAndFlagsWhenThePolicyAllowsIt() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("flagging")
        try bed.server.setBlocklist(Blocklist(words: ["spam"], behavior: .bounceThenFlag), forChannelType: .messaging)
        let alice = try await bed.channel(cid, as: "alice")
        let bob = try await bed.channel(cid, as: "bob")

        let id = try await alice.send("spam spam spam")
        #expect(alice.messages.first?.moderationDetails?.allowsSendingAnyway == true)
        #expect(try bed.server.flagCount(ofMessage: id) == 0)

        try await awaitCompletion { alice.resendMessage(id, completion: $0) }
        let sent = try #require(alice.messages.first)
        #expect(!sent.isBounced)
        #expect(sent.type == .regular)
        #expect(sent.localState == nil)
        #expect(bob.messages.map(\.text) == ["spam spam spam"])
        #expect(try bed.server.flagCount(ofMessage: id) == 1, "a message sent anyway is flagged for moderators")
    }

    @Test func sendAnywayWorksAfterTheServerRestarts() async throws {
        let directory = try TemporaryDirectory()
        let file = directory.chatFile
        let cid = ChannelId(type: .messaging, id: "restart")
        var id = ""
        do {
            let bed = try ChatTestBed(server: try ChatServer(fileURL: file))
            try bed.server.seedChannel(cid, name: "Restart", createdBy: "alice", memberIds: ["bob"])
            try bed.server.setBlocklist(Blocklist(words: ["spam"], behavior: .bounceThenFlag), forChannelType: .messaging)
            id = try await bed.channel(cid, as: "alice").send("spam once")
            bed.clients.values.forEach { $0.waitForPendingRequests() }
            bed.server.close()
        }
        let server = try ChatServer(fileURL: file)
        let bed = try ChatTestBed(server: server, users: [])
        let result = try server.perform(.sendMessage(cid: cid, NewMessage(id: id, text: "spam once")),
                                        on: try server.connect(userInfo: UserInfo(id: "alice"), token: .development(userId: "alice")) { _ in }.connectionId)
        guard case let .message(sent) = result else { Issue.record("unexpected response \(result)"); return }
        #expect(!sent.isBounced, "the server remembered the bounce across the restart")
        #expect(try await bed.channel(cid, as: "bob").messages.map(\.text) == ["spam once"])
        #expect(try server.flagCount(ofMessage: id) == 1)
    }

    @Test func editingABouncedMessageSendsTheNewText() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("rephrase")
        try bed.server.setBlocklist(Blocklist(words: ["darn"]), forChannelType: .messaging)
        let alice = try await bed.channel(cid, as: "alice")
        let bob = try await bed.channel(cid, as: "bob")

        let id = try await alice.send("darn it")
        try await awaitCompletion { alice.editMessage(id, text: "still darn", completion: $0) }
        #expect(alice.messages.first?.isBounced == true, "a rephrasing that still matches bounces again")
        #expect(alice.messages.first?.text == "still darn")
        #expect(bob.messages.isEmpty)

        try await awaitCompletion { alice.editMessage(id, text: "oh well", completion: $0) }
        #expect(alice.messages.map(\.text) == ["oh well"])
        #expect(alice.messages.first?.isBounced == false)
        #expect(bob.messages.map(\.text) == ["oh well"])
        #expect(bob.messages.first?.id == id)
    }

    @Test func deletingABouncedMessageRemovesItLocally() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("discard")
        try bed.server.setBlocklist(Blocklist(words: ["darn"]), forChannelType: .messaging)
        let alice = try await bed.channel(cid, as: "alice")
        let id = try await alice.send("darn")
        try await awaitCompletion { alice.deleteMessage(id, completion: $0) }
        #expect(alice.messages.isEmpty)
        await #expect(throws: ClientError.MessageNotFound.self) {
            try await awaitCompletion { alice.resendMessage(id, completion: $0) }
        }
    }

    @Test func otherChannelTypesAndCleanTextAreNotModerated() async throws {
        let bed = try ChatTestBed()
        let team = try bed.seedChannel("crew", type: .team)
        let chat = try bed.seedChannel("chat")
        try bed.server.setBlocklist(Blocklist(words: ["darn"]), forChannelType: .messaging)
        let teamChannel = try await bed.channel(team, as: "alice")
        _ = try await teamChannel.send("darn it")
        #expect(teamChannel.messages.first?.isBounced == false)
        let chatChannel = try await bed.channel(chat, as: "alice")
        _ = try await chatChannel.send("darnation is fine")
        #expect(chatChannel.messages.first?.isBounced == false)
    }

    @Test func editingAPublishedMessageToABlockedWordIsRefused() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("edits")
        let alice = try await bed.channel(cid, as: "alice")
        let id = try await alice.send("hello")
        try bed.server.setBlocklist(Blocklist(words: ["darn"]), forChannelType: .messaging)
        await #expect(throws: ClientError.InvalidMessage.self) {
            try await awaitCompletion { alice.editMessage(id, text: "darn", completion: $0) }
        }
        #expect(alice.messages.first?.text == "hello")
    }

    @Test func theBlocklistIsStoredAndBadEntriesAreRefused() throws {
        let directory = try TemporaryDirectory()
        let file = directory.chatFile
        do {
            let server = try ChatServer(fileURL: file)
            try server.setBlocklist(Blocklist(words: ["darn", "very rude"], behavior: .bounceThenFlag), forChannelType: .messaging)
            for bad in [[""], ["two\nlines"], ["!!!"], [String(repeating: "x", count: 101)]] {
                #expect(throws: ClientError.InvalidRequest.self) {
                    try server.setBlocklist(Blocklist(words: bad), forChannelType: .messaging)
                }
            }
            server.close()
        }
        let reopened = try ChatServer(fileURL: file)
        defer { reopened.close() }
        #expect(try reopened.blocklist(forChannelType: .messaging) == Blocklist(words: ["darn", "very rude"], behavior: .bounceThenFlag))
        #expect(try reopened.blocklist(forChannelType: .team) == nil)
        try reopened.setBlocklist(nil, forChannelType: .messaging)
        #expect(try reopened.blocklist(forChannelType: .messaging) == nil)
    }
}
