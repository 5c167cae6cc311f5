import CombineSubset
import Foundation

@usableFromInline nonisolated struct _LifecycleModifier: ViewModifier, PrimitiveModifier {
    @usableFromInline typealias Body = Never
    @MainActor var isLayoutNeutral: Bool { true }
    let onAppear: (() -> Void)?
    let onDisappear: (() -> Void)?
    let task: (@Sendable () async -> Void)?
    let taskID: AnyHashable?

    @usableFromInline init(onAppear: (() -> Void)?, onDisappear: (() -> Void)?, task: (@Sendable () async -> Void)?, taskID: AnyHashable?) {
        self.onAppear = onAppear
        self.onDisappear = onDisappear
        self.task = task
        self.taskID = taskID
    }
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        lifecycleBehavior(existing: existing, node: node)
    }

    /// `existing` (a new behaviour unless it is a lifecycle behaviour) with this modifier's
    /// actions; queues `onAppear` when it has not appeared, starts the task when it is new or
    /// its id changed. In a lazy row out of view (`FrameAnchor.isOutOfView`, also for a node
    /// made in the row while it is out of view) it only keeps them: they run when the row comes
    /// into view (`rowDidEnterView`).
    @MainActor func lifecycleBehavior(existing: NodeBehavior?, node: ViewNode) -> LifecycleBehavior {
        let behavior = existing as? LifecycleBehavior ?? LifecycleBehavior()
        behavior.onDisappear = onDisappear
        behavior.onAppear = onAppear
        behavior.taskAction = task
        behavior.taskID = taskID
        behavior.appearIfInView(node)
        return behavior
    }
}

/// Runs `onAppear` once after the node is built, `onDisappear` and task cancellation when it
/// leaves the graph. In a lazy row, also as the row leaves the view and comes back, as
/// SwiftUI's views do: the task is cancelled when the row scrolls out of view and started
/// again when it comes back.
final class LifecycleBehavior: NodeBehavior {
    var appeared = false
    var onAppear: (() -> Void)?
    var onDisappear: (() -> Void)?
    /// The modifier's task and its id, as last given.
    var taskAction: (@Sendable () async -> Void)?
    var taskID: AnyHashable?
    /// The task running (or that ran) since the node last appeared; nil out of view.
    var task: Task<Void, Never>?
    /// The id `task` was started with.
    var runningTaskID: AnyHashable?

    /// Unless the node's lazy row is out of view (`FrameAnchor.isOutOfView`: the row left the
    /// view, or was built out of view, and was not shown since): queues `onAppear` if it has not
    /// appeared, and starts the task if none runs or its id changed.
    func appearIfInView(_ node: ViewNode) {
        guard node.frameAnchor?.isOutOfView != true else { return }
        if !appeared {
            appeared = true
            if let onAppear { node.graph.afterUpdate.append(onAppear) }
        }
        if let taskAction, runningTaskID != taskID || task == nil {
            task?.cancel()
            runningTaskID = taskID
            task = Task { await taskAction() }
        }
    }

    /// The behaviour of a lifecycle modifier below this one that shares its node (see
    /// `LifecycleModified`): told of everything after this one.
    var inner: LifecycleBehavior?
    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        node.children.first?.sizeThatFits(proposal) ?? CellSize(width: 0, height: 0)
    }
    override func nodeWillDisappear(_ node: ViewNode) {
        disappear(node)
        inner?.nodeWillDisappear(node)
    }

    override func rowDidLeaveView(_ node: ViewNode) {
        disappear(node)
        inner?.rowDidLeaveView(node)
    }

    /// The view goes or leaves the view: its task is cancelled (and let go: a row coming back
    /// starts it again) and its `onDisappear` queued, if it had appeared.
    private func disappear(_ node: ViewNode) {
        task?.cancel()
        task = nil
        if appeared, let onDisappear { node.graph.afterUpdate.append(onDisappear) }
        appeared = false
    }

    override func rowDidEnterView(_ node: ViewNode) {
        appearIfInView(node)
        inner?.rowDidEnterView(node)
    }
}

