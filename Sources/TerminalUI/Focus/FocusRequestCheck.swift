/// The host's check for a `focused(_:)` binding that asks for focus (`FocusBindings.requestedNode`),
/// skipped while nothing it reads can have changed since it last found none.
///
/// The host checks up to three times per frame (its settle, the settle that starts a render and
/// the render's focus check after layout), and a screen with a binding (the SDK's composer has
/// one) paid each time: the bindings' values read through their generic closures and a walk up
/// from the focused node, ~2.7 k instructions per check.
///
/// What the answer is read from changes only in ways that leave a trace here: a `@FocusState`
/// value is written through its `StateBox`, which queues its node (the graph's invalidation
/// queue is not empty until an update round has processed it); bindings, their closures and the
/// nodes around them are made, replaced or disposed only by an update round or by a layout
/// (which advances the layout stamp); focus moves to another node; bindings come and go. So with
/// the queue empty, the same update round count, layout stamp, focused node and binding count as
/// when no binding asked, none asks.
@MainActor struct FocusRequestCheck {
    private struct Inputs: Equatable {
        let updateRounds: UInt64
        let layoutStamp: UInt64
        let focused: ObjectIdentifier?
        let bindings: Int
    }

    /// What the last check that found no request read (nil after one that found a request, or
    /// made with invalidations pending).
    private var unrequestedAt: Inputs?

    /// Number of checks made (not skipped), for tests.
    private(set) var checks = 0

    /// The focusable node a binding asks focus for, if any (see `FocusBindings.requestedNode`).
    mutating func requestedNode(in graph: ViewGraph) -> ViewNode? {
        guard graph.focusBindingCount > 0 else { return nil }
        let inputs = graph.invalidations.isEmpty
            ? Inputs(
                updateRounds: graph.updateRounds, layoutStamp: graph.layoutStamp,
                focused: graph.focusedNode.map(ObjectIdentifier.init), bindings: graph.focusBindingCount
            )
            : nil
        if let inputs, inputs == unrequestedAt { return nil }
        checks += 1
        let requested = FocusBindings.requestedNode(in: graph)
        unrequestedAt = requested == nil ? inputs : nil
        return requested
    }
}
