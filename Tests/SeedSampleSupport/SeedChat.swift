import Foundation
import StreamChat
import StreamChatSwiftUI
import SwiftUI

/// An in-memory server with users and a channel, and a connected client (a user's app would
/// have its own server; tests keep everything in memory). Shared by the seed-sample test modules.
@MainActor
public final class SeedChat {
    public let server: ChatServer
    public let client: ChatClient
    public let cid = ChannelId(type: .messaging, id: "general")

    public init(currentUser: UserId = "alice", channelMembers: [UserId]? = ["alice", "bob", "carol"], messages: [(UserId, String)] = []) async throws {
        server = try ChatServer()
        try server.seedUsers([
            .init(id: "alice", name: "Alice Anders"), .init(id: "bob", name: "Bob Brown"), .init(id: "carol", name: "Carol Chen"),
        ])
        if let channelMembers {
            try server.seedChannel(cid, name: "General", createdBy: channelMembers[0], memberIds: Array(channelMembers.dropFirst()))
            let start = Date().addingTimeInterval(-Double(messages.count) * 5)
            try server.seedMessages(
                messages.enumerated().map { .init(authorId: $0.element.0, text: $0.element.1, createdAt: start.addingTimeInterval(Double($0.offset) * 5)) },
                in: cid
            )
        }
        client = ChatClient(config: ChatClientConfig(apiKey: APIKey("seed-tests"), transport: server))
        let error: Error? = await withCheckedContinuation { continuation in
            client.connectUser(userInfo: UserInfo(id: currentUser), token: .development(userId: currentUser)) { continuation.resume(returning: $0) }
        }
        if let error { throw error }
    }

    /// Renders `view` with this chat's client injected, letting loads and events settle first.
    public func render<V: View>(_ view: @autoclosure () -> V, width: Int = 100, height: Int = 30) async -> (ViewHost, String) {
        let host = InjectedValues.withValue(\.chatClient, client) { ViewHost(rootView: view()) }
        return (host, await snapshot(host, width: width, height: height))
    }

    /// Renders a scene's first window with this chat's client injected.
    public func render<S: Scene>(scene: @autoclosure () -> S, width: Int = 100, height: Int = 30) async -> (ViewHost, String) {
        let host = InjectedValues.withValue(\.chatClient, client) { ViewHost(scene: scene()) }
        return (host, await snapshot(host, width: width, height: height))
    }

    /// Lets pending work finish, then renders `host` again.
    public func snapshot(_ host: ViewHost, width: Int = 100, height: Int = 30) async -> String {
        for _ in 0..<4 {
            InjectedValues.withValue(\.chatClient, client) { _ = host.snapshot(width: width, height: height) }
            client.waitForPendingRequests()
            await InjectedValues[\.utils].channelHeaderLoader.waitForPendingLoads()
            await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        }
        return InjectedValues.withValue(\.chatClient, client) {
            host.settle()
            return host.snapshot(width: width, height: height)
        }
    }
}
