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
    public internal(set) var query: UserListQuery? {
        get { results.query }
        set { results.query = newValue }
    }
    /// The users found, best first.
    public var userArray: [ChatUser] { results.list.items }
    /// Same as `userArray`.
    public var users: [ChatUser] { userArray }
    /// Whether every match has been loaded.
    public var hasLoadedAllUsers: Bool { results.list.hasLoadedAll }

    @MainActor public weak var delegate: ChatUserSearchControllerDelegate?
    @MainActor override var stateDelegate: DataControllerStateDelegate? { delegate }
    // The next page is asked for even when all were loaded, so users registered since show.
    private let results = PagedSearch<UserListQuery, ChatUser>(
        request: { .queryUsers($0, offset: $1) }, page: { if case let .users(page) = $0 { page } else { nil } },
        stopsAfterLastPage: false)

    /// User list changes.
    public var usersChangesPublisher: AnyPublisher<[ListChange<ChatUser>], Never> { results.list.changes.eraseToAnyPublisher() }

    override init(client: ChatClient) {
        super.init(client: client)
        results.attach(to: self) { [weak self] in if let self { self.delegate?.controller(self, didChangeUsers: $0) } }
    }

    /// Searches names and ids starting with `term` (any word of them). `nil` or empty lists all users by name.
    @MainActor public func search(term: String?, completion: (@MainActor (Error?) -> Void)? = nil) {
        let trimmed = term?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        search(query: trimmed.isEmpty ? UserListQuery() : .search(term: trimmed), completion: completion)
    }

    /// Runs a user query from its first page.
    @MainActor public func search(query: UserListQuery, completion: (@MainActor (Error?) -> Void)? = nil) {
        results.search(query, completion: completion)
    }

    /// Loads the next page of the current search.
    @MainActor public func loadNextUsers(limit: Int = 30, completion: (@MainActor (Error?) -> Void)? = nil) {
        results.loadNextPage(limit: limit, completion: completion)
    }

    @MainActor override func handle(_ event: ChatEvent) {
        guard case let .userPresenceChanged(user) = event else { return }
        results.replace(with: user)
    }
}
