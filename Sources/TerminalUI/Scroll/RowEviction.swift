/// A behaviour whose node can be dropped and built again from its view without losing anything
/// the user could see: it keeps no state of its own beyond what its view value gives it.
/// Behaviours not marked so (text fields, navigation, presenters, nested scroll views, images
/// loading, ...) keep their row.
@MainActor protocol RebuildableBehavior {
    /// Whether this node, right now, keeps nothing its view cannot rebuild.
    func isRebuildable(_ node: ViewNode) -> Bool
}

extension RebuildableBehavior {
    func isRebuildable(_ node: ViewNode) -> Bool { true }
}

extension PassthroughBehavior: RebuildableBehavior {}
extension GroupBehavior: RebuildableBehavior {}
extension StackBehavior: RebuildableBehavior {}
extension ZStackBehavior: RebuildableBehavior {}
extension TextBehavior: RebuildableBehavior {}
extension FillBehavior: RebuildableBehavior {}
extension DividerBehavior: RebuildableBehavior {}
extension SpacerBehavior: RebuildableBehavior {}
extension PaddingBehavior: RebuildableBehavior {}
extension FrameBehavior: RebuildableBehavior {}
extension FlexFrameBehavior: RebuildableBehavior {}
extension FixedSizeBehavior: RebuildableBehavior {}
extension PriorityBehavior: RebuildableBehavior {}
extension OffsetBehavior: RebuildableBehavior {}
extension DecorationBehavior: RebuildableBehavior {}
extension BorderBehavior: RebuildableBehavior {}
extension HiddenBehavior: RebuildableBehavior {}
extension ChangeBehavior: RebuildableBehavior {}
/// A row out of view runs no `task`: it was cancelled as the row left (and starts again when
/// the row, kept or built again, is shown).
extension LifecycleBehavior: RebuildableBehavior {}

extension ViewNode {
    /// Whether dropping this subtree loses nothing its view cannot build again: no `@State`,
    /// `@FocusState` or `@StateObject` storage (subscriptions to observed objects are made
    /// again), only behaviours that keep no state of their own, and no focus.
    var isRebuildableFromItsView: Bool {
        var rebuildable = true
        let focused = graph.focusedNode
        forEachDescendant { node in
            guard rebuildable else { return }
            if node === focused {
                rebuildable = false
            } else if !node.slots.values.allSatisfy({ ($0 as? ObjectSubscription)?.ownedObject == nil && $0 is ObjectSubscription }) {
                rebuildable = false
            } else if type(of: node.behavior) != NodeBehavior.self {
                rebuildable = (node.behavior as? RebuildableBehavior)?.isRebuildable(node) ?? false
            }
        }
        return rebuildable
    }
}

/// Focus itself is checked on the node (a focused row is kept).
extension FocusableBehavior: RebuildableBehavior {}
extension PresenterBehavior: RebuildableBehavior {
    /// Kept while a menu is open or anything is presented.
    func isRebuildable(_ node: ViewNode) -> Bool { !menuOpen && node.graph.presentations.isEmpty }
}
