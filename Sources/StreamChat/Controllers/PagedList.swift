import Combine
import Foundation

/// The items of a paged list controller (channels, users, members): loaded pages, whether
/// the last page was reached, and which request is current, so that a response to an older
/// query never replaces the newer one's items.
/// Read from any context; changed only on the main actor, like the controllers that own it.
final class PagedList<Item: Identifiable & Equatable & Sendable>: @unchecked Sendable {
    private(set) var items: [Item] = []
    private(set) var hasLoadedAll = false
    private var generation = 0
    let changes = PassthroughSubject<[ListChange<Item>], Never>()
    /// Orders items after each change (the channel list's sort); identity by default.
    var arrange: ([Item]) -> [Item] = { $0 }

    /// Replaces the items; `owner` announces the change before it happens, `notify` after.
    @MainActor func set(_ new: [Item], owner: DataController, notify: @MainActor ([ListChange<Item>]) -> Void) {
        let arranged = arrange(new)
        let diff = ListDiff.changes(from: items, to: arranged)
        guard !diff.isEmpty else { return }
        owner.objectWillChange.send()
        items = arranged
        notify(diff)
        changes.send(diff)
    }

    /// Empties the list without a request (nothing to load): responses still in flight are
    /// dropped and the list counts as fully loaded.
    @MainActor func clear(owner: DataController, notify: @MainActor ([ListChange<Item>]) -> Void) {
        generation += 1
        hasLoadedAll = true
        set([], owner: owner, notify: notify)
    }

    /// Loads a page with `request` and merges it: the first page (offset 0) replaces the
    /// items and records the controller's state; later pages are appended. Responses to
    /// requests older than the latest first-page request are dropped.
    @MainActor func load(_ request: ChatRequest, pageSize: Int, isFirstPage: Bool, owner: DataController,
              unwrap: @escaping (ChatResponse) -> [Item]?, notify: @escaping @MainActor ([ListChange<Item>]) -> Void,
              completion: (@MainActor (Error?) -> Void)?) {
        if isFirstPage { generation += 1 }
        let current = generation
        owner.client.perform(request) { [weak self, weak owner] result in
            guard let self, let owner, current == self.generation else { completion?(nil); return }
            let outcome: Error?
            switch result {
            case let .success(response):
                if let page = unwrap(response) {
                    if isFirstPage || page.count < pageSize { self.hasLoadedAll = page.count < pageSize }
                    let known = Set(self.items.map(\.id))
                    self.set(isFirstPage ? page : self.items + page.filter { !known.contains($0.id) }, owner: owner, notify: notify)
                    outcome = nil
                } else {
                    outcome = ClientError.InvalidRequest("Unexpected response to a list query.")
                }
            case let .failure(error):
                outcome = error
            }
            if isFirstPage { owner.finishFetch(outcome, completion: completion) } else { completion?(outcome) }
        }
    }
}
