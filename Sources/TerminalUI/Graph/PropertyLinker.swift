/// Finds the dynamic properties of a view value by reflection and links each to its node's
/// storage, numbering them in declaration order (nested `DynamicProperty` structs included).
///
/// Reflecting a value (`Mirror`) on every body evaluation is slow (it looks up the type of
/// every stored property by name), and most view types hold no dynamic property at all. Where
/// a type's dynamic properties are follows from the declared types of its stored properties, so
/// that is worked out once per type (`LinkPlan`): values of most types are not reflected at
/// all, values of types whose fields could hold one only at run time are reflected as before.
@MainActor enum PropertyLinker {
    /// Links the dynamic properties of `value`; `Value` must be its dynamic type (not an
    /// existential: use `link(view:to:)` or `link(toolbarContent:to:)` for those).
    static func link<Value>(_ value: Value, to node: ViewNode) {
        switch plan(for: value) {
        case .nothing:
            return
        case .fields(let steps):
            var slot = 0
            withPointer(to: value) { LinkPlan.run(steps, base: UnsafeRawPointer($0), node: node, slot: &slot) }
        case .reflection:
            var slot = 0
            visit(value, node: node, slot: &slot, depth: 0)
        }
    }

    /// `withUnsafePointer(to:_:)` for this enum's code: a closure written in a main-actor function
    /// and handed to the standard library directly checks on every call that it runs on the main
    /// actor (~220 instructions a value linked); handed to a main-actor function, it does not
    /// (see `ViewNode.withBehavior`).
    @inline(__always) private static func withPointer<Value, Result>(to value: Value, _ body: (UnsafePointer<Value>) -> Result) -> Result {
        withUnsafePointer(to: value, body)
    }

    /// Links the dynamic properties of a view held in an existential.
    static func link(view: any View, to node: ViewNode) {
        func open<Value: View>(_ value: Value) { link(value, to: node) }
        open(view)
    }

    /// Links the dynamic properties of toolbar content held in an existential.
    static func link(toolbarContent: any ToolbarContent, to node: ViewNode) {
        func open<Value: ToolbarContent>(_ value: Value) { link(value, to: node) }
        open(toolbarContent)
    }

    static func visit(_ value: Any, node: ViewNode, slot: inout Int, depth: Int) {
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

    /// The plan of each type met so far.
    /// Unchecked exclusivity: main-actor confined, and each access is one dictionary read or
    /// write (the plan is made before it is stored), so none can overlap another.
    @exclusivity(unchecked) private static var plans: [ObjectIdentifier: LinkPlan] = [:]
    /// The plans last asked for, found without hashing (see `TypeKeyedCache`).
    @exclusivity(unchecked) private static var recentPlans = TypeKeyedCache<LinkPlan>()

    private static func plan<Value>(for value: Value) -> LinkPlan {
        assert(Value.self == type(of: value as Any), "PropertyLinker.link needs the value's dynamic type")
        let key = ObjectIdentifier(Value.self)
        if let plan = recentPlans.value(for: key) { return plan }
        if let known = plans[key] {
            recentPlans.keep(known, for: key)
            return known
        }
        let plan = LinkPlan.make(for: value)
        plans[key] = plan
        recentPlans.keep(plan, for: key)
        return plan
    }
}

