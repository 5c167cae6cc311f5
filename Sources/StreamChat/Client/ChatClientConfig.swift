import Foundation

/// How a `ChatClient` is set up.
public struct ChatClientConfig: Sendable {
    /// The app's key. Clients of one process with the same key and no explicit transport
    /// share one embedded server in memory; with `embeddedServerDatabaseURL` set, clients
    /// share the server of that file whatever their keys.
    public let apiKey: APIKey
    /// Where requests go. `nil` uses the embedded server shared by this API key, stored at
    /// `embeddedServerDatabaseURL` (in memory when that is nil).
    public var transport: (any ChatTransport)?
    /// The SQLite file of the shared embedded server; nil keeps it in memory. One server per
    /// file in the process, however the path is spelled (symbolic links, `..`).
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

/// The embedded servers shared within the process: one per database file, however its path is
/// spelled and whatever the API key (two servers on one file would keep separate caches and
/// fight over its write lock), and one in memory per API key.
enum EmbeddedServers {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var servers: [String: ChatServer] = [:]

    /// The server for a configuration, opened on first use.
    static func server(for config: ChatClientConfig) throws -> ChatServer {
        let key = key(for: config)
        return try lock.withLock {
            if let server = servers[key], !server.isClosed { return server }
            let server = try ChatServer(fileURL: config.embeddedServerDatabaseURL)
            servers[key] = server
            return server
        }
    }

    /// `file:` and the file's absolute path with `.`, `..` and symbolic links resolved (a
    /// dangling last link to its missing target, which SQLite creates), or `memory:` and the API key.
    static func key(for config: ChatClientConfig) -> String {
        guard let url = config.embeddedServerDatabaseURL else { return "memory:" + config.apiKey.apiKeyString }
        return "file:" + url.resolvingFileLinks().path
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
