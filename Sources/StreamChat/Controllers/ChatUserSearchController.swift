import Combine
import Foundation

/// Told about changes of a user search. Called on the main actor.
@MainActor public protocol ChatUserSearchControllerDelegate: DataControllerStateDelegate {
    func controller(_ controller: ChatUserSearchController, didChangeUsers changes: [ListChange<ChatUser>])
}

extension ChatUserSearchControllerDelegate {
    public func controller(_ controller: ChatUserSearchController, didChangeUsers changes: [ListChange<ChatUser>]) {}
}

/// Searches users: autocomplete on name or id, case- and diacritic-insensitive, best match
/// first, a page at a time. Results of an older search never replace those of a newer one.
public final class ChatUserSearchController: DataController, @unchecked Sendable {
    /// The last query searched.
    public internal(set) var query: UserListQuery?
    /// The users found, best first.
    public var userArray: [ChatUser] { list.items }
    /// Same as `userArray`.
    public var users: [ChatUser] { userArray }
    /// Whether every match has been loaded.
    public var hasLoadedAllUsers: Bool { list.hasLoadedAll }

    @MainActor public weak var delegate: ChatUserSearchControllerDelegate?
    @MainActor override var stateDelegate: DataControllerStateDelegate? { delegate }
    private let list: PagedList<ChatUser>

    /// User list changes.
    public var usersChangesPublisher: AnyPublisher<[ListChange<ChatUser>], Never> { list.changes.eraseToAnyPublisher() }

    override init(client: ChatClient) {
        list = PagedList<ChatUser>()
        super.init(client: client)
    }

    /// Searches names and ids starting with `term` (any word of them). `nil` or empty lists all users by name.
    @MainActor public func search(term: String?, completion: (@MainActor (Error?) -> Void)? = nil) {
        let trimmed = term?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        search(query: trimmed.isEmpty ? UserListQuery() : .search(term: trimmed), completion: completion)
    }

    /// Runs a user query from its first page.
    @MainActor public func search(query: UserListQuery, completion: (@MainActor (Error?) -> Void)? = nil) {
        self.query = query
        load(query, offset: 0, completion: completion)
    }

    /// Loads the next page of the current search.
    @MainActor public func loadNextUsers(limit: Int = 30, completion: (@MainActor (Error?) -> Void)? = nil) {
        guard var pageQuery = query else { completion?(nil); return }
        pageQuery.pageSize = limit
        load(pageQuery, offset: userArray.count, completion: completion)
    }

    @MainActor private func load(_ pageQuery: UserListQuery, offset: Int, completion: (@MainActor (Error?) -> Void)?) {
        list.load(.queryUsers(pageQuery, offset: offset), pageSize: pageQuery.pageSize, isFirstPage: offset == 0, owner: self,
                  unwrap: { if case let .users(page) = $0 { page } else { nil } },
                  notify: { [weak self] in if let self { self.delegate?.controller(self, didChangeUsers: $0) } },
                  completion: completion)
    }

    @MainActor private func setUsers(_ new: [ChatUser]) {
        list.set(new, owner: self) { [weak self] in if let self { self.delegate?.controller(self, didChangeUsers: $0) } }
    }

    @MainActor override func handle(_ event: ChatEvent) {
        guard case let .userPresenceChanged(user) = event, let index = userArray.firstIndex(where: { $0.id == user.id }) else { return }
        var updated = userArray
        updated[index] = user
        setUsers(updated)
    }
}
