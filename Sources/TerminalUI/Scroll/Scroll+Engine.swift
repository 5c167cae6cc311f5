import Foundation

extension ScrollView: EngineDrawnView, CustomReconciling {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        existing as? ScrollBehavior ?? ScrollBehavior()
    }
    @MainActor func reconcile(node: ViewNode) {
        guard let behavior = node.behavior as? ScrollBehavior else { return }
        // Lazy while the content is, or shows, a lazy stack or a `ForEach`, as in SwiftUI; the
        // rows go when it is not.
        if let lazy = Self.lazyRows(shownBy: content) {
            behavior.update(content: lazy.content, lazy: true, spacing: lazy.spacing, branch: lazy.branch, node: node)
        } else {
            behavior.update(content: content, lazy: false, spacing: 0, node: node)
        }
    }

    /// The rows and spacing of the lazy stack or `ForEach` that `view` is, or that the branch
    /// it shows is (a conditional or an optional), or that a group's content is (a group of
    /// one such view, as SwiftUI's `ScrollView { Group { LazyVStack { ... } } }` is lazy),
    /// nested or not; nil for other content (a group of several views among them). `branch`
    /// is the branches the conditionals on the way show, outermost first (true: the first
    /// branch): the rows of another branch are other rows, as each branch has its own
    /// identity in SwiftUI.
    @MainActor private static func lazyRows(shownBy view: any View, branch: [Bool] = []) -> (content: any View, spacing: Int, branch: [Bool])? {
        switch LazyContentKind.of(type(of: view)) {
        case .lazyStack(let stack):
            let (content, spacing) = stack.lazyParts(of: view)
            return (content, spacing, branch)
        case .dynamic: return (view, 0, branch)
        case .conditional(let type):
            let shown = type.shownBranch(of: view)
            return lazyRows(shownBy: shown.view, branch: branch + [shown.isFirst])
        case .optional(let type): return type.wrappedView(of: view).flatMap { lazyRows(shownBy: $0, branch: branch) }
        case .group(let type): return lazyRows(shownBy: type.groupContent(of: view), branch: branch)
        case .tuple, .empty, .single: return nil
        }
    }
}

extension List: EngineDrawnView, CustomReconciling {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        existing as? ScrollBehavior ?? ScrollBehavior()
    }
    @MainActor func reconcile(node: ViewNode) {
        (node.behavior as? ScrollBehavior)?.update(content: content, lazy: true, spacing: 0, node: node)
    }
}

/// A `LazyVStack`'s content and spacing, for the scroll view that contains it.
@MainActor protocol LazyStackContent {
    /// The content and spacing of `view`, a value of this type (a cast to the type itself,
    /// which the run time does by comparing types; see `LazyContentKind`).
    static func lazyParts<Value>(of view: Value) -> (content: any View, spacing: Int)
}

extension LazyVStack: LazyStackContent {
    @MainActor static func lazyParts<Value>(of view: Value) -> (content: any View, spacing: Int) {
        let stack = view as! Self
        return (stack.content, AxisStackEngine.cellSpacing(stack.spacing, along: .vertical))
    }
}

/// Outside a scroll view, a `LazyVStack` lays out like a `VStack`.
extension LazyVStack: PrimitiveView {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        AxisStackEngine.behavior(existing, along: .vertical, spacing: spacing, crossPosition: alignment.position)
    }
    @MainActor func childViews(node: ViewNode) -> ChildViews { node.contentViews(content) }
    @MainActor func childEnvironment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues { AxisStackEngine.environment(environment, along: .vertical) }
    @MainActor var derivesFixedEnvironment: Bool { true }
}

extension ScrollViewReader: EngineDrawnView {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? ScrollReaderBehavior ?? ScrollReaderBehavior()
        behavior.registry.node = node
        return behavior
    }
    @MainActor func childViews(node: ViewNode) -> ChildViews {
        guard let behavior = node.behavior as? ScrollReaderBehavior else { return .none }
        return ChildViews(content(ScrollViewProxy(registry: behavior.registry)))
    }
}

/// Holds the registry a `ScrollViewProxy` scrolls through.
final class ScrollReaderBehavior: NodeBehavior {
    let registry = ScrollRegistry()
    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        node.children.first?.sizeThatFits(proposal) ?? CellSize(width: 0, height: 0)
    }
}

/// Finds scroll views to move: for a `ScrollViewProxy`, for PageUp/PageDown, for the wheel.
@MainActor final class ScrollRegistry {
    weak var node: ViewNode?

    /// Scrolls the first scroll view (under the reader) that has a row with this id.
    func scrollTo(_ id: AnyHashable, anchor: UnitPoint?) {
        guard let node else { return }
        var done = false
        node.forEachDescendant { candidate in
            guard !done, let scroll = candidate.behavior as? ScrollBehavior, let rows = scroll.rows,
                  let index = rows.index(of: id) else { return }
            scroll.scroll(toRow: index, anchor: anchor, node: candidate)
            done = true
        }
        if !done { Self.revealNode(withIdentity: id, anchor: anchor, under: node) }
    }

    private static func revealNode(withIdentity id: AnyHashable, anchor: UnitPoint?, under root: ViewNode) {
        root.forEachDescendant { candidate in
            if candidate.identity == id { reveal(candidate, anchor: anchor) }
        }
    }

    /// Scrolls the scroll view containing focus (else the largest one) by a page.
    static func scrollPage(up: Bool, focused: ViewNode?, in graph: ViewGraph) -> Bool {
        guard let target = enclosingScroll(of: focused) ?? largestScroll(in: graph), let scroll = target.behavior as? ScrollBehavior else { return false }
        return scroll.scroll(by: up ? -scroll.pageSize : scroll.pageSize, node: target)
    }

