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
    public var members: [ChatChannelMember] { list.items }
    /// Whether every matching member has been loaded.
    public var hasLoadedAllMembers: Bool { list.hasLoadedAll }

    @MainActor public weak var delegate: ChatChannelMemberListControllerDelegate?
    @MainActor override var stateDelegate: DataControllerStateDelegate? { delegate }
    private let list: PagedList<ChatChannelMember>

    /// Member list changes.
    public var membersChangesPublisher: AnyPublisher<[ListChange<ChatChannelMember>], Never> { list.changes.eraseToAnyPublisher() }

    init(query: ChannelMemberListQuery, client: ChatClient) {
        self.query = query
        list = PagedList<ChatChannelMember>()
        super.init(client: client)
    }

    /// Loads the first page of the query.
    @MainActor public func synchronize(_ completion: (@MainActor (Error?) -> Void)? = nil) {
        load(query, offset: 0, completion: completion)
    }

    /// Searches members by name or id; an empty term lists the most recently active members.
    @MainActor public func search(term: String, pageSize: Int = 10, completion: (@MainActor (Error?) -> Void)? = nil) {
        let trimmed = term.trimmingCharacters(in: .whitespacesAndNewlines)
        query = trimmed.isEmpty ? ChannelMemberListQuery(cid: query.cid, pageSize: pageSize)
            : ChannelMemberListQuery.search(cid: query.cid, term: trimmed, pageSize: pageSize)
        load(query, offset: 0, completion: completion)
    }

    /// Loads the next page.
    @MainActor public func loadNextMembers(limit: Int = 30, completion: (@MainActor (Error?) -> Void)? = nil) {
        var pageQuery = query
        pageQuery.pageSize = limit
        load(pageQuery, offset: members.count, completion: completion)
    }

    @MainActor private func load(_ pageQuery: ChannelMemberListQuery, offset: Int, completion: (@MainActor (Error?) -> Void)?) {
        list.load(.queryMembers(pageQuery, offset: offset), pageSize: pageQuery.pageSize, isFirstPage: offset == 0, owner: self,
                  unwrap: { if case let .members(page) = $0 { page } else { nil } },
                  notify: { [weak self] in if let self { self.delegate?.memberListController(self, didChangeMembers: $0) } },
                  completion: completion)
    }

    @MainActor private func setMembers(_ new: [ChatChannelMember]) {
        list.set(new, owner: self) { [weak self] in if let self { self.delegate?.memberListController(self, didChangeMembers: $0) } }
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
            updated[index] = updated[index].with(user: user)
            setMembers(updated)
        default:
            break
        }
    }
}
