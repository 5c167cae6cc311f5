extension Array where Element == ViewNode {
    /// Whether the array holds `node` (by identity). A loop, not `contains(where:)`, whose
    /// closure would check at run time that it runs on the main actor for every node compared.
    @MainActor func holdsNode(_ node: ViewNode) -> Bool {
        for candidate in self where candidate === node { return true }
        return false
    }
}
