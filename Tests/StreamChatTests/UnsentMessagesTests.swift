import Foundation
import Testing
@testable import StreamChat

/// Messages the server did not publish (failed, bounced) belong to the client, not to the
/// controller that sent them: every channel controller of the client shows them in place, and
/// resend, edit and delete work from any of them.
@MainActor
@Suite struct UnsentMessagesTests {
    @Test func aReopenedChannelShowsTheFailedMessageInPlaceAndResendsIt() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("reopen")
        let alice = try await bed.channel(cid, as: "alice")
        try await alice.send("before")
        let first = try await bed.channel(cid, as: "carol")
        await #expect(throws: ClientError.NotAMember.self) { try await first.send("let me in") }
        let failedId = try #require(first.messages.first { $0.localState == .sendingFailed }?.id)
        try await alice.send("after")

        // The user leaves the channel and opens it again: the SDK makes a new controller.
        let reopened = try await bed.channel(cid, as: "carol")
        #expect(reopened.messages.map(\.text) == ["after", "let me in", "before"], "the failed message is in place by creation time")
        let shown = try #require(reopened.messages.first { $0.id == failedId })
        #expect(shown.localState == .sendingFailed)
        #expect(shown.failureReason is ClientError.NotAMember)

        try await awaitCompletion { alice.addMembers(userIds: ["carol"], completion: $0) }
        try await awaitCompletion { reopened.resendMessage(failedId, completion: $0) }
        for controller in [first, reopened] {
            #expect(controller.messages.filter { $0.id == failedId }.map(\.localState) == [nil], "published once, in every controller")
        }
        #expect(alice.messages.first?.text == "let me in")
        #expect(try await bed.channel(cid, as: "bob").messages.map(\.text) == ["let me in", "after", "before"])
    }

    @Test func anUnsentMessageShowsTheAuthorsNewNameInAChannelOpenedAfterTheRename() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("renamed")
        let carol = try await bed.channel(cid, as: "carol")
        await #expect(throws: ClientError.NotAMember.self) { try await carol.send("not sent") }
        #expect(carol.messages.first?.author.name == "Carol Chen")

        // Carol, online, connects a second client with a new name.
        let second = ChatClient(config: ChatClientConfig(apiKey: APIKey("test"), transport: bed.server))
        let error: Error? = await withCheckedContinuation { continuation in
            second.connectUser(userInfo: UserInfo(id: "carol", name: "Carol Ng"), token: .development(userId: "carol")) {
                continuation.resume(returning: $0)
            }
        }
        #expect(error == nil)
        await bed.settle()
        #expect(try await bed.client("carol").currentUser?.name == "Carol Ng")
        #expect(carol.messages.first?.author.name == "Carol Ng", "the open channel follows the presence event")

        let reopened = try await bed.channel(cid, as: "carol")
        let unsent = try #require(reopened.messages.first { $0.text == "not sent" })
        #expect(unsent.localState == .sendingFailed)
        #expect(unsent.author.name == "Carol Ng", "the client's copy of the unsent message takes the new name")
        second.disconnect()
    }

    @Test func aBouncedMessageIsEditedOrDeletedFromAnotherControllerAndEveryControllerSeesIt() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("moderated")
        try bed.server.setBlocklist(Blocklist(words: ["darn"]), forChannelType: .messaging)
        let first = try await bed.channel(cid, as: "alice")
        let editedId = try await first.send("darn it")
        let deletedId = try await first.send("darn again")

        let second = try await bed.channel(cid, as: "alice")
        #expect(second.messages.map(\.text) == ["darn again", "darn it"])
        #expect(second.messages.allSatisfy { $0.isBounced })

        try await awaitCompletion { second.editMessage(editedId, text: "oh well", completion: $0) }
        try await awaitCompletion { second.deleteMessage(deletedId, completion: $0) }
        for controller in [first, second] {
            #expect(controller.messages.map(\.text) == ["oh well"])
            #expect(controller.messages.first?.isBounced == false)
            #expect(controller.messages.first?.localState == nil)
        }
        #expect(try await bed.channel(cid, as: "bob").messages.map(\.text) == ["oh well"])
        await #expect(throws: ClientError.MessageNotFound.self) {
            try await awaitCompletion { first.resendMessage(deletedId, completion: $0) }
        }
    }

    @Test func aResendFromOneControllerShowsPendingThenFailedInAll() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("twice")
        let first = try await bed.channel(cid, as: "carol")
        await #expect(throws: ClientError.NotAMember.self) { try await first.send("knock knock") }
        let id = try #require(first.messages.first?.id)
        let second = try await bed.channel(cid, as: "carol")
        var states: [LocalMessageState?] = []
        let watch = first.messagesChangesPublisher.sink { changes in
            states += changes.map(\.item.localState)
        }
        await #expect(throws: ClientError.NotAMember.self) {
            try await awaitCompletion { second.resendMessage(id, completion: $0) }
        }
        #expect(states == [.pendingSend, .sendingFailed], "the first controller saw the resend from the second one")
        #expect(first.messages.map(\.localState) == [.sendingFailed])
        #expect(second.messages.map(\.localState) == [.sendingFailed])
        watch.cancel()
    }

    @Test func anOldUnsentMessageStaysBelowNewerMessagesWhenOlderPagesLoad() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("busy")
        let carol = try await bed.channel(cid, as: "carol")
        await #expect(throws: ClientError.NotAMember.self) { try await carol.send("old and unsent") }
        let sentAt = try #require(carol.messages.first?.createdAt)
        try bed.server.seedMessages((1...30).map {
            ChatServer.SeedMessage(authorId: "alice", text: "later \($0)", createdAt: sentAt.addingTimeInterval(Double($0)))
        }, in: cid)

        let reopened = try await bed.channel(cid, as: "carol")
        #expect(reopened.messages.count == 26)
        #expect(reopened.messages.last?.text == "old and unsent")
        try await reopened.loadPrevious(limit: 25)
        #expect(reopened.messages.map(\.text) == (1...30).reversed().map { "later \($0)" } + ["old and unsent"])
        #expect(reopened.hasLoadedAllPreviousMessages)
    }
}
