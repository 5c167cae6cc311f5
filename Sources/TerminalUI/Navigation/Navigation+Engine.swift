extension NavigationStack: EngineDrawnView, CustomReconciling {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        existing as? NavigationBehavior ?? NavigationBehavior()
    }
    @MainActor func reconcile(node: ViewNode) {
        (node.behavior as? NavigationBehavior)?.reconcile(root: root, node: node)
    }
}

extension NavigationView: PrimitiveView, CustomReconciling {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        existing as? NavigationBehavior ?? NavigationBehavior()
    }
    @MainActor func reconcile(node: ViewNode) {
        (node.behavior as? NavigationBehavior)?.reconcile(root: content, node: node)
    }
}

extension NavigationLink: EngineDrawnView {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? ActionBehavior ?? ActionBehavior()
        let controller = node.environment.navigationController
        let destination: (any View)? = self.destination
        let value = self.value
        behavior.role = .link
        behavior.isEnabled = node.environment.isEnabled
        behavior.action = {
            guard let controller else { return }
            if let destination { controller.push(destination) } else if let value { controller.push(value: value) }
        }
        return behavior
    }
    @MainActor func childViews(node: ViewNode) -> ChildViews { ChildViews(label) }
}

nonisolated struct _NavigationDestinationModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let type: ObjectIdentifier
    let make: (AnyHashable) -> AnyView?
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        node.environment.navigationController?.destinations[type] = make
        return PassthroughBehavior.reusing(existing)
    }
}

nonisolated struct _NavigationPresentedModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let isPresented: Binding<Bool>
    let destination: AnyView
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? PresentedDestinationBehavior ?? PresentedDestinationBehavior()
        let controller = node.environment.navigationController
        let binding = isPresented
        if binding.wrappedValue, !behavior.isPushed, let controller {
            behavior.isPushed = true
            controller.push(destination) { [weak behavior] in
                behavior?.isPushed = false
                if binding.wrappedValue { binding.wrappedValue = false }
            }
        } else if !binding.wrappedValue, behavior.isPushed, let controller {
            behavior.isPushed = false
            controller.pop()
        }
        return behavior
    }
}

/// Remembers whether a `navigationDestination(isPresented:)` pushed its view.
final class PresentedDestinationBehavior: NodeBehavior {
    var isPushed = false
    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        node.children.first?.sizeThatFits(proposal) ?? CellSize(width: 0, height: 0)
    }
}
