import Foundation
import Testing
@testable import StreamChat

/// Server events and the answers to page requests reach the main actor by different paths, so
/// a change committed after the server read a page can arrive before that page. The changes
/// that arrive while a page is on its way are applied again once it is merged: none is lost,
/// duplicated or reordered (`InterleavingTransport` forces that order).
@MainActor
@Suite struct PageAnswerRaceTests {
    /// Alice's client over an interleaving transport, `m0`…`m29` seeded, and bob's connection.
    @MainActor private struct Setup {
        let bed: ChatTestBed
        let cid: ChannelId
        let transport: InterleavingTransport
        let client: ChatClient
        let bob: ConnectionId

        init() async throws {
            bed = try ChatTestBed()
            cid = try bed.seedNumberedMessages(30, inChannel: "race")
            bob = try bed.server.connect(userInfo: UserInfo(id: "bob"), token: .development(userId: "bob")) { _ in }.connectionId
            transport = InterleavingTransport(server: bed.server)
            client = ChatClient(config: ChatClientConfig(apiKey: APIKey("race"), transport: transport))
            try await client.connect("alice")
        }

        /// After the server answered the next query for a page of `kind`, bob makes `requests`.
        func afterAnswering(_ kind: ChatRequest.PageKind, bobDoes requests: [ChatRequest]) {
            let server = bed.server, bob = bob
            transport.afterAnswering({ $0.pageKind == kind }) {
                for request in requests { _ = try? server.perform(request, on: bob) }
            }
        }
    }

    private static func ids(_ range: ClosedRange<Int>) -> [MessageId] { range.reversed().map { "m\($0)" } }

    @Test func aMessageSentWhileTheFirstPageIsOnItsWayShowsOnceWithItsEdit() async throws {
        let setup = try await Setup()
        setup.afterAnswering(.newest, bobDoes: [
            .sendMessage(cid: setup.cid, NewMessage(id: "meanwhile", text: "sent meanwhile")),
            .updateMessage(id: "meanwhile", text: "sent meanwhile, edited"),
        ])
        let controller = setup.client.channelController(for: setup.cid)
        try await controller.synchronizeAsync()
        #expect(controller.messages.map(\.id) == ["meanwhile"] + Self.ids(5...29))
        #expect(controller.messages.first?.text == "sent meanwhile, edited")
    }

    @Test func anEditADeletionAndAReactionWhileAnOlderPageIsOnItsWayShow() async throws {
        let setup = try await Setup()
        let controller = setup.client.channelController(for: setup.cid)
        try await awaitCompletion { controller.synchronize(firstPageSize: 10, $0) }
        #expect(controller.messages.map(\.id) == Self.ids(20...29))
        setup.afterAnswering(.older, bobDoes: [
            .updateMessage(id: "m15", text: "edited meanwhile"),
            .deleteMessage(id: "m13"),
            .addReaction(messageId: "m11", type: "like", score: 1, enforceUnique: false),
        ])
        try await awaitCompletion { controller.loadPreviousMessages(limit: 10, completion: $0) }
        #expect(controller.messages.map(\.id) == Self.ids(10...29))
        #expect(controller.timeline.message(id: "m15")?.text == "edited meanwhile")
        #expect(controller.timeline.message(id: "m13")?.isDeleted == true)
        #expect(controller.timeline.message(id: "m11")?.reactionCounts["like"] == 1)
    }

    @Test func anEditWhileANewerPageIsOnItsWayShows() async throws {
        let setup = try await Setup()
        let controller = setup.client.channelController(for: setup.cid)
        try await controller.synchronizeAsync()
        try await awaitCompletion { controller.loadPageAroundMessageId("m10", limit: 10, completion: $0) }
        #expect(controller.messages.map(\.id) == Self.ids(6...15))
        setup.afterAnswering(.newer, bobDoes: [.updateMessage(id: "m17", text: "edited meanwhile")])
        try await awaitCompletion { controller.loadNextMessages(limit: 5, completion: $0) }
        #expect(!controller.hasLoadedAllNextMessages)
        #expect(controller.messages.map(\.id) == Self.ids(6...20))
        #expect(controller.timeline.message(id: "m17")?.text == "edited meanwhile")
    }

    @Test func aNewNameWhileTheFirstPageIsOnItsWayShowsOnTheAuthorsMessages() async throws {
        let setup = try await Setup()
        let server = setup.bed.server
        setup.transport.afterAnswering({ $0.pageKind == .newest }) {
            // Bob, online, connects another device with a new name.
            _ = try? server.connect(userInfo: UserInfo(id: "bob", name: "Robert Brown"), token: .development(userId: "bob")) { _ in }
        }
        let controller = setup.client.channelController(for: setup.cid)
        try await controller.synchronizeAsync()
        let bobs = controller.messages.filter { $0.author.id == "bob" }
        #expect(!bobs.isEmpty)
        #expect(bobs.allSatisfy { $0.author.name == "Robert Brown" })
    }
}
