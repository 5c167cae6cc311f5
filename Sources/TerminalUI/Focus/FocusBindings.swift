nonisolated struct _FocusedModifier<Value: Hashable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let binding: FocusState<Value>.Binding
    let value: Value
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? FocusBindingBehavior ?? FocusBindingBehavior()
        behavior.register(node)
        let binding = self.binding, value = self.value
        // Checked up to three times per frame: the box is read directly (reading it through
        // the generic binding looked the binding's type up on every call).
        let box = binding.box
        // Another binding, or another value it stands for, may ask for focus now; the same
        // ones (an update of the view around them, every keystroke of a field) ask nothing new.
        if behavior.noteBinding(box, value) { FocusRequestInputs.noteChange() }
        behavior.isRequested = { box.value == value }
        behavior.setFocused = { focused in
            if focused { binding.wrappedValue = value } else if binding.wrappedValue == value { binding.wrappedValue = binding.resetValue }
        }
        return behavior
    }
}

/// Connects a `@FocusState` binding to the focusable view inside this node.
final class FocusBindingBehavior: NodeBehavior {
    /// Whether the node is in its graph's list of bindings. The graph is not referenced here: a
    /// weak reference would give it a side table, which slows every retain and release of the
    /// graph (nodes use it on every layout); the node's own graph outlives the node.
    private var isCounted = false
    func register(_ node: ViewNode) {
        guard !isCounted else { return }
        isCounted = true
        node.graph.focusBindingNodes.append(WeakFocusBindingNode(node: node))
    }
    override func nodeWillDisappear(_ node: ViewNode) {
        guard isCounted else { return }
        isCounted = false
        FocusRequestInputs.noteChange()
        node.graph.focusBindingNodes.removeAll { $0.node == nil || $0.node === node }
    }
    /// The binding's box and value last applied, to tell an update that changes them.
    private var appliedBox: AnyObject?
    private var appliedValue: AnyHashable?

    /// Records the binding's box and value; whether either differs from the last ones.
    func noteBinding(_ box: AnyObject, _ value: AnyHashable) -> Bool {
        guard box !== appliedBox || value != appliedValue else { return false }
        appliedBox = box
        appliedValue = value
        return true
    }
    var isRequested: @MainActor () -> Bool = { false }
    var setFocused: @MainActor (Bool) -> Void = { _ in }
    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        node.children.first?.sizeThatFits(proposal) ?? CellSize(width: 0, height: 0)
    }
}

@usableFromInline nonisolated struct _FocusableModifier: ViewModifier, PrimitiveModifier {
    @usableFromInline typealias Body = Never
    let isFocusable: Bool
    @usableFromInline init(isFocusable: Bool) { self.isFocusable = isFocusable }
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? FocusableBehavior ?? FocusableBehavior()
        behavior.isFocusable = isFocusable
        return behavior
    }
}

/// A view made focusable with `focusable()` (so `onKeyPress` can reach it).
final class FocusableBehavior: NodeBehavior {
    var isFocusable = true {
        didSet { if isFocusable != oldValue { FocusRequestInputs.noteChange() } }
    }
    override func focusRole(_ node: ViewNode) -> FocusRole? { isFocusable ? .focusable : nil }
    /// Its children are drawn highlighted while it has focus.
    override var drawsOwnContent: Bool { true }
    override func draw(_ node: ViewNode, into canvas: inout Canvas) {
        let saved = canvas.highlighted
        if node.graph.focusedNode === node { canvas.highlighted = true }
        super.draw(node, into: &canvas)
        canvas.highlighted = saved
    }
}

/// A binding's node, held weakly by the graph's list of bindings.
struct WeakFocusBindingNode {
    weak var node: ViewNode?
}

