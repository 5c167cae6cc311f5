/// A type-erasing cancellable object that executes a provided closure when canceled.
///
/// An `AnyCancellable` instance automatically calls `cancel()` when deinitialized, so keeping it
/// (for example in a `Set<AnyCancellable>`) keeps a subscription alive.
final public class AnyCancellable: Cancellable, Hashable {
    private let cancelAction: Locked<(() -> Void)?>

    /// Initializes the cancellable object with the given cancel-time closure.
    public init(_ cancel: @escaping () -> Void) {
        cancelAction = Locked(cancel)
    }

    /// Initializes the cancellable object with the given canceller.
    public init<C>(_ canceller: C) where C: Cancellable {
        cancelAction = Locked({ canceller.cancel() })
    }

    deinit {
        cancel()
    }

    /// Cancels the activity; the closure runs at most once.
    final public func cancel() {
        let action = cancelAction.withLock { stored -> (() -> Void)? in
            defer { stored = nil }
            return stored
        }
        action?()
    }

    final public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        lhs === rhs
    }
}

extension AnyCancellable {
    /// Stores this type-erasing cancellable instance in the specified collection.
    final public func store<C>(in collection: inout C) where C: RangeReplaceableCollection, C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Stores this type-erasing cancellable instance in the specified set.
    final public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }
}
