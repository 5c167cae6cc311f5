/// A view that Apple declares with a real `body` (`TextField`, `ScrollView`, `List`,
/// `NavigationLink`, …) but that the engine draws itself, as a `PrimitiveView`.
///
/// Its public `body` is an `EngineDrawn` holding the view: a primitive that draws exactly what
/// the view does. The engine takes the view's own primitive conformance directly (one node, no
/// body evaluation); `body` serves code that asks a view for its body, as SwiftUI's does.
@MainActor protocol EngineDrawnView: PrimitiveView {}

/// The body of an `EngineDrawnView`: a primitive that forwards to the view.
nonisolated struct EngineDrawn<Source: EngineDrawnView>: View, PrimitiveView {
    typealias Body = Never
    let source: Source

    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        source.makeBehavior(existing: existing, node: node)
    }
    @MainActor func childViews(node: ViewNode) -> ChildViews { source.childViews(node: node) }
    @MainActor func childEnvironment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues {
        source.childEnvironment(environment, node: node)
    }
}

extension EngineDrawn: CustomReconciling where Source: CustomReconciling {
    @MainActor func reconcile(node: ViewNode) { source.reconcile(node: node) }
}
