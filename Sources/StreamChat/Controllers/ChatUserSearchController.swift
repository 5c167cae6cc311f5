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
    public private(set) var userArray: [ChatUser] = []
    /// Same as `userArray`.
    public var users: [ChatUser] { userArray }
    /// Whether every match has been loaded.
    public private(set) var hasLoadedAllUsers = false

    @MainActor public weak var delegate: ChatUserSearchControllerDelegate?
    @MainActor override var stateDelegate: DataControllerStateDelegate? { delegate }
    private let usersSubject = PassthroughSubject<[ListChange<ChatUser>], Never>()
    private var searchGeneration = 0

    /// User list changes.
    public var usersChangesPublisher: AnyPublisher<[ListChange<ChatUser>], Never> { usersSubject.eraseToAnyPublisher() }

    override init(client: ChatClient) {
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
        searchGeneration += 1
        let generation = searchGeneration
        client.perform(.queryUsers(query, offset: 0)) { [weak self] result in
            guard let self, generation == self.searchGeneration else { completion?(nil); return }
            switch result {
            case let .success(.users(users)):
                self.hasLoadedAllUsers = users.count < query.pageSize
                self.setUsers(users)
                self.finishFetch(nil, completion: completion)
            case let .failure(error): self.finishFetch(error, completion: completion)
            case .success: self.finishFetch(ClientError.InvalidRequest("Unexpected response to a user query."), completion: completion)
            }
        }
    }

    /// Loads the next page of the current search.
    @MainActor public func loadNextUsers(limit: Int = 30, completion: (@MainActor (Error?) -> Void)? = nil) {
        guard var pageQuery = query else { completion?(nil); return }
        pageQuery.pageSize = limit
        let generation = searchGeneration
        client.perform(.queryUsers(pageQuery, offset: userArray.count)) { [weak self] result in
            guard let self, generation == self.searchGeneration else { completion?(nil); return }
            switch result {
            case let .success(.users(users)):
                if users.count < limit { self.hasLoadedAllUsers = true }
                let known = Set(self.userArray.map(\.id))
                self.setUsers(self.userArray + users.filter { !known.contains($0.id) })
                completion?(nil)
            case let .failure(error): completion?(error)
            case .success: completion?(ClientError.InvalidRequest("Unexpected response to a user query."))
            }
        }
    }

    @MainActor private func setUsers(_ new: [ChatUser]) {
        let changes = ListDiff.changes(from: userArray, to: new)
        guard !changes.isEmpty else { return }
        objectWillChange.send()
        userArray = new
        delegate?.controller(self, didChangeUsers: changes)
        usersSubject.send(changes)
    }

    @MainActor override func handle(_ event: ChatEvent) {
        guard case let .userPresenceChanged(user) = event, let index = userArray.firstIndex(where: { $0.id == user.id }) else { return }
        var updated = userArray
        updated[index] = user
        setUsers(updated)
    }
}
