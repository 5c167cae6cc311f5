import Foundation
import Testing
@testable import StreamChat

/// A new message sent just after the server answered the page that reaches the newest (its
/// event reaches the main actor before that answer) is not lost.
@MainActor
@Suite struct JumpArrivalRaceTests {
    /// Forwards to a server; right after answering a query for the messages after a message, and
    /// before that answer goes back, runs `afterAnswer` once.
    private final class InterleavingTransport: ChatTransport, @unchecked Sendable {
        let server: ChatServer
        private let lock = NSLock()
        private var afterAnswer: (@Sendable () -> Void)?

        init(server: ChatServer, afterAnswer: @escaping @Sendable () -> Void) {
            self.server = server
            self.afterAnswer = afterAnswer
        }

        func connect(userInfo: UserInfo, token: Token, eventHandler: @escaping @Sendable (ChatEvent) -> Void) throws -> ChatConnectionInfo {
            try server.connect(userInfo: userInfo, token: token, eventHandler: eventHandler)
        }

        func disconnect(_ connectionId: ConnectionId) { server.disconnect(connectionId) }

        func perform(_ request: ChatRequest, on connectionId: ConnectionId) throws -> ChatResponse {
            let response = try server.perform(request, on: connectionId)
            if case .queryChannel(_, _, _, _, _, _, _?, _) = request {
                let hook = lock.withLock { () -> (@Sendable () -> Void)? in
                    defer { afterAnswer = nil }
                    return afterAnswer
                }
                hook?()
            }
            return response
        }
    }

    @Test func aMessageSentWhileTheNewestPageIsOnItsWayShows() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedNumberedMessages(30, inChannel: "race")
        let server = bed.server
        let bob = try server.connect(userInfo: UserInfo(id: "bob"), token: .development(userId: "bob")) { _ in }.connectionId
        let transport = InterleavingTransport(server: server) {
            _ = try? server.perform(.sendMessage(cid: cid, NewMessage(id: "meanwhile", text: "sent meanwhile")), on: bob)
        }
        let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("race"), transport: transport))
        try await client.connect("alice")
        let controller = client.channelController(for: cid)
        try await controller.synchronizeAsync()
        try await awaitCompletion { controller.loadPageAroundMessageId("m10", limit: 20, completion: $0) }
        #expect(!controller.hasLoadedAllNextMessages)
        // m21…m29 fall short of the page: the newest, answered before bob's message was sent.
        try await awaitCompletion { controller.loadNextMessages(limit: 25, completion: $0) }
        #expect(controller.hasLoadedAllNextMessages)
        #expect(controller.messages.first?.id == "meanwhile")
        #expect(Array(controller.messages.dropFirst().map(\.id)) == (1...29).reversed().map { "m\($0)" })
    }
}
