import Foundation

/// A query loaded a page at a time, by offset.
protocol PagedQuery: Sendable {
    /// How many items a page holds.
    var pageSize: Int { get set }
}

extension UserListQuery: PagedQuery {}
extension MessageSearchQuery: PagedQuery {}

/// What the search controllers (users, messages) share: the last query, its results a page at a
/// time (a response to an older search never replaces a newer one's), and keeping found items
/// current as events change them. Each controller says how a query becomes a request, which
/// response carries the page, and whom to tell about changes.
/// Read from any context; changed only on the main actor, like the controller that owns it.
final class PagedSearch<Query: PagedQuery, Item: Identifiable & Equatable & Sendable>: @unchecked Sendable {
    /// The last query searched.
    var query: Query?
    /// The found items and their changes.
    let list = PagedList<Item>()
    private let request: (Query, _ offset: Int) -> ChatRequest
    private let page: (ChatResponse) -> [Item]?
    private let hasNothingToSearch: (Query) -> Bool
    private let stopsAfterLastPage: Bool
    private weak var owner: DataController?
    private var notify: @MainActor ([ListChange<Item>]) -> Void = { _ in }

    /// - Parameters:
    ///   - request: the request for a page of `query` from `offset`.
    ///   - page: the items of the response to that request, nil for another response.
    ///   - hasNothingToSearch: a query that empties the results without a request.
    ///   - stopsAfterLastPage: whether asking for the next page once all are loaded does
    ///     nothing; otherwise it asks again (items added since then show up).
    init(request: @escaping (Query, _ offset: Int) -> ChatRequest, page: @escaping (ChatResponse) -> [Item]?,
         hasNothingToSearch: @escaping (Query) -> Bool = { _ in false }, stopsAfterLastPage: Bool) {
        self.request = request
        self.page = page
        self.hasNothingToSearch = hasNothingToSearch
        self.stopsAfterLastPage = stopsAfterLastPage
    }

    /// Names the controller whose state the first pages record and whom to tell about changes
    /// (its delegate); call once, from the controller's initializer.
    func attach(to owner: DataController, notify: @escaping @MainActor ([ListChange<Item>]) -> Void) {
        self.owner = owner
        self.notify = notify
    }

    /// Runs `query` from its first page.
    @MainActor func search(_ query: Query, completion: (@MainActor (Error?) -> Void)?) {
        self.query = query
        guard !hasNothingToSearch(query) else {
            if let owner { list.clear(owner: owner, notify: notify) }
            completion?(nil)
            return
        }
        load(query, offset: 0, completion: completion)
    }

    /// Loads the next `limit` items of the current search.
    @MainActor func loadNextPage(limit: Int, completion: (@MainActor (Error?) -> Void)?) {
        guard var pageQuery = query, !(stopsAfterLastPage && list.hasLoadedAll) else { completion?(nil); return }
        pageQuery.pageSize = limit
        load(pageQuery, offset: list.items.count, completion: completion)
    }

    /// Puts `item` in place of the found item with its id, if there is one.
    @MainActor func replace(with item: Item) {
        guard let owner, let index = list.items.firstIndex(where: { $0.id == item.id }) else { return }
        var updated = list.items
        updated[index] = item
        list.set(updated, owner: owner, notify: notify)
    }

    /// Removes the found item with `id`, if there is one.
    @MainActor func remove(id: Item.ID) {
        guard let owner, list.items.contains(where: { $0.id == id }) else { return }
        list.set(list.items.filter { $0.id != id }, owner: owner, notify: notify)
    }

    @MainActor private func load(_ pageQuery: Query, offset: Int, completion: (@MainActor (Error?) -> Void)?) {
        guard let owner else { completion?(nil); return }
        list.load(request(pageQuery, offset), pageSize: pageQuery.pageSize, isFirstPage: offset == 0, owner: owner,
                  unwrap: page, notify: notify, completion: completion)
    }
}
