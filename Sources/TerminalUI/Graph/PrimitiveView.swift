/// A built-in view or modifier the engine handles directly instead of evaluating a `body`.
///
/// `makeBehavior` returns how the node lays out, draws and handles input; `childViews` lists
/// the views the node contains (reconciled by position and type).
@MainActor protocol PrimitiveView {
    /// The node's behaviour for this value, reusing `existing` when it is of the right kind.
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior
    /// The child views of this value, in order.
    @MainActor func childViews(node: ViewNode) -> ChildViews
    /// The environment the children see.
    @MainActor func childEnvironment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues
    /// Whether an update of this value never changes the node's own layout or drawing (it only
    /// keeps actions: `onAppear`, `onChange`, ...), so the node's layout caches stay.
    @MainActor var isLayoutNeutral: Bool { get }
    /// Whether `childEnvironment` writes the same values for every value of the type (a stack
    /// setting its axis): a node updated with a new value keeps the environment it derived
    /// last, while its own environment keeps its version.
    @MainActor var derivesFixedEnvironment: Bool { get }
}

extension PrimitiveView {
    @MainActor var isLayoutNeutral: Bool { false }
    @MainActor var derivesFixedEnvironment: Bool { false }
    @MainActor func childViews(node: ViewNode) -> ChildViews { .none }
    @MainActor func childEnvironment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues { environment }
}

/// A primitive view that manages its own children (ForEach, lazy containers, presentations).
@MainActor protocol CustomReconciling {
    @MainActor func reconcile(node: ViewNode)
}

/// A custom-reconciling view whose node is a group (`ForEach`, a conditional): it reconciles
/// the children of any group node, so an optional holding it (`if` without `else` around it)
/// lets it reconcile the optional's node. Other custom-reconciling views (`GeometryReader`, a
/// scroll view) need a node of their own kind, below the optional's.
@MainActor protocol GroupReconciling: CustomReconciling {}
