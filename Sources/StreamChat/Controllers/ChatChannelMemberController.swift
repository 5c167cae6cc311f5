import Combine
import Foundation

/// Told about changes of one channel member. Called on the main actor.
@MainActor public protocol ChatChannelMemberControllerDelegate: DataControllerStateDelegate {
    func memberController(_ controller: ChatChannelMemberController, didUpdateMember change: EntityChange<ChatChannelMember>)
}

extension ChatChannelMemberControllerDelegate {
    public func memberController(_ controller: ChatChannelMemberController, didUpdateMember change: EntityChange<ChatChannelMember>) {}
}

/// One member of one channel, and the channel bans on them. Completions run on the main actor.
public final class ChatChannelMemberController: DataController, @unchecked Sendable {
    /// The member's user id.
    public let userId: UserId
    /// The channel the user is a member of.
    public let cid: ChannelId
    /// The member, once loaded.
    public private(set) var member: ChatChannelMember?

    @MainActor public weak var delegate: ChatChannelMemberControllerDelegate?
    @MainActor override var stateDelegate: DataControllerStateDelegate? { delegate }
    private let memberSubject = PassthroughSubject<EntityChange<ChatChannelMember>, Never>()

    /// Member changes.
    public var memberChangePublisher: AnyPublisher<EntityChange<ChatChannelMember>, Never> { memberSubject.eraseToAnyPublisher() }

    init(userId: UserId, cid: ChannelId, client: ChatClient) {
        self.userId = userId
        self.cid = cid
        super.init(client: client)
    }

    /// Loads the member; fails with `NotAMember` when the user is not a member of the channel.
    public func synchronize(_ completion: (@MainActor (Error?) -> Void)? = nil) {
        let query = ChannelMemberListQuery(cid: cid, filter: .equal(.id, to: userId), pageSize: 1)
        client.perform(.queryMembers(query, offset: 0)) { [weak self] result in
            guard let self else { return }
            var error = result.error
            if case let .success(.members(found)) = result {
                if let member = found.first { self.setMember(member) }
                else { error = ClientError.NotAMember("User \"\(self.userId)\" is not a member of \(self.cid).") }
            }
            self.finishFetch(error, completion: completion)
        }
    }

    /// Bans the member in the channel (its owner, moderators and admins only), for
    /// `timeoutInMinutes` (1 to 525 600, one year) after which the ban lifts itself, or for
    /// good (nil). A timeout out of range fails with `ClientError.InvalidRequest` and bans nobody.
    public func ban(for timeoutInMinutes: Int? = nil, reason: String? = nil, completion: (@MainActor (Error?) -> Void)? = nil) {
        client.perform(.banUser(userId, cid: cid, timeoutInMinutes: timeoutInMinutes, reason: reason)) { completion?($0.error) }
    }

    /// Lifts the member's ban in the channel.
    public func unban(completion: (@MainActor (Error?) -> Void)? = nil) {
        client.perform(.unbanUser(userId, cid: cid)) { completion?($0.error) }
    }

    @MainActor private func setMember(_ new: ChatChannelMember) {
        if let member, member == new, member.memberRole == new.memberRole, member.isBannedFromChannel == new.isBannedFromChannel,
           member.banExpiresAt == new.banExpiresAt {
            return
        }
        let change: EntityChange<ChatChannelMember> = member == nil ? .create(new) : .update(new)
        objectWillChange.send()
        member = new
        delegate?.memberController(self, didUpdateMember: change)
        memberSubject.send(change)
    }

    @MainActor override func handle(_ event: ChatEvent) {
        switch event {
        case let .userPresenceChanged(user) where user.id == userId:
            if let member { setMember(member.with(user: user)) }
        case let .userBanned(user, cid, _, _, _) where user.id == userId && (cid == nil || cid == self.cid),
             let .userUnbanned(user, cid) where user.id == userId && (cid == nil || cid == self.cid):
            if member != nil { synchronize() }
        default:
            break
        }
    }
}
