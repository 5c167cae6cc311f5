@testable import TerminalUI

/// The behaviour of the first scroll view in the host's tree, if any.
@MainActor func scrollBehavior(in host: ViewHost) -> ScrollBehavior? {
    var found: ScrollBehavior?
    host.graph.root?.forEachDescendant { node in
        if found == nil, let scroll = node.behavior as? ScrollBehavior { found = scroll }
    }
    return found
}
