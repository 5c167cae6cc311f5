/// The reference storage of one `@Published` property: its value, the subscribers of its `$`
/// publisher, the enclosing object's `objectWillChange` (once someone asked for it) and the
/// subscriptions made by `assign(to:)`. Thread-safe.
@usableFromInline final class PublishedStorage<Value>: @unchecked Sendable {
    private let broadcaster = SubjectBroadcaster<Value, Never>(keepsLatest: true)
    private let state: Locked<State>

    private struct State {
        var value: Value
        var willChange: ObservableObjectPublisher?
        var assignments: [AnyCancellable] = []
    }

    init(_ value: Value) {
        state = Locked(State(value: value))
    }

    @usableFromInline var value: Value { state.withLock { $0.value } }

    /// Announces the change on `objectWillChange`, publishes the new value on the `$` publisher,
    /// and only then stores it (Apple's `willSet` timing).
    @usableFromInline func set(_ newValue: Value) {
        willChangePublisher?.send()
        broadcaster.send(newValue)
        state.withLock { $0.value = newValue }
    }

    /// Subscribes to the `$` publisher: the current value first, then every new value.
    func attach<S: Subscriber>(_ subscriber: S) where S.Input == Value, S.Failure == Never {
        broadcaster.attach(subscriber, initial: value)
    }

    var willChangePublisher: ObservableObjectPublisher? {
        state.withLock { $0.willChange }
    }

    @discardableResult
    func installWillChange(_ publisher: ObservableObjectPublisher) -> ObservableObjectPublisher {
        state.withLock { state in
            if let existing = state.willChange { return existing }
            state.willChange = publisher
            return publisher
        }
    }

    func keep(_ assignment: AnyCancellable) {
        state.withLock { $0.assignments.append(assignment) }
    }
}
