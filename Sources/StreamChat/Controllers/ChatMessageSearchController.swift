import Combine
import Foundation

/// Told about changes of a message search. Called on the main actor.
@MainActor public protocol ChatMessageSearchControllerDelegate: DataControllerStateDelegate {
    func controller(_ controller: ChatMessageSearchController, didChangeMessages changes: [ListChange<ChatMessage>])
}

extension ChatMessageSearchControllerDelegate {
    public func controller(_ controller: ChatMessageSearchController, didChangeMessages changes: [ListChange<ChatMessage>]) {}
}

/// Searches the text of messages in the channels the current user is a member of, newest
/// first, a page at a time. A query with nothing to search (empty or only spaces and control
/// characters) empties the results without asking the server. Results of an older search
/// never replace those of a newer one; edits and deletions of found messages show up.
public final class ChatMessageSearchController: DataController, @unchecked Sendable {
    /// The last query searched.
    public internal(set) var query: MessageSearchQuery?
    /// The messages found, newest first.
    public var messages: [ChatMessage] { list.items }
    /// Whether every match has been loaded.
    public var hasLoadedAllMessages: Bool { list.hasLoadedAll }

    @MainActor public weak var delegate: ChatMessageSearchControllerDelegate?
    @MainActor override var stateDelegate: DataControllerStateDelegate? { delegate }
    private let list: PagedList<ChatMessage>

    /// Message list changes.
    public var messagesChangesPublisher: AnyPublisher<[ListChange<ChatMessage>], Never> { list.changes.eraseToAnyPublisher() }

    override init(client: ChatClient) {
        list = PagedList<ChatMessage>()
        super.init(client: client)
    }

    /// Searches messages containing every word of `text` (as word prefixes).
    @MainActor public func search(text: String, completion: (@MainActor (Error?) -> Void)? = nil) {
        search(query: MessageSearchQuery(text: text), completion: completion)
    }

    /// Runs a message search from its first page.
    @MainActor public func search(query: MessageSearchQuery, completion: (@MainActor (Error?) -> Void)? = nil) {
        self.query = query
        guard !MessageSearchTerms(query.text).isEmpty else {
            list.clear(owner: self, notify: notify)
            completion?(nil)
            return
        }
        load(query, offset: 0, completion: completion)
    }

    /// Loads the next page of the current search.
    @MainActor public func loadNextMessages(limit: Int = 25, completion: (@MainActor (Error?) -> Void)? = nil) {
        guard var pageQuery = query, !hasLoadedAllMessages else { completion?(nil); return }
        pageQuery.pageSize = limit
        load(pageQuery, offset: messages.count, completion: completion)
    }

    @MainActor private func load(_ pageQuery: MessageSearchQuery, offset: Int, completion: (@MainActor (Error?) -> Void)?) {
        list.load(.searchMessages(pageQuery, offset: offset), pageSize: pageQuery.pageSize, isFirstPage: offset == 0, owner: self,
                  unwrap: { if case let .messages(page) = $0 { page } else { nil } },
                  notify: { [weak self] in self?.notify($0) },
                  completion: completion)
    }

    @MainActor private func notify(_ changes: [ListChange<ChatMessage>]) {
        delegate?.controller(self, didChangeMessages: changes)
    }

    @MainActor override func handle(_ event: ChatEvent) {
        switch event {
        case let .messageUpdated(message):
            guard let index = messages.firstIndex(where: { $0.id == message.id }) else { return }
            var updated = messages
            updated[index] = message
            list.set(updated, owner: self, notify: notify)
        case let .messageDeleted(message, _):
            guard messages.contains(where: { $0.id == message.id }) else { return }
            list.set(messages.filter { $0.id != message.id }, owner: self, notify: notify)
        default:
            return
        }
    }
}
