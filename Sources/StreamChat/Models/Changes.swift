import Foundation

/// A change of one entity a controller observes.
public enum EntityChange<Item: Sendable>: Sendable {
    case create(Item)
    case update(Item)
    case remove(Item)

    /// The entity after (or, for `.remove`, before) the change.
    public var item: Item {
        switch self {
        case let .create(item), let .update(item), let .remove(item): item
        }
    }
}

/// A change of a list a controller observes; indexes refer to the list after the change,
/// except `remove`, whose index is the position before it.
public enum ListChange<Item: Sendable>: Sendable {
    case insert(Item, index: IndexPath)
    case move(Item, fromIndex: IndexPath, toIndex: IndexPath)
    case update(Item, index: IndexPath)
    case remove(Item, index: IndexPath)

    public var item: Item {
        switch self {
        case let .insert(item, _), let .move(item, _, _), let .update(item, _), let .remove(item, _): item
        }
    }
}
