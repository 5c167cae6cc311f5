import Foundation
@testable import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI

/// An in-memory server with a few users, clients connected as them, and helpers to render SDK
/// screens with one of those clients injected.
@MainActor
final class SDKTestBed {
    let server: ChatServer
    private(set) var clients: [UserId: ChatClient] = [:]
    /// The clock of every client's typing timers: typing lasts until a test moves it.
    let typingClock = ManualTypingClock()

    static let defaultUsers: [ChatServer.SeedUser] = [
        .init(id: "alice", name: "Alice Anders"),
        .init(id: "bob", name: "Bob Brown"),
        .init(id: "carol", name: "Carol Chen"),
        .init(id: "dave"),
        .init(id: "mod", name: "Moe Moderator", role: .moderator),
    ]

    /// A server with `users`, in memory or (with `fileURL`) in an SQLite file.
    init(users: [ChatServer.SeedUser] = SDKTestBed.defaultUsers, fileURL: URL? = nil) throws {
        server = try ChatServer(fileURL: fileURL)
        try server.seedUsers(users)
    }

    /// A bed whose channel `cid` ("General", created by alice with bob, carol and dave) holds
    /// `messages` (author, text), oldest first, ten seconds apart and ending now.
    static func withChannel(
        _ cid: ChannelId, messages: [(UserId, String)] = [], mentions: [Int: [UserId]] = [:]
    ) throws -> SDKTestBed {
        let bed = try SDKTestBed()
        try bed.server.seedChannel(cid, name: "General", createdBy: "alice", memberIds: ["bob", "carol", "dave"])
        let start = Date().addingTimeInterval(-Double(messages.count) * 10)
        try bed.server.seedMessages(messages.enumerated().map { index, message in
            .init(authorId: message.0, text: message.1, createdAt: start.addingTimeInterval(Double(index) * 10),
                  mentionedUserIds: mentions[index] ?? [])
        }, in: cid)
        return bed
    }

    /// A client connected as `userId`.
    func client(_ userId: UserId) async throws -> ChatClient {
        if let existing = clients[userId] { return existing }
        var config = ChatClientConfig(apiKey: APIKey("sdk-tests"), transport: server)
        config.typingClock = typingClock.typingClock
        let client = ChatClient(config: config)
        let error: Error? = await withCheckedContinuation { continuation in
            client.connectUser(userInfo: UserInfo(id: userId), token: .development(userId: userId)) { continuation.resume(returning: $0) }
        }
        if let error { throw error }
        clients[userId] = client
        return client
    }

    /// A synchronized controller of `cid` for `userId`.
    func channelController(_ cid: ChannelId, as userId: UserId) async throws -> ChatChannelController {
        let controller = try await client(userId).channelController(for: cid)
        try await awaitCompletion { controller.synchronize($0) }
        return controller
    }

    /// `userId` sends `texts` to `cid`, one message each, and the deliveries are drained.
    /// Returns `userId`'s controller, to send more.
    @discardableResult
    func send(_ texts: String..., in cid: ChannelId, as userId: UserId) async throws -> ChatChannelController {
        let controller = try await channelController(cid, as: userId)
        for text in texts { try await controller.send(text) }
        await drain()
        return controller
    }

    /// `ChatChannelView` of `cid` for `userId`, rendered once and loaded (with `utils` injected,
    /// when given).
    func openChannel<Factory: ViewFactory>(_ cid: ChannelId, as userId: UserId = "alice", factory: Factory, utils: Utils? = nil)
        async throws -> (ScreenHost, ChatChannelController) {
        let client = try await client(userId)
        let controller = client.channelController(for: cid)
        let screen = ScreenHost(client: client, utils: utils) { ChatChannelView(viewFactory: factory, channelController: controller) }
        _ = screen.snapshot()
        await drain()
        return (screen, controller)
    }

    /// Lets queued main-queue work (event deliveries, completions, image loads) run.
    func drain() async {
        for client in clients.values { client.waitForPendingRequests() }
        for _ in 0..<5 { await Task.yield() }
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        for _ in 0..<5 { await Task.yield() }
    }
}

/// Bridges a completion-style call to async/await, throwing the reported error.
@MainActor
func awaitCompletion(_ body: (@escaping @MainActor (Error?) -> Void) -> Void) async throws {
    let error: Error? = await withCheckedContinuation { continuation in body { continuation.resume(returning: $0) } }
    if let error { throw error }
}

extension ChatChannelController {
    /// Sends a message and waits until the server stored it.
    @discardableResult
    @MainActor func send(_ text: String, mentionedUserIds: [UserId] = []) async throws -> MessageId {
        let result: Result<MessageId, Error> = await withCheckedContinuation { continuation in
            createNewMessage(text: text, mentionedUserIds: mentionedUserIds) { continuation.resume(returning: $0) }
        }
        return try result.get()
    }
}

/// A view host whose renders happen with `client` injected (and `utils`, when given: a loader and
/// caches of its own), restoring the previous values afterwards, so tests running in parallel
/// never see each other's client or avatar loads.
@MainActor
final class ScreenHost {
    let client: ChatClient
    let utils: Utils?
    private(set) var host: ViewHost!

    init<V: View>(client: ChatClient, utils: Utils? = nil, _ makeView: () -> V) {
        self.client = client
        self.utils = utils
        withInjectedValues {
            host = ViewHost(rootView: makeView())
        }
    }

    /// Processes pending state changes and renders, with the client injected. Renders again
    /// while the frame changes (at most four times), as the terminal runtime redraws when
    /// state changed during a render (rows appearing or disappearing as the list scrolls).
    func snapshot(width: Int = 80, height: Int = 24) -> String {
        withInjectedValues {
            host.settle()
            var frame = host.snapshot(width: width, height: height)
            for _ in 0..<3 {
                let next = host.snapshot(width: width, height: height)
                if next == frame { break }
                frame = next
            }
            return frame
        }
    }

    /// Runs an interaction (typing, key presses) with the client injected.
    func interact(_ body: (ViewHost) -> Void) {
        withInjectedValues { body(host) }
    }

    private func withInjectedValues<R>(_ body: () -> R) -> R {
        InjectedValues.withValue(\.chatClient, client) {
            guard let utils else { return body() }
            return InjectedValues.withValue(\.utils, utils, operation: body)
        }
    }
}
