import Combine
import Foundation

/// The connection status of a client.
public enum ConnectionStatus: Equatable, Sendable {
    case initialized, connecting, connected, disconnecting, disconnected
}

/// The root object of the chat client: connects a user and creates controllers.
///
/// Requests run in order on the client's own queue; results and events are delivered on the
/// main actor, in the order they came, so controller state changes only there.
public final class ChatClient: @unchecked Sendable {
    /// The configuration the client was created with.
    public let config: ChatClientConfig
    let transport: any ChatTransport
    private let requestQueue = DispatchQueue(label: "StreamChat.ChatClient.requests")
    /// Results and events on their way to the main actor, in order.
    private let deliveries = MainDeliveries()
    private let connection = Protected<ConnectionId?>(nil)
    private let userId = Protected<UserId?>(nil)
    private let status = Protected(ConnectionStatus.initialized)
    /// Everything that changes client state: server events and the client's own optimistic
    /// changes (a message shown before the server stored it). Controllers follow this.
    private let stateChangeSubject = PassthroughSubject<ChatEvent, Never>()
    /// The events the server sent (and current-user updates): what the app sees, one
    /// `.messageNew` per message.
    private let eventSubject = PassthroughSubject<ChatEvent, Never>()

    /// The connected user with their mutes and flags; updated on the main actor.
    public private(set) var currentUser: CurrentChatUser?
    /// The connected user's messages the server has not published (pending, failed, bounced):
    /// what every channel controller shows and resends, edits and deletes them through.
    let outbox: MessageOutbox

    /// How the local storage of unsent messages stands (`ChatClientConfig.isLocalStorageEnabled`):
    /// its current problem, reported once per problem, and the unsent messages that are only in
    /// memory because the file could not be opened or written (stopping the app now loses
    /// them). An app shows the problem, and warns before quitting while messages are unstored.
    @MainActor public var localStorageState: LocalStorageState { outbox.state }

    /// `localStorageState` (first) and its changes, on the main actor.
    @MainActor public var localStorageStatePublisher: AnyPublisher<LocalStorageState, Never> { outbox.statePublisher }

    /// Creates a client. Without a transport in `config`, it uses the embedded server shared by
    /// the API key (see `ChatClientConfig`).
    public init(config: ChatClientConfig) {
        self.config = config
        outbox = MessageOutbox(config: config, currentUserId: { [userId] in userId.value })
        if let transport = config.transport {
            self.transport = transport
        } else {
            do { self.transport = try EmbeddedServers.server(for: config) } catch { self.transport = UnavailableTransport(error: error) }
        }
    }

    /// The id of the connected user (set as soon as `connectUser` is called).
    public var currentUserId: UserId? { userId.value }

    public var connectionStatus: ConnectionStatus { status.value }

    /// The embedded server this client talks to, if that is its transport (for seeding).
    public var embeddedServer: ChatServer? { transport as? ChatServer }

    /// Events as the connected user sees them, on the main actor: what the server sent, so a
    /// message (one's own included) is reported new once, when the server published it.
    public var eventsPublisher: AnyPublisher<ChatEvent, Never> { eventSubject.eraseToAnyPublisher() }

    /// Server events and the client's optimistic changes, which controllers apply.
    var stateChangesPublisher: AnyPublisher<ChatEvent, Never> { stateChangeSubject.eraseToAnyPublisher() }

    /// Calls `handler` on the main actor for every event until the returned object is cancelled or released.
    public func subscribe(_ handler: @escaping @MainActor (ChatEvent) -> Void) -> AnyCancellable {
        eventSubject.sink { event in MainActor.assumeIsolated { handler(event) } }
    }

    /// Connects `userInfo` with `token` (on the embedded server: `Token.development(userId:)`),
    /// creating or updating the user. Requests made before the connection completes wait for it.
    public func connectUser(userInfo: UserInfo, token: Token, completion: (@MainActor (Error?) -> Void)? = nil) {
        userId.value = userInfo.id
        status.value = .connecting
        let transport = self.transport
        requestQueue.async { [self] in
            if let old = connection.value { transport.disconnect(old) }
            do {
                let info = try transport.connect(userInfo: userInfo, token: token) { [weak self, deliveries] event in
                    deliveries.enqueue { self?.dispatch(event) }
                }
                connection.value = info.connectionId
                status.value = .connected
                deliveries.enqueue {
                    self.outbox.loadCurrentUser()
                    self.setCurrentUser(info.currentUser)
                    // Unsent messages the server has (sent just before the app stopped) are
                    // sent: asked for before the completion, answered after it.
                    self.confirmUnsentMessages()
                    completion?(nil)
                }
            } catch {
                status.value = .disconnected
                deliveries.enqueue {
                    // Unsent messages are the user's own: available even without a connection.
                    self.outbox.loadCurrentUser()
                    completion?(error)
                }
            }
        }
    }

