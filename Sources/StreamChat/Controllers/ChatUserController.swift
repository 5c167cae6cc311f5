import Combine
import Foundation

/// Told about changes of a user. Called on the main actor.
@MainActor public protocol ChatUserControllerDelegate: DataControllerStateDelegate {
    func userController(_ controller: ChatUserController, didUpdateUser change: EntityChange<ChatUser>)
}

extension ChatUserControllerDelegate {
    public func userController(_ controller: ChatUserController, didUpdateUser change: EntityChange<ChatUser>) {}
}

/// One user, and the moderation actions on them. Completions run on the main actor.
public final class ChatUserController: DataController, @unchecked Sendable {
    /// The user's id.
    public let userId: UserId
    /// The user, once loaded.
    public private(set) var user: ChatUser?

    @MainActor public weak var delegate: ChatUserControllerDelegate?
    @MainActor override var stateDelegate: DataControllerStateDelegate? { delegate }
    private let userSubject = PassthroughSubject<EntityChange<ChatUser>, Never>()

    /// User changes.
    public var userChangePublisher: AnyPublisher<EntityChange<ChatUser>, Never> { userSubject.eraseToAnyPublisher() }

    init(userId: UserId, client: ChatClient) {
        self.userId = userId
        super.init(client: client)
    }

    /// Loads the user.
    public func synchronize(_ completion: (@MainActor (Error?) -> Void)? = nil) {
        client.perform(.getUser(userId)) { [weak self] result in
            guard let self else { return }
            if case let .success(.user(user)) = result { self.setUser(user) }
            self.finishFetch(result.error, completion: completion)
        }
    }

    /// Mutes the user for the current user. Muting yourself fails with `InvalidRequest`.
    public func mute(completion: (@MainActor (Error?) -> Void)? = nil) {
        run(.muteUser(userId), completion: completion)
    }

    /// Unmutes the user.
    public func unmute(completion: (@MainActor (Error?) -> Void)? = nil) {
        run(.unmuteUser(userId), completion: completion)
    }

    /// Bans the user app-wide (admins and moderators only). With `timeoutInMinutes` (1 to
    /// 525 600, one year) the ban lifts itself after that long; nil bans for good. A timeout
    /// out of range fails with `ClientError.InvalidRequest` and bans nobody.
    public func ban(for timeoutInMinutes: Int? = nil, reason: String? = nil, completion: (@MainActor (Error?) -> Void)? = nil) {
        run(.banUser(userId, cid: nil, timeoutInMinutes: timeoutInMinutes, reason: reason), completion: completion)
    }

    /// Lifts an app-wide ban (admins and moderators only).
    public func unban(completion: (@MainActor (Error?) -> Void)? = nil) {
        run(.unbanUser(userId, cid: nil), completion: completion)
    }

    /// Bans the user in one channel (its owner, moderators and admins only), for
    /// `timeoutInMinutes` (1 to 525 600) or for good (nil), as `ban(for:reason:)` does app-wide.
    public func ban(in cid: ChannelId, for timeoutInMinutes: Int? = nil, reason: String? = nil,
                    completion: (@MainActor (Error?) -> Void)? = nil) {
        run(.banUser(userId, cid: cid, timeoutInMinutes: timeoutInMinutes, reason: reason), completion: completion)
    }

    /// Lifts a ban in one channel.
    public func unban(in cid: ChannelId, completion: (@MainActor (Error?) -> Void)? = nil) {
        run(.unbanUser(userId, cid: cid), completion: completion)
    }

    /// Flags the user for moderators (not allowed for guests, nor on yourself).
    public func flag(reason: String? = nil, completion: (@MainActor (Error?) -> Void)? = nil) {
        run(.flagUser(userId, reason: reason), completion: completion)
    }

    private func run(_ request: ChatRequest, completion: (@MainActor (Error?) -> Void)?) {
        client.perform(request) { completion?($0.error) }
    }

    @MainActor private func setUser(_ new: ChatUser) {
        guard new != user else { return }
        let change: EntityChange<ChatUser> = user == nil ? .create(new) : .update(new)
        objectWillChange.send()
        user = new
        delegate?.userController(self, didUpdateUser: change)
        userSubject.send(change)
    }

    @MainActor override func handle(_ event: ChatEvent) {
        switch event {
        case let .userPresenceChanged(changed) where changed.id == userId: setUser(changed)
        case let .userBanned(changed, nil, _, _, _) where changed.id == userId: setUser(changed)
        case let .userUnbanned(changed, nil) where changed.id == userId: setUser(changed)
        default: break
        }
    }
}
