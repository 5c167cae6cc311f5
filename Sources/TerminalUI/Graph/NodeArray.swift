extension Array where Element == ViewNode {
    /// The node at `index`, not retained: for a walk that reads it while the array (which the
    /// caller holds) keeps it. Its reference's bits are read as they are stored (a subscript
    /// read is a strong copy, retained and released around each use).
    @inline(__always) func unmanagedNode(at index: Int) -> Unmanaged<ViewNode> {
        precondition(index >= 0 && index < count, "node index out of range")
        return withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress! + index).load(as: Unmanaged<ViewNode>.self) }
    }

    /// Whether the array holds `node` (by identity). A loop, not `contains(where:)`, whose
    /// closure would check at run time that it runs on the main actor for every node compared.
    @MainActor func holdsNode(_ node: ViewNode) -> Bool {
        for candidate in self where candidate === node { return true }
        return false
    }
}