    /// Closes the connection; the user goes offline. Requests made before it complete first
    /// (their completions run before `completion`); then the local storage file is closed
    /// (`ChatClientConfig.isLocalStorageEnabled`), after writing what it did not hold yet, so
    /// another process can take it over. The client keeps the unsent messages in memory, and
    /// opens the file again for their next change or the next user it connects.
    public func disconnect(completion: (@MainActor () -> Void)? = nil) {
        status.value = .disconnecting
        requestQueue.async { [self] in
            if let id = connection.value { transport.disconnect(id) }
            connection.value = nil
            status.value = .disconnected
            deliveries.enqueue {
                self.outbox.closeFile()
                completion?()
            }
        }
    }

    /// Disconnects and forgets the current user.
    public func logout(completion: (@MainActor () -> Void)? = nil) {
        disconnect { [self] in
            userId.value = nil
            currentUser = nil
            completion?()
        }
    }

    // MARK: Requests and events

    /// Performs a request on the client's queue and delivers the result on the main actor.
    func perform(_ request: ChatRequest, completion: @escaping @MainActor (Result<ChatResponse, Error>) -> Void) {
        requestQueue.async { [self] in
            let result: Result<ChatResponse, Error>
            if let id = connection.value {
                result = Result { try transport.perform(request, on: id) }
            } else {
                result = .failure(ClientError.CurrentUserDoesNotExist())
            }
            deliveries.enqueue { completion(result) }
        }
    }

    /// Waits until every request queued so far has completed (tests, benchmarks, shutdown);
    /// their completions run later, on the main actor.
    public func waitForPendingRequests() {
        requestQueue.sync {}
    }

    /// Waits until every request queued so far has completed and runs, before returning, what
    /// is still on its way to the main actor: the requests' completions and the events that
    /// came meanwhile, in order; then the same for requests those started. An app about to exit
    /// calls it, so that what it sent is recorded as sent (a sent message leaves the outbox
    /// file, and does not come back as failed at the next start).
    @MainActor public func completePendingRequests() {
        repeat { requestQueue.sync {} } while deliveries.runAll()
    }

    /// Applies an event from the server to client state, forwards it to every controller and
    /// reports it to the app.
    @MainActor func dispatch(_ event: ChatEvent) {
        switch event {
        case let .currentUserUpdated(user):
            setCurrentUser(user)
            return
        case let .userPresenceChanged(user) where user.id == currentUserId:
            refreshCurrentUser(from: user)
        case let .userBanned(user, nil, _, _, _) where user.id == currentUserId,
             let .userUnbanned(user, nil) where user.id == currentUserId:
            // An app-wide ban or its end (lifted, or expired on the server's clock) changes the
            // current user's own `isBanned`; a channel ban is the member's, not the user's.
            refreshCurrentUser(from: user)
        default: break
        }
        stateChangeSubject.send(event)
        eventSubject.send(event)
    }

    /// Applies a change the client makes on its own (a pending message, the server's answer to
    /// a request, a failed send) to every controller, without reporting it as a server event.
    @MainActor func applyLocalChange(_ event: ChatEvent) {
        stateChangeSubject.send(event)
    }

    /// Takes the current user's fields from a newer value of the user, keeping their private
    /// lists (mutes, flags).
    @MainActor private func refreshCurrentUser(from user: ChatUser) {
        guard let current = currentUser else { return }
        setCurrentUser(CurrentChatUser(user: user, mutedUsers: current.mutedUsers, flaggedUserIds: current.flaggedUserIds))
    }

    @MainActor private func setCurrentUser(_ user: CurrentChatUser) {
        currentUser = user
        stateChangeSubject.send(.currentUserUpdated(user))
        eventSubject.send(.currentUserUpdated(user))
    }
}
