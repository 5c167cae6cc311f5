import Combine
import Foundation

/// Told about changes of the current user. Called on the main actor.
@MainActor public protocol CurrentChatUserControllerDelegate: AnyObject {
    func currentUserController(_ controller: CurrentChatUserController, didChangeCurrentUser change: EntityChange<CurrentChatUser>)
}

extension CurrentChatUserControllerDelegate {
    public func currentUserController(_ controller: CurrentChatUserController, didChangeCurrentUser change: EntityChange<CurrentChatUser>) {}
}

/// The connected user: their profile, mutes and flags.
public final class CurrentChatUserController: DataController, @unchecked Sendable {
    @MainActor public weak var delegate: CurrentChatUserControllerDelegate?
    private let userSubject = PassthroughSubject<EntityChange<CurrentChatUser>, Never>()

    /// The connected user, once known.
    public var currentUser: CurrentChatUser? { client.currentUser }

    /// Current user changes.
    public var currentUserChangePublisher: AnyPublisher<EntityChange<CurrentChatUser>, Never> { userSubject.eraseToAnyPublisher() }

    override init(client: ChatClient) {
        super.init(client: client)
    }

    /// Reports the current state (the client keeps the current user up to date).
    @MainActor public func synchronize(_ completion: (@MainActor (Error?) -> Void)? = nil) {
        finishFetch(client.currentUserId == nil ? ClientError.CurrentUserDoesNotExist() : nil, completion: completion)
    }

    @MainActor override func handle(_ event: ChatEvent) {
        guard case let .currentUserUpdated(user) = event else { return }
        objectWillChange.send()
        delegate?.currentUserController(self, didChangeCurrentUser: .update(user))
        userSubject.send(.update(user))
    }
}
