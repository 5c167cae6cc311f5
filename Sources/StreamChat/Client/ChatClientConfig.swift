import Foundation

/// How a `ChatClient` is set up.
public struct ChatClientConfig: Sendable {
    /// The app's key. Clients of one process with the same key and no explicit transport
    /// share one embedded server.
    public let apiKey: APIKey
    /// Where requests go. `nil` uses the embedded server shared by this API key, stored at
    /// `embeddedServerDatabaseURL` (in memory when that is nil).
    public var transport: (any ChatTransport)?
    /// The SQLite file of the shared embedded server; nil keeps it in memory.
    public var embeddedServerDatabaseURL: URL?
    /// Whether the client keeps its unsent messages (pending, failed to send, bounced by
    /// moderation) in a SQLite file of its own in `localStorageFolderURL`, so that they survive
    /// a restart: written when they change, read on `connectUser`. A message still on its way
    /// when the process stopped comes back failed, ready to resend. Used only when
    /// `localStorageFolderURL` is set; everything else lives on the server.
    public var isLocalStorageEnabled: Bool = true
    /// The folder of the client's local storage (created when missing); it holds
    /// `StreamChatOutbox.sqlite`, shared by the users and API keys of clients that use the same
    /// folder. `nil` (the default) keeps unsent messages in memory only.
    public var localStorageFolderURL: URL?
    /// How many messages a channel controller loads per page.
    public var messagesPageSize: Int = 25
    /// Seconds without a keystroke after which the client sends typing-stop.
    public var typingStopDelay: TimeInterval = 5
    /// Seconds after which a typing indicator of another user expires without a stop event.
    public var typingIndicatorTimeout: TimeInterval = 7
    /// The clock both typing timers run on (replaced by tests only).
    var typingClock: TypingClock = .system

    /// A configuration for `apiKey` using the shared in-memory embedded server.
    public init(apiKey: APIKey) {
        self.apiKey = apiKey
    }

    /// A configuration for `apiKey` whose requests go to `transport` (e.g. a `ChatServer`).
    public init(apiKey: APIKey, transport: any ChatTransport) {
        self.apiKey = apiKey
        self.transport = transport
    }
}

/// The embedded servers shared by API key (and database file) within the process.
enum EmbeddedServers {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var servers: [String: ChatServer] = [:]

    /// The server for a configuration, opened on first use.
    static func server(for config: ChatClientConfig) throws -> ChatServer {
        let key = config.apiKey.apiKeyString + "|" + (config.embeddedServerDatabaseURL?.path ?? ":memory:")
        return try lock.withLock {
            if let server = servers[key], !server.isClosed { return server }
            let server = try ChatServer(fileURL: config.embeddedServerDatabaseURL)
            servers[key] = server
            return server
        }
    }
}

/// Stands in for a transport that could not be opened; every call reports why.
final class UnavailableTransport: ChatTransport, @unchecked Sendable {
    let error: Error
    init(error: Error) { self.error = error }
    func connect(userInfo: UserInfo, token: Token, eventHandler: @escaping @Sendable (ChatEvent) -> Void) throws -> ChatConnectionInfo { throw error }
    func disconnect(_ connectionId: ConnectionId) {}
    func perform(_ request: ChatRequest, on connectionId: ConnectionId) throws -> ChatResponse { throw error }
}
