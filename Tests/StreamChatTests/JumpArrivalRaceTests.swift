import Foundation
import Testing
@testable import StreamChat

/// A new message sent just after the server answered the page that reaches the newest (its
/// event reaches the main actor before that answer) is not lost.
@MainActor
@Suite struct JumpArrivalRaceTests {
    @Test func aMessageSentWhileTheNewestPageIsOnItsWayShows() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedNumberedMessages(30, inChannel: "race")
        let server = bed.server
        let bob = try server.connect(userInfo: UserInfo(id: "bob"), token: .development(userId: "bob")) { _ in }.connectionId
        let transport = InterleavingTransport(server: server)
        let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("race"), transport: transport))
        try await client.connect("alice")
        let controller = client.channelController(for: cid)
        try await controller.synchronizeAsync()
        try await awaitCompletion { controller.loadPageAroundMessageId("m10", limit: 20, completion: $0) }
        #expect(!controller.hasLoadedAllNextMessages)
        transport.afterAnswering({ $0.pageKind == .newer }) {
            _ = try? server.perform(.sendMessage(cid: cid, NewMessage(id: "meanwhile", text: "sent meanwhile")), on: bob)
        }
        // m21…m29 fall short of the page: the newest, answered before bob's message was sent.
        try await awaitCompletion { controller.loadNextMessages(limit: 25, completion: $0) }
        #expect(controller.hasLoadedAllNextMessages)
        #expect(controller.messages.first?.id == "meanwhile")
        #expect(Array(controller.messages.dropFirst().map(\.id)) == (1...29).reversed().map { "m\($0)" })
    }
}