    /// Scrolls the scroll view under the pointer (`HitTest.scrollView`) by three rows.
    static func scrollWheel(up: Bool, target: ViewNode) -> Bool {
        guard let scroll = target.behavior as? ScrollBehavior else { return false }
        return scroll.scroll(by: up ? -3 : 3, node: target)
    }

    /// Scrolls the enclosing scroll view so a node's frame is visible (its top first when it is
    /// taller than the view): a non-lazy one always, a lazy one when `includingLazy` (focus
    /// moved by a key onto a row only partly shown). In a lazy one the whole row holding the
    /// node is shown when it fits (a message's reaction focused shows its message too), else
    /// the node. With an `anchor` (a non-lazy scroll view's `scrollTo`), the node's point at
    /// the anchor goes to the same point of the viewport, as far as the content allows.
    /// Returns whether it scrolled.
    @discardableResult
    static func reveal(_ node: ViewNode, includingLazy: Bool = false, anchor: UnitPoint? = nil) -> Bool {
        guard let scrollNode = enclosingScroll(of: node), let scroll = scrollNode.behavior as? ScrollBehavior,
              includingLazy || scroll.rows == nil else { return false }
        let view = scrollNode.frame
        let shown = scroll.rows == nil ? node : lazyRow(holding: node, in: scrollNode, fitting: view.height)
        let (top, bottom) = rows(of: shown, in: scroll)
        if let anchor {
            let wanted = view.y + ScrollTarget.rowTop(anchor: anchor, rowHeight: shown.frame.height, height: view.height)
            return top != wanted && scroll.scroll(by: top - wanted, node: scrollNode)
        }
        if top < view.y {
            return scroll.scroll(by: top - view.y, node: scrollNode)
        } else if bottom > view.maxY {
            return scroll.scroll(by: min(bottom - view.maxY, top - view.y), node: scrollNode)
        }
        return false
    }

    /// Whether some of `node` is in the viewport of the scroll view enclosing it, as scrolled
    /// now (true outside a scroll view).
    static func isInView(_ node: ViewNode) -> Bool {
        guard let scrollNode = enclosingScroll(of: node), let scroll = scrollNode.behavior as? ScrollBehavior else { return true }
        let (top, bottom) = rows(of: node, in: scroll)
        return bottom > scrollNode.frame.y && top < scrollNode.frame.maxY
    }

    /// The rows `node` spans now, on the screen: its frame is where the last placement put it,
    /// and keys or the wheel that acted before the next frame (a held arrow) have scrolled
    /// since, by the difference of the offsets.
    private static func rows(of node: ViewNode, in scroll: ScrollBehavior) -> (top: Int, bottom: Int) {
        let scrolledSince = scroll.contentOffset - scroll.placedContentOffset
        return (node.frame.y - scrolledSince, node.frame.maxY - scrolledSince)
    }

    /// The row of the lazy scroll view `scrollNode` that holds `node`, when it is at most
    /// `height` rows tall; else `node`.
    private static func lazyRow(holding node: ViewNode, in scrollNode: ViewNode, fitting height: Int) -> ViewNode {
        var row = node
        while let parent = row.parent, parent !== scrollNode { row = parent }
        return row.frame.height <= height ? row : node
    }

    static func enclosingScroll(of node: ViewNode?) -> ViewNode? {
        var current = node?.parent
        while let candidate = current {
            if candidate.behavior is ScrollBehavior { return candidate }
            current = candidate.parent
        }
        return nil
    }

    private static func largestScroll(in graph: ViewGraph) -> ViewNode? {
        var best: ViewNode?
        graph.root?.forEachDescendant { node in
            guard node.behavior is ScrollBehavior else { return }
            if best == nil || node.frame.width * node.frame.height > best!.frame.width * best!.frame.height { best = node }
        }
        return best
    }
}

struct DefaultScrollAnchorKey: EnvironmentKey { static let defaultValue: UnitPoint? = nil }

extension EnvironmentValues {
    /// The anchor a scroll view starts at (`.bottom` keeps it pinned to the bottom).
    var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }
}

extension View {
    /// Associates an anchor to control which part of the scroll view's content should be
    /// rendered by default. `.bottom` keeps a lazy transcript pinned to its last row while
    /// rows are appended, until the user scrolls up.
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        modifier(_EnvironmentKeyWritingModifier(\.defaultScrollAnchor, anchor))
    }

    /// Associates an anchor for a role (all roles behave like the initial offset here).
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        modifier(_EnvironmentKeyWritingModifier(\.defaultScrollAnchor, anchor))
    }

    /// Sets the style for lists within this view (all lists draw plainly in a terminal).
    nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View { self }
    /// Row insets are not drawn differently in a terminal; the view is returned unchanged.
    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }
    /// Row separators are not drawn in a terminal list; the view is returned unchanged.
    nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    /// Sets the background of a list row.
    nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View { self }
    /// Scroll content backgrounds are not drawn in a terminal; the view is returned unchanged.
    nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
    /// Scroll indicators are not drawn in a terminal; the view is returned unchanged.
    nonisolated public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }
    /// Keyboard dismissal has no terminal meaning; the view is returned unchanged.
    nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
}

/// An edge on the vertical axis.
public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable {
    case top, bottom
    /// An efficient set of vertical edges.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

/// The visibility of scroll indicators.
public struct ScrollIndicatorVisibility: Sendable {
    let name: String
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    public static let never = ScrollIndicatorVisibility(name: "never")
}

/// The ways that scrollable content can interact with the software keyboard.
public struct ScrollDismissesKeyboardMode: Sendable {
    let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}
