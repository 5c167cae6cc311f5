import Foundation
@testable import StreamChat

/// A server in memory with a few users, and clients connected as them.
@MainActor
final class ChatTestBed {
    let server: ChatServer
    private(set) var clients: [UserId: ChatClient] = [:]

    init(server: ChatServer? = nil, users: [ChatServer.SeedUser] = ChatTestBed.defaultUsers) throws {
        self.server = try server ?? ChatServer()
        try self.server.seedUsers(users)
    }

    static let defaultUsers: [ChatServer.SeedUser] = [
        .init(id: "alice", name: "Alice Anders", role: .user),
        .init(id: "bob", name: "Bob Brown", role: .user),
        .init(id: "carol", name: "Carol Chen", role: .user),
        .init(id: "mod", name: "Moe Moderator", role: .moderator),
        .init(id: "admin", name: "Ada Admin", role: .admin),
        .init(id: "guest", name: "Gus Guest", role: .guest),
    ]

    /// A client connected as `userId`.
    func client(_ userId: UserId) async throws -> ChatClient {
        if let existing = clients[userId] { return existing }
        var config = ChatClientConfig(apiKey: APIKey("test"), transport: server)
        // Typing timers must not fire on their own while a slow (loaded) machine runs a test;
        // tests of the timers set their own delays.
        config.typingStopDelay = 3600
        config.typingIndicatorTimeout = 3600
        let client = ChatClient(config: config)
        try await client.connect(userId)
        clients[userId] = client
        return client
    }

    /// Lets every client's queued requests finish and the events they caused reach the
    /// controllers (deliveries to the main queue queued before this returns).
    func settle() async {
        clients.values.forEach { $0.waitForPendingRequests() }
        for _ in 0..<2 {
            await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        }
    }

    /// A synchronized controller of `cid` for `userId`.
    func channel(_ cid: ChannelId, as userId: UserId) async throws -> ChatChannelController {
        let controller = try await client(userId).channelController(for: cid)
        try await controller.synchronizeAsync()
        return controller
    }
}

extension ChatClient {
    @MainActor func connect(_ userId: UserId, name: String? = nil) async throws {
        let error: Error? = await withCheckedContinuation { continuation in
            connectUser(userInfo: UserInfo(id: userId, name: name), token: .development(userId: userId)) { continuation.resume(returning: $0) }
        }
        if let error { throw error }
    }
}

/// Bridges a completion-style call to async/await, throwing the reported error.
@MainActor func awaitCompletion(_ body: (@escaping @MainActor (Error?) -> Void) -> Void) async throws {
    let error: Error? = await withCheckedContinuation { continuation in body { continuation.resume(returning: $0) } }
    if let error { throw error }
}

extension ChatChannelController {
    @MainActor func synchronizeAsync() async throws {
        try await awaitCompletion { synchronize($0) }
    }

    @discardableResult
    @MainActor func send(_ text: String, mentionedUserIds: [UserId] = [], attachments: [AnyAttachmentPayload] = []) async throws -> MessageId {
        let result: Result<MessageId, Error> = await withCheckedContinuation { continuation in
            createNewMessage(text: text, attachments: attachments, mentionedUserIds: mentionedUserIds) { continuation.resume(returning: $0) }
        }
        return try result.get()
    }

    @MainActor func loadPrevious(limit: Int) async throws {
        try await awaitCompletion { loadPreviousMessages(limit: limit, completion: $0) }
    }
}

extension ChatTestBed {
    /// Seeds `messaging:<id>` (alice and bob) with `count` messages, "m0" (oldest, "message 0")
    /// to "m<count-1>", one second apart, alternately by alice and bob; returns its id.
    func seedNumberedMessages(_ count: Int, inChannel id: String) throws -> ChannelId {
        let cid = try seedChannel(id)
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        try server.seedMessages((0..<count).map {
            ChatServer.SeedMessage(id: "m\($0)", authorId: $0.isMultiple(of: 2) ? "alice" : "bob", text: "message \($0)",
                                   createdAt: start.addingTimeInterval(Double($0)))
        }, in: cid)
        return cid
    }

    /// Seeds `messaging:<id>` owned by `owner` with `members`, returning its id.
    func seedChannel(_ id: String, type: ChannelType = .messaging, owner: UserId = "alice", members: [UserId] = ["bob"]) throws -> ChannelId {
        let cid = ChannelId(type: type, id: id)
        try server.seedChannel(cid, name: id.capitalized, createdBy: owner, memberIds: members)
        return cid
    }
}

/// Runs `count` completion-style operations started by `start` and waits for all of them,
/// returning their errors in completion order.
@MainActor func awaitAll(_ count: Int, _ start: (@escaping @MainActor (Error?) -> Void) -> Void) async -> [Error?] {
    await withCheckedContinuation { (continuation: CheckedContinuation<[Error?], Never>) in
        var results: [Error?] = []
        start { error in
            results.append(error)
            if results.count == count { continuation.resume(returning: results) }
        }
    }
}
