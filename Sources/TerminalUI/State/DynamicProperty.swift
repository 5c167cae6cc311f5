/// An interface for a stored variable that updates an external property of a view.
///
/// The engine finds dynamic properties in a view value (by reflection) each time it binds the
/// value to its graph node, and points them at the node's storage.
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A property wrapper the engine links to a graph node: `@State`, `@StateObject`,
/// `@ObservedObject`, `@EnvironmentObject`, `@Environment`, `@FocusState`.
protocol NodeLinkedProperty {
    /// Points the property at the node's storage in `slot` (creating it on first use) and
    /// subscribes the node to what the property observes.
    @MainActor func link(to node: ViewNode, slot: Int)
}
