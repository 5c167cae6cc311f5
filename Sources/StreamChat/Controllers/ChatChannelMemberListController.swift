import Combine
import Foundation

/// Told about changes of a member list. Called on the main actor.
@MainActor public protocol ChatChannelMemberListControllerDelegate: DataControllerStateDelegate {
    func memberListController(_ controller: ChatChannelMemberListController, didChangeMembers changes: [ListChange<ChatChannelMember>])
}

extension ChatChannelMemberListControllerDelegate {
    public func memberListController(_ controller: ChatChannelMemberListController, didChangeMembers changes: [ListChange<ChatChannelMember>]) {}
}

/// The members of one channel, a page at a time, with member search for mentions: `search(term:)`
/// finds members whose name or id has a word starting with the term (case- and
/// diacritic-insensitive; any position of a CJK name), best match first.
public final class ChatChannelMemberListController: DataController, @unchecked Sendable {
    /// The current query.
    public private(set) var query: ChannelMemberListQuery
    /// The loaded members.
    public private(set) var members: [ChatChannelMember] = []
    /// Whether every matching member has been loaded.
    public private(set) var hasLoadedAllMembers = false

    @MainActor public weak var delegate: ChatChannelMemberListControllerDelegate?
    @MainActor override var stateDelegate: DataControllerStateDelegate? { delegate }
    private let membersSubject = PassthroughSubject<[ListChange<ChatChannelMember>], Never>()
    private var generation = 0

    /// Member list changes.
    public var membersChangesPublisher: AnyPublisher<[ListChange<ChatChannelMember>], Never> { membersSubject.eraseToAnyPublisher() }

    init(query: ChannelMemberListQuery, client: ChatClient) {
        self.query = query
        super.init(client: client)
    }

    /// Loads the first page of the query.
    @MainActor public func synchronize(_ completion: (@MainActor (Error?) -> Void)? = nil) {
        load(query, completion: completion)
    }

    /// Searches members by name or id; an empty term lists the most recently active members.
    @MainActor public func search(term: String, pageSize: Int = 10, completion: (@MainActor (Error?) -> Void)? = nil) {
        let trimmed = term.trimmingCharacters(in: .whitespacesAndNewlines)
        let searchQuery = trimmed.isEmpty ? ChannelMemberListQuery(cid: query.cid, pageSize: pageSize)
            : ChannelMemberListQuery.search(cid: query.cid, term: trimmed, pageSize: pageSize)
        load(searchQuery, completion: completion)
    }

    @MainActor private func load(_ newQuery: ChannelMemberListQuery, completion: (@MainActor (Error?) -> Void)?) {
        query = newQuery
        generation += 1
        let current = generation
        client.perform(.queryMembers(newQuery, offset: 0)) { [weak self] result in
            guard let self, current == self.generation else { completion?(nil); return }
            switch result {
            case let .success(.members(members)):
                self.hasLoadedAllMembers = members.count < newQuery.pageSize
                self.setMembers(members)
                self.finishFetch(nil, completion: completion)
            case let .failure(error): self.finishFetch(error, completion: completion)
            case .success: self.finishFetch(ClientError.InvalidRequest("Unexpected response to a member query."), completion: completion)
            }
        }
    }

    /// Loads the next page.
    @MainActor public func loadNextMembers(limit: Int = 30, completion: (@MainActor (Error?) -> Void)? = nil) {
        var pageQuery = query
        pageQuery.pageSize = limit
        let current = generation
        client.perform(.queryMembers(pageQuery, offset: members.count)) { [weak self] result in
            guard let self, current == self.generation else { completion?(nil); return }
            switch result {
            case let .success(.members(page)):
                if page.count < limit { self.hasLoadedAllMembers = true }
                let known = Set(self.members.map(\.id))
                self.setMembers(self.members + page.filter { !known.contains($0.id) })
                completion?(nil)
            case let .failure(error): completion?(error)
            case .success: completion?(ClientError.InvalidRequest("Unexpected response to a member query."))
            }
        }
    }

    @MainActor private func setMembers(_ new: [ChatChannelMember]) {
        let changes = ListDiff.changes(from: members, to: new)
        guard !changes.isEmpty else { return }
        objectWillChange.send()
        members = new
        delegate?.memberListController(self, didChangeMembers: changes)
        membersSubject.send(changes)
    }

    @MainActor override func handle(_ event: ChatEvent) {
        switch event {
        case let .memberRemoved(cid, user) where cid == query.cid:
            setMembers(members.filter { $0.id != user.id })
        case let .memberAdded(cid, member) where cid == query.cid && query.filter == nil:
            if !members.contains(where: { $0.id == member.id }) { setMembers(members + [member]) }
        case let .userPresenceChanged(user):
            guard let index = members.firstIndex(where: { $0.id == user.id }) else { return }
            var updated = members
            let old = updated[index]
            updated[index] = ChatChannelMember(user: user, memberRole: old.memberRole, memberCreatedAt: old.memberCreatedAt,
                                               isBannedFromChannel: old.isBannedFromChannel)
            setMembers(updated)
        default:
            break
        }
    }
}
