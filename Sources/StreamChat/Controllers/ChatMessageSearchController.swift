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
    public internal(set) var query: MessageSearchQuery? {
        get { results.query }
        set { results.query = newValue }
    }
    /// The messages found, newest first.
    public var messages: [ChatMessage] { results.list.items }
    /// Whether every match has been loaded.
    public var hasLoadedAllMessages: Bool { results.list.hasLoadedAll }

    @MainActor public weak var delegate: ChatMessageSearchControllerDelegate?
    @MainActor override var stateDelegate: DataControllerStateDelegate? { delegate }
    private let results = PagedSearch<MessageSearchQuery, ChatMessage>(
        request: { .searchMessages($0, offset: $1) }, page: { if case let .messages(page) = $0 { page } else { nil } },
        hasNothingToSearch: { MessageSearchTerms($0.text).isEmpty }, stopsAfterLastPage: true)

    /// Message list changes.
    public var messagesChangesPublisher: AnyPublisher<[ListChange<ChatMessage>], Never> { results.list.changes.eraseToAnyPublisher() }

    override init(client: ChatClient) {
        super.init(client: client)
        results.attach(to: self) { [weak self] in if let self { self.delegate?.controller(self, didChangeMessages: $0) } }
    }

    /// Searches messages containing every word of `text` (as word prefixes).
    @MainActor public func search(text: String, completion: (@MainActor (Error?) -> Void)? = nil) {
        search(query: MessageSearchQuery(text: text), completion: completion)
    }

    /// Runs a message search from its first page.
    @MainActor public func search(query: MessageSearchQuery, completion: (@MainActor (Error?) -> Void)? = nil) {
        results.search(query, completion: completion)
    }

    /// Loads the next page of the current search.
    @MainActor public func loadNextMessages(limit: Int = 25, completion: (@MainActor (Error?) -> Void)? = nil) {
        results.loadNextPage(limit: limit, completion: completion)
    }

    @MainActor override func handle(_ event: ChatEvent) {
        switch event {
        case let .messageUpdated(message): results.replace(with: message)
        case let .messageDeleted(message, _): results.remove(id: message.id)
        default: return
        }
    }
}
