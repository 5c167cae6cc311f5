import Foundation
@testable import StreamChat

/// Forwards to a server. Armed with ``afterAnswering(_:run:)``, right after the server answered
/// the next request that matches, and before that answer goes back to the client, it runs a
/// change once: the change's events reach the client's main actor before the answer, as when
/// another user (a bot on the main thread, another device) changes the channel just then.
final class InterleavingTransport: ChatTransport, @unchecked Sendable {
    let server: ChatServer
    private let lock = NSLock()
    private var hook: (matches: @Sendable (ChatRequest) -> Bool, run: @Sendable () -> Void)?

    init(server: ChatServer) {
        self.server = server
    }

    /// Runs `change` once, after the server answered the next request `matches` accepts.
    func afterAnswering(_ matches: @escaping @Sendable (ChatRequest) -> Bool, run change: @escaping @Sendable () -> Void) {
        lock.withLock { hook = (matches, change) }
    }

    func connect(userInfo: UserInfo, token: Token, eventHandler: @escaping @Sendable (ChatEvent) -> Void) throws -> ChatConnectionInfo {
        try server.connect(userInfo: userInfo, token: token, eventHandler: eventHandler)
    }

    func disconnect(_ connectionId: ConnectionId) { server.disconnect(connectionId) }

    func perform(_ request: ChatRequest, on connectionId: ConnectionId) throws -> ChatResponse {
        let response = try server.perform(request, on: connectionId)
        let change = lock.withLock { () -> (@Sendable () -> Void)? in
            guard let hook, hook.matches(request) else { return nil }
            self.hook = nil
            return hook.run
        }
        change?()
        return response
    }
}

extension ChatRequest {
    /// The page a query asks for: the newest (`nil`), or older / newer than / around a message.
    enum PageKind { case newest, older, newer, around }

    /// The page of a channel query (nil: not a channel query).
    var pageKind: PageKind? {
        guard case let .queryChannel(_, _, _, before, _, _, after, around) = self else { return nil }
        if before != nil { return .older }
        if after != nil { return .newer }
        if around != nil { return .around }
        return .newest
    }
}
