/// Finds the dynamic properties of a view value by reflection and links each to its node's
/// storage, numbering them in declaration order (nested `DynamicProperty` structs included).
@MainActor enum PropertyLinker {
    static func link(_ value: Any, to node: ViewNode) {
        var slot = 0
        visit(value, node: node, slot: &slot, depth: 0)
    }

    private static func visit(_ value: Any, node: ViewNode, slot: inout Int, depth: Int) {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .struct || mirror.displayStyle == .class else { return }
        for child in mirror.children {
            if let linked = child.value as? NodeLinkedProperty {
                linked.link(to: node, slot: slot)
                slot += 1
            } else if depth < 4, child.value is DynamicProperty {
                visit(child.value, node: node, slot: &slot, depth: depth + 1)
            }
        }
    }
}
