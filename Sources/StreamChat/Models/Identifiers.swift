import Foundation

/// The id of a user.
public typealias UserId = String
/// The id of a message.
public typealias MessageId = String
/// The id of a team (multi-tenant apps).
public typealias TeamId = String
/// The id of one connection of a client to the server.
public typealias ConnectionId = String

/// The API key of a chat app. Clients with the same key share one embedded server in a process.
public struct APIKey: Equatable, Hashable, Sendable {
    /// The key as text.
    public let apiKeyString: String

    /// Creates a key from its text.
    public init(_ apiKeyString: String) {
        self.apiKeyString = apiKeyString
    }
}
