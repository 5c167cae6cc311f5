import Combine
import Foundation

/// The base of controllers that load data from the server.
///
/// State changes happen on the main actor; `objectWillChange` fires before each of them, so a
/// SwiftUI view can observe a controller directly.
open class DataController: ObservableObject, @unchecked Sendable {
    /// Where a controller's data stands.
    public enum State: Equatable, Sendable {
        case initialized
        case localDataFetched
        case localDataFetchFailed(ClientError)
        case remoteDataFetched
        case remoteDataFetchFailed(ClientError)

        public static func == (lhs: State, rhs: State) -> Bool {
            switch (lhs, rhs) {
            case (.initialized, .initialized), (.localDataFetched, .localDataFetched), (.remoteDataFetched, .remoteDataFetched): true
            case let (.localDataFetchFailed(a), .localDataFetchFailed(b)), let (.remoteDataFetchFailed(a), .remoteDataFetchFailed(b)):
                a.message == b.message
            default: false
            }
        }
    }

    /// The client the controller belongs to.
    public let client: ChatClient
    /// Fires before any state of the controller changes.
    public let objectWillChange = ObservableObjectPublisher()
    private let stateSubject = CurrentValueSubject<State, Never>(.initialized)
    var eventSubscription: AnyCancellable?

    /// Where the controller's data stands.
    public private(set) var state: State = .initialized

    /// State changes.
    public var statePublisher: AnyPublisher<State, Never> { stateSubject.eraseToAnyPublisher() }

    init(client: ChatClient) {
        self.client = client
        eventSubscription = client.stateChangesPublisher.sink { [weak self] event in
            MainActor.assumeIsolated { self?.handle(event) }
        }
    }

    /// Applies a server or local event; subclasses override.
    @MainActor func handle(_ event: ChatEvent) {}

    @MainActor func setState(_ newState: State) {
        guard newState != state else { return }
        objectWillChange.send()
        state = newState
        stateSubject.send(newState)
        stateDelegate?.controller(self, didChangeState: newState)
    }

    /// The delegate to tell about state changes (the subclass's typed delegate).
    @MainActor var stateDelegate: DataControllerStateDelegate? { nil }

    /// Records the outcome of a fetch and calls the completion on the main actor.
    @MainActor func finishFetch(_ error: Error?, completion: (@MainActor (Error?) -> Void)?) {
        if let error {
            setState(.remoteDataFetchFailed(error as? ClientError ?? ClientError(String(describing: error), underlyingError: error)))
        } else {
            setState(.remoteDataFetched)
        }
        completion?(error)
    }
}

/// Told when a controller's state changes. Called on the main actor.
@MainActor public protocol DataControllerStateDelegate: AnyObject {
    func controller(_ controller: DataController, didChangeState state: DataController.State)
}

extension DataControllerStateDelegate {
    public func controller(_ controller: DataController, didChangeState state: DataController.State) {}
}

/// Computes the list changes that turn `old` into `new` (by id): removals, insertions,
/// moves and updates, as a list view would apply them.
enum ListDiff {
    /// The index path of a row in a one-section list.
    static func indexPath(_ row: Int) -> IndexPath { IndexPath(indexes: [0, row]) }

    static func changes<Item: Identifiable & Equatable & Sendable>(from old: [Item], to new: [Item]) -> [ListChange<Item>] {
        let oldIndex = Dictionary(old.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { a, _ in a })
        let newIds = Set(new.map(\.id))
        var changes: [ListChange<Item>] = []
        for (offset, item) in old.enumerated() where !newIds.contains(item.id) {
            changes.append(.remove(item, index: indexPath(offset)))
        }
        for (offset, item) in new.enumerated() {
            let index = indexPath(offset)
            guard let previous = oldIndex[item.id] else {
                changes.append(.insert(item, index: index))
                continue
            }
            if old[previous] != item { changes.append(.update(item, index: index)) }
        }
        return changes
    }
}
