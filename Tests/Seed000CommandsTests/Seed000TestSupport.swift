import Foundation
import StreamChat
import StreamChatSwiftUI
import PatientWait
import Testing

/// The embedded server with a few users and a channel, as the seed's samples run against.
@MainActor final class Seed000Bed {
    let server: ChatServer
    let cid = ChannelId(type: .messaging, id: "seed000")
    private var clients: [UserId: ChatClient] = [:]

    init() throws {
        server = try ChatServer()
        let now = Date()
        try server.seedUsers([
            .init(id: "me", name: "Me Myself", lastActiveAt: now),
            .init(id: "ana", name: "Ana Lee", lastActiveAt: now.addingTimeInterval(-10)),
            .init(id: "bob", name: "Bob Brown", lastActiveAt: now.addingTimeInterval(-20)),
            .init(id: "outsider", name: "Otto Outside", lastActiveAt: now),
        ])
        try server.setCommands(["giphy", "mute", "unmute", "ban", "unban", "flag"], forChannelType: .messaging)
        try server.seedChannel(cid, name: "Seed", createdBy: "bob", memberIds: ["me", "ana"])
    }

    func client(_ userId: UserId = "me") async throws -> ChatClient {
        if let existing = clients[userId] { return existing }
        let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("seed000"), transport: server))
        let error: Error? = await withCheckedContinuation { continuation in
            client.connectUser(userInfo: UserInfo(id: userId), token: .development(userId: userId)) { continuation.resume(returning: $0) }
        }
        if let error { throw error }
        clients[userId] = client
        return client
    }

    func channelController(as userId: UserId = "me") async throws -> ChatChannelController {
        let controller = try await client(userId).channelController(for: cid)
        let error: Error? = await withCheckedContinuation { continuation in
            controller.synchronize { continuation.resume(returning: $0) }
        }
        if let error { throw error }
        return controller
    }
}

/// The seed's setup step, with the composers it configures waiting an hour for a command
/// (``ComposerConfig/commandTimeout``), not the 15 s a loaded machine can exceed.
@MainActor func setUpStreamChatWaitingForCommands(chatClient: ChatClient) {
    setUpStreamChat(chatClient: chatClient).utils.composerConfig.commandTimeout = .seconds(3600)
}
