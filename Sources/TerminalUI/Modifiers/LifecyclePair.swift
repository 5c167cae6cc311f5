/// Two lifecycle modifiers one on the other (`.onAppear { … }.onDisappear { … }`) share one node.
///
/// Each lifecycle modifier made a node that only kept its actions and passed layout, drawing
/// and input to its one child; the pair is now one node (of the outer modified type) whose
/// behaviour is the outer modifier's `LifecycleBehavior`, holding the inner one's
/// (`LifecycleBehavior.inner`), and whose children are the inner modifier's content. The
/// actions run as the two nodes ran them: on building, the outer's `onAppear` is queued before
/// the inner's; on leaving (disposed, or a lazy row scrolled out and back), the outer's before the
/// inner's, as the walk over a subtree visits parents first. Their content keeps its place
/// (the pair's type fixes the inner type), so its identity and state are as before.
protocol LifecycleModified {
    /// The updater of `ModifiedContent<Self, _LifecycleModifier>` (`Self` is a view modified by
    /// a lifecycle modifier).
    static func makeLifecyclePairUpdater() -> any NodeUpdater
}

extension ModifiedContent: LifecycleModified where Content: View, Modifier == _LifecycleModifier {
    static func makeLifecyclePairUpdater() -> any NodeUpdater { LifecyclePairUpdater<Content>() }
}

/// Updates the node of `ModifiedContent<ModifiedContent<Inner, _LifecycleModifier>,
/// _LifecycleModifier>`.
private struct LifecyclePairUpdater<Inner: View>: NodeUpdater {
    private let outer = ModifiedContentLayout(ModifiedContent<ModifiedContent<Inner, _LifecycleModifier>, _LifecycleModifier>.self)
    private let inner = ModifiedContentLayout(ModifiedContent<Inner, _LifecycleModifier>.self)

    nonisolated init() {}

    func update(_ node: ViewNode) {
        let isSameDerivation = node.takeSameDerivation()
        outer.withParts(of: node.value, as: ModifiedContent<Inner, _LifecycleModifier>.self, _LifecycleModifier.self) { modified, outerModifier in
            inner.withParts(ofUnboxed: modified, as: Inner.self, _LifecycleModifier.self) { content, innerModifier in
                node.applyPrimitive(isLayoutNeutral: true, makeBehavior: { existing in
                    let behavior = outerModifier.lifecycleBehavior(existing: existing, node: node)
                    behavior.inner = innerModifier.lifecycleBehavior(existing: behavior.inner, node: node)
                    return behavior
                }, reconcile: {
                    node.reconcileChildren(listed: node.contentViews(content, listsTuple: false, listsOptional: false),
                                           environment: node.deriveEnvironment(isSameDerivation: isSameDerivation) { $0 })
                })
            }
        }
    }
}
