/// How the client's local storage of unsent messages stands (see
/// `ChatClientConfig.isLocalStorageEnabled`): what an app shows so that its user knows when
/// quitting would lose a message (`ChatClient.localStorageState`).
public struct LocalStorageState: Sendable {
    /// The storage's current problem (the file could not be opened, read or written), reported
    /// once per problem; nil when there is none, or once a later write succeeded.
    public var error: ClientError?
    /// The unsent messages whose latest change is not in the file because it could not be
    /// opened or written: they live in memory only, and stopping the app now loses them. Every
    /// later change of an unsent message tries to store them again.
    public var unstoredMessageIds: Set<MessageId>

    /// No problem, nothing unstored.
    public init(error: ClientError? = nil, unstoredMessageIds: Set<MessageId> = []) {
        self.error = error
        self.unstoredMessageIds = unstoredMessageIds
    }

    /// Whether stopping the app now would lose an unsent message.
    public var hasUnstoredMessages: Bool { !unstoredMessageIds.isEmpty }
}
