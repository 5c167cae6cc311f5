import Synchronization

/// The host's check for a `focused(_:)` binding that asks for focus (`FocusBindings.requestedNode`),
/// skipped while nothing it reads can have changed since it last found none.
///
/// The host checks up to three times per frame (its settle, the settle that starts a render and
/// the render's focus check after layout), and a screen with a binding (the SDK's composer has
/// one) paid each time: the bindings' values read through their generic closures and a walk up
/// from the focused node, ~2.5 k instructions per check.
///
/// Whether a binding asks is read from its `@FocusState` value, its node's binding (the value it
/// stands for) and where focus is: whether the focused node's nearest binding, with no other
/// focusable view between them, is that binding. Each of these changes only in ways that leave a
/// trace: a `@FocusState` value that changes, a binding made, updated or gone, a control whose
/// focus role changes (`FocusRequestInputs`); focus moving to another node, or the focused node
/// going away (the graph holds it weakly); bindings coming and going (their count). The focused
/// node's ancestors stay its ancestors while it lives (a node's parent is set once), and a node's
/// behaviour is replaced only by one of the same view's (`opacity`: shown or hidden), never
/// gaining or losing a focus role that way. So a check that found no
/// binding asking is not made again while those are the same: an update of other views (a
/// message appended to a list beside the composer) and its layout check nothing. Invalidations
/// still pending change nothing the answer is read from until they are processed (and what
/// processing them changes leaves its trace then).
///
/// A binding that asks for focus but cannot be given it yet (its view is not attached, or holds
/// nothing focusable) waits for the tree: while one does, the check is also made again after
/// every update round and layout, as before.
@MainActor struct FocusRequestCheck {
    private struct Inputs {
        let changes: UInt64
        let focused: ObjectIdentifier?
        let bindings: Int
        /// While a binding waits for its view: the update rounds and layout stamp (nil otherwise).
        let updateRounds: UInt64?
        let layoutStamp: UInt64?
    }

    /// What the last check that found no request read (nil after one that found a request).
    private var unrequestedAt: Inputs?

    /// Number of checks made (not skipped), for tests.
    private(set) var checks = 0

    /// The focusable node a binding asks focus for, if any (see `FocusBindings.requestedNode`).
    mutating func requestedNode(in graph: ViewGraph) -> ViewNode? {
        guard graph.focusBindingCount > 0 else { return nil }
        let changes = FocusRequestInputs.count
        let focused = graph.focusedNode.map(ObjectIdentifier.init)
        if let last = unrequestedAt, last.changes == changes, last.focused == focused,
           last.bindings == graph.focusBindingCount,
           last.updateRounds == nil || last.updateRounds == graph.updateRounds,
           last.layoutStamp == nil || last.layoutStamp == graph.layoutStamp {
            return nil
        }
        checks += 1
        var waiting = false
        let requested = FocusBindings.requestedNode(in: graph, waiting: &waiting)
        unrequestedAt = requested == nil
            ? Inputs(changes: changes, focused: focused, bindings: graph.focusBindingCount,
                     updateRounds: waiting ? graph.updateRounds : nil, layoutStamp: waiting ? graph.layoutStamp : nil)
            : nil
        return requested
    }
}

/// Counts the changes that can make a `focused(_:)` binding ask for focus (see
/// `FocusRequestCheck`), in every graph: a `@FocusState` value changed, a binding made, updated or
/// gone, a control's focus role changed.
enum FocusRequestInputs {
    private static let changes = Atomic<UInt64>(0)

    /// The number of changes so far.
    static var count: UInt64 { changes.load(ordering: .relaxed) }

    /// Records a change (a `@FocusState` value may be written on any thread).
    static func noteChange() { changes.add(1, ordering: .relaxed) }
}