/// Synchronises `@FocusState` bindings with the host's focus.
@MainActor enum FocusBindings {
    /// The focusable node whose binding asks for focus, if focus is not inside its view yet
    /// (focus on any focusable view inside a focused container satisfies the binding, as it
    /// moved there with Tab: a text field's container with a button before it keeps focus on
    /// the field).
    static func requestedNode(in graph: ViewGraph) -> ViewNode? {
        var waiting = false
        return requestedNode(in: graph, waiting: &waiting)
    }

    /// `requestedNode(in:)`; `waiting` is set when a binding asks for focus that cannot be given
    /// yet (its view is not attached, or holds nothing focusable): the answer may then change
    /// with the tree alone (see `FocusRequestCheck`).
    static func requestedNode(in graph: ViewGraph, waiting: inout Bool) -> ViewNode? {
        // Asked before every frame (up to three times per settled and rendered update): the
        // registered bindings are asked first, without building arrays, so that nothing walks
        // the tree unless two bindings ask for focus at once (an input that has focus and whose
        // binding says so asks nothing).
        var firstAsking: ViewNode?
        for entry in graph.focusBindingNodes {
            guard let node = entry.node, asksForFocus(node, in: graph, waiting: &waiting) else { continue }
            if firstAsking != nil {
                let target = firstInTreeAsking(in: graph)
                if target == nil { waiting = true }
                return target
            }
            firstAsking = node
        }
        guard let firstAsking else { return nil }
        let target = focusTarget(in: firstAsking)
        if target == nil { waiting = true }
        return target
    }

    /// Whether the binding at `node` asks for focus that is not inside its view yet (one whose
    /// view is not attached asks nothing, and sets `waiting`).
    private static func asksForFocus(_ node: ViewNode, in graph: ViewGraph, waiting: inout Bool) -> Bool {
        guard (node.behavior as? FocusBindingBehavior)?.isRequested() == true else { return false }
        if let focused = graph.focusedNode, bindingNode(above: focused) === node { return false }
        if node.isAttached { return true }
        waiting = true
        return false
    }

    /// The focus target of the first binding in the tree that asks for focus.
    private static func firstInTreeAsking(in graph: ViewGraph) -> ViewNode? {
        // Several ask at once: the first in the tree that is not satisfied wins.
        var requested: ViewNode?
        graph.root?.forEachDescendant { node in
            guard requested == nil, let binding = node.behavior as? FocusBindingBehavior, binding.isRequested() else { return }
            if let focused = graph.focusedNode, bindingNode(above: focused) === node { return }
            if let target = focusTarget(in: node) { requested = target }
        }
        return requested
    }

    /// Writes bindings after focus moved.
    static func focusChanged(from previous: ViewNode?, to next: ViewNode?) {
        if let previous, let binding = bindingNode(above: previous) { (binding.behavior as? FocusBindingBehavior)?.setFocused(false) }
        if let next, let binding = bindingNode(above: next) { (binding.behavior as? FocusBindingBehavior)?.setFocused(true) }
    }

    private static func bindingNode(above node: ViewNode) -> ViewNode? {
        var current: ViewNode? = node
        while let candidate = current {
            if candidate.behavior is FocusBindingBehavior { return candidate }
            if candidate !== node, candidate.behavior.focusRole(candidate) != nil { return nil }
            current = candidate.parent
        }
        return nil
    }

    private static func focusTarget(in node: ViewNode) -> ViewNode? {
        if node.behavior.focusRole(node) != nil { return node }
        for child in node.children { if let found = focusTarget(in: child) { return found } }
        return nil
    }
}

extension View {
    /// Modifies this view by binding its focus state to the given Boolean state value.
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(_FocusedModifier(binding: condition, value: true))
    }

    /// Modifies this view by binding its focus state to the given state value.
    nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(_FocusedModifier(binding: binding, value: value))
    }

    /// Specifies if the view is focusable (Tab reaches it; it draws inverse when focused).
    @inlinable nonisolated public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(_FocusableModifier(isFocusable: isFocusable))
    }
}
