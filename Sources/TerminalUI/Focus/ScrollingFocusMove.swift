/// Up and Down at the edge of a scroll view: when the next control on another row is outside
/// the scroll view that holds focus (Up on the top visible message would reach the header), the
/// scroll view scrolls a line at a time, laid out again each time, until a control of its own
/// shows in that direction, which then gets focus and is scrolled fully into view. Up through a
/// list walks its history (a lazy list loads older rows as they appear); only at the scroll
/// view's end does focus leave it.
extension ViewHost {
    /// The most lines scrolled in search of the next row's control.
    static let focusScrollLimit = 200

    /// The control of the scroll view holding focus that scrolling in the direction of the move
    /// brought into view, or nil when `next` stays in that scroll view or it cannot scroll on.
    func scrollToNextRow(leaving next: ViewNode?, backwards: Bool) -> ViewNode? {
        guard let focused = graph.focusedNode, let size = renderedSize,
              let scrollNode = ScrollRegistry.enclosingScroll(of: focused),
              let scroll = scrollNode.behavior as? ScrollBehavior,
              next.map({ !$0.isDescendant(of: scrollNode) }) ?? true else { return nil }
        let step = backwards ? -1 : 1
        for _ in 0..<Self.focusScrollLimit {
            let before = focused.frame.y
            scroll.scroll(by: step, node: scrollNode)
            _ = render(size: size)
            guard focused.isAttached, focused.frame.y != before else { return nil }
            let candidate = FocusRing.nextRow(after: focused, in: focusables, backwards: backwards)
            if let candidate, candidate.isDescendant(of: scrollNode) { return candidate }
        }
        return nil
    }
}