@usableFromInline nonisolated struct _ChangeModifier<V: Equatable>: ViewModifier, PrimitiveModifier {
    @usableFromInline typealias Body = Never
    @MainActor var isLayoutNeutral: Bool { true }
    let value: V
    let initial: Bool
    let action: (V, V) -> Void

    @usableFromInline init(value: V, initial: Bool, action: @escaping (V, V) -> Void) {
        self.value = value
        self.initial = initial
        self.action = action
    }
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? ChangeBehavior<V> ?? ChangeBehavior<V>()
        let newValue = value, action = self.action
        if let old = behavior.lastValue {
            if old != newValue { node.graph.afterUpdate.append { action(old, newValue) } }
        } else if initial {
            node.graph.afterUpdate.append { action(newValue, newValue) }
        }
        behavior.lastValue = newValue
        return behavior
    }
}

/// Remembers the last value an `onChange` saw.
final class ChangeBehavior<V: Equatable>: NodeBehavior {
    var lastValue: V?
    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        node.children.first?.sizeThatFits(proposal) ?? CellSize(width: 0, height: 0)
    }
}

@usableFromInline nonisolated struct _ReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
    @usableFromInline typealias Body = Never
    @MainActor var isLayoutNeutral: Bool { true }
    let publisher: P
    let action: (P.Output) -> Void

    @usableFromInline init(publisher: P, action: @escaping (P.Output) -> Void) {
        self.publisher = publisher
        self.action = action
    }
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? ReceiveBehavior ?? ReceiveBehavior()
        let box = behavior.actionBox
        box.action = { value in if let output = value as? P.Output { action(output) } }
        if behavior.cancellable == nil {
            behavior.cancellable = publisher.sink { value in
                nonisolated(unsafe) let value = value
                Task { @MainActor in box.action(value) }
            }
        }
        return behavior
    }
}

/// Keeps an `onReceive` subscription for the node's lifetime.
final class ReceiveBehavior: NodeBehavior {
    /// Carries the latest action to the main-actor task that delivers a value; it is only
    /// read and written on the main actor.
    final class ActionBox: @unchecked Sendable {
        var action: (Any) -> Void = { _ in }
    }
    let actionBox = ActionBox()
    var cancellable: AnyCancellable?
    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        node.children.first?.sizeThatFits(proposal) ?? CellSize(width: 0, height: 0)
    }
    override func nodeWillDisappear(_ node: ViewNode) { cancellable?.cancel() }
}

extension View {
    /// Adds an action to perform before this view appears (once per view identity).
    @inlinable nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_LifecycleModifier(onAppear: action, onDisappear: nil, task: nil, taskID: nil))
    }

    /// Adds an action to perform after this view disappears.
    @inlinable nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_LifecycleModifier(onAppear: nil, onDisappear: action, task: nil, taskID: nil))
    }

    /// Adds an asynchronous task to perform before this view appears; cancelled when it disappears.
    ///
    /// The action inherits the isolation of the context it is written in (the main actor in a
    /// view's `body`).
    @inlinable nonisolated public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_LifecycleModifier(onAppear: nil, onDisappear: nil, task: action, taskID: nil))
    }

    /// Adds a task that restarts when `id` changes.
    @inlinable nonisolated public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                                          @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        nonisolated(unsafe) let id = AnyHashable(String(describing: value))
        return modifier(_LifecycleModifier(onAppear: nil, onDisappear: nil, task: action, taskID: id))
    }

    /// Adds an action to perform when the given value changes (old and new value).
    @inlinable nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        nonisolated(unsafe) let value = value
        return modifier(_ChangeModifier(value: value, initial: initial, action: action))
    }

    /// Adds an action to perform when the given value changes.
    @inlinable nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        nonisolated(unsafe) let value = value
        return modifier(_ChangeModifier(value: value, initial: initial, action: { _, _ in action() }))
    }

    /// Adds an action to perform when the given value changes (the pre-iOS 17 form).
    @inlinable nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        nonisolated(unsafe) let value = value
        return modifier(_ChangeModifier(value: value, initial: false, action: { _, new in action(new) }))
    }

    /// Adds an action to perform when this view detects data emitted by the given publisher.
    @inlinable nonisolated public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        nonisolated(unsafe) let publisher = publisher
        return modifier(_ReceiveModifier(publisher: publisher, action: action))
    }
}
