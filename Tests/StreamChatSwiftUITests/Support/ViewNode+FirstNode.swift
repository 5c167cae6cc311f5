@testable import TerminalUI

extension ViewNode {
    /// The first node of this node's subtree (itself included), parents first, that `matches`.
    func firstNode(where matches: (ViewNode) -> Bool) -> ViewNode? {
        if matches(self) { return self }
        for child in children {
            if let found = child.firstNode(where: matches) { return found }
        }
        return nil
    }
}
