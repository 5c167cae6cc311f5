import Foundation

/// The kinds of overlay presentation.
enum PresentationKind { case sheet, alert, dialog, menu }

@usableFromInline nonisolated struct _PresentationModifier: ViewModifier, PrimitiveModifier, CustomReconcilingModifier {
    @usableFromInline typealias Body = Never
    let kind: PresentationKind
    let isPresented: Binding<Bool>?
    let title: Text?
    let content: any View
    let onDismiss: (() -> Void)?

    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? PresenterBehavior ?? PresenterBehavior()
        behavior.kind = kind
        behavior.opensWithKeys = kind == .menu && isPresented == nil
        return behavior
    }

    @MainActor func reconcile(content base: any View, node: ViewNode) {
        guard let presenter = node.behavior as? PresenterBehavior else { return }
        let binding = isPresented
        let onDismiss = self.onDismiss
        let dismiss: @MainActor () -> Void = { [weak presenter] in
            if let binding { binding.wrappedValue = false } else { presenter?.menuOpen = false }
            presenter?.node?.token.invalidate()
            onDismiss?()
        }
        presenter.node = node
        presenter.dismiss = dismiss
        let presented = binding?.wrappedValue ?? presenter.menuOpen
        // The same write every time: while the node's environment keeps its version, the
        // content's environment is the one derived last time, not derived and compared again.
        let environment = node.deriveEnvironment(isSameDerivation: true, writing: { $0.stackAxis = nil })
        var views: [any View] = [base]
        if presented { views.append(PresentedContent(kind: kind, title: title, content: self.content)) }
        node.reconcileChildren(views, environment: environment,
                               identities: presented ? PresentationIdentity.contentAndOverlay : PresentationIdentity.content)
        if presented, node.children.count == 2 {
            // The overlay's environment is derived only while it is shown (every row of a list
            // may hold a presentation modifier that is never presented).
            let kind = self.kind
            let overlayEnvironment = node.deriveEnvironment(slot: 1, writing: { environment in
                environment[DismissKey.self] = presenter.dismissAction
                environment[IsPresentedKey.self] = true
                if kind != .sheet { environment.dismissAfterAction = presenter.dismissAfterAction }
            })
            let overlay = node.children[1]
            overlay.update(with: PresentedContent(kind: kind, title: title, content: self.content), environment: overlayEnvironment)
            if presenter.opensWithKeys, Self.isEmpty(overlay) {
                // As in SwiftUI, a context menu without items is not shown (a message without
                // actions drew an empty box).
                presenter.menuOpen = false
                reconcile(content: base, node: node)
                return
            }
            if !node.graph.presentations.contains(where: { $0 === overlay }) { node.graph.presentations.append(overlay) }
        }
        node.graph.presentations.removeAll { $0.parent === node && !presented }
        node.graph.presentations.removeAll { $0.parent == nil }
    }

    /// Whether the presented content shows nothing (no items, no title).
    @MainActor private static func isEmpty(_ overlay: ViewNode) -> Bool {
        let size = overlay.sizeThatFits(ProposedSize(width: nil, height: nil))
        return size.width == 0 || size.height == 0
    }
}

extension _PresentationModifier {
    /// A context menu of `menuItems`, opened with the keys while the content has focus
    /// (`contextMenu(menuItems:)`, which calls it from clients' code).
    @usableFromInline init(contextMenu menuItems: any View) {
        self.init(kind: .menu, isPresented: nil, title: nil, content: menuItems, onDismiss: nil)
    }
}

/// The identities of a presentation modifier's children (made once, not on every update).
@MainActor private enum PresentationIdentity {
    static let content: [AnyHashable?] = [AnyHashable("content")]
    static let contentAndOverlay: [AnyHashable?] = [AnyHashable("content"), AnyHashable("presented")]
}

/// The modifier node: lays out its content; the presented overlay is laid out by the host.
final class PresenterBehavior: NodeBehavior {
    var kind = PresentationKind.sheet
    var menuOpen = false
    /// A context menu (a menu without a binding) opens with Shift-F10, the Menu key, Alt-Enter,
    /// or Enter when the focused view does not take it; a `Menu` or a `Picker` opens its own through its binding.
    var opensWithKeys = false
    weak var node: ViewNode?
    var dismiss: @MainActor () -> Void = {}
    /// The overlay's `dismiss` and its after-action for buttons: made once and calling the latest
    /// `dismiss`, so the overlay's environment stays the same across updates.
    private(set) lazy var dismissAction = DismissAction { [weak self] in self?.dismiss() }
    private(set) lazy var dismissAfterAction = SubmitAction { [weak self] in self?.dismiss() }

    override func measure(_ node: ViewNode, _ proposal: ProposedSize) -> CellSize {
        node.children.first?.sizeThatFits(proposal) ?? CellSize(width: 0, height: 0)
    }
    /// The content moves with the frame while nothing is presented; the presented overlay is
    /// laid out on the screen by the host, so the modifier is placed again while it is up.
    override func childrenMovingWithFrame(_ node: ViewNode) -> [ViewNode]? { node.children.count == 1 ? node.children : nil }
    override func place(_ node: ViewNode, in rect: CellRect) {
        node.children.first?.place(in: rect, proposal: node.placementProposal)
    }
    override func draw(_ node: ViewNode, into canvas: inout Canvas) { node.children.first?.draw(into: &canvas) }
    override func traversalChildren(_ node: ViewNode) -> [ViewNode] { Array(node.children.prefix(1)) }

    /// The keys that open a context menu even on a view that takes Enter (a button).
    static let contextMenuKeys: Set<TerminalKeyEvent> = [
        TerminalKeyEvent(.function(10), modifiers: .shift), TerminalKeyEvent(.menu), TerminalKeyEvent(.enter, modifiers: .alt),
    ]

    /// Opens a context menu with Shift-F10 or the Menu key (the desktop's context-menu keys) or
    /// Alt-Enter while the view or a descendant has focus, and with Enter when the focused view
    /// left it (a button inside presses itself): the terminal's long press. Many terminals keep
    /// Alt-Enter (full screen) or send Option-Enter as plain Enter, so Enter is the one that
    /// reaches the menu everywhere. F2 is not one of them: it is the runtime's mouse-capture key.
    override func handleKeyPress(_ key: TerminalKeyEvent, node: ViewNode, host: ViewHost) -> Bool {
        guard opensWithKeys, !menuOpen else { return false }
        guard Self.contextMenuKeys.contains(key) || key == TerminalKeyEvent(.enter) else { return false }
        menuOpen = true
        node.token.invalidate()
        return true
    }
}

/// What a presentation shows: its title and content in a box.
nonisolated struct PresentedContent: View {
    typealias Body = Never
    let kind: PresentationKind
    let title: Text?
    let content: any View
}

extension PresentedContent: PrimitiveView {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? PresentationBehavior ?? PresentationBehavior()
        behavior.kind = kind
        return behavior
    }

    @MainActor func childViews(node: ViewNode) -> ChildViews {
        switch kind {
        case .sheet: return ChildViews(AnyView(erasingExistential: content))
        case .alert:
            return ChildViews(VStack(alignment: .center, spacing: 1) {
                if let title { title.bold() }
                PresentationScroll(content: ActionButtons(spacing: 16, content: content))
            })
        case .dialog, .menu:
            return ChildViews(VStack(alignment: .leading, spacing: 0) {
                if let title { title.bold() }
                PresentationScroll(content: VStack(alignment: .leading, spacing: 0) { AnyView(erasingExistential: content) })
            })
        }
    }
}

/// A presented overlay: sheets fill the screen inside a one-cell margin; alerts, dialogs and
/// menus are boxes sized to their content, centred, and no larger than that area (the whole
/// screen's height when they are taller than the area): their
/// entries below the title scroll inside the box (``PresentationScroll``). Everything under the
/// box is cleared.
final class PresentationBehavior: NodeBehavior {
    var kind = PresentationKind.sheet
    private var box = CellRect.zero

    override func placePresentation(_ node: ViewNode, in screen: CellRect) {
        var area = screen.inset(top: 1, leading: 2, bottom: 1, trailing: 2)
        if kind == .sheet {
            box = area
        } else {
            let inner = node.children.first?.sizeThatFits(ProposedSize(width: max(0, area.width - 4), height: nil)) ?? CellSize(width: 0, height: 0)
            // A box taller than the area takes the screen's top and bottom rows too: on a short
            // screen two more rows of its entries show (a confirmation's whole question).
            if inner.height + 2 > area.height { area = screen.inset(top: 0, leading: 2, bottom: 0, trailing: 2) }
            box = Aligner.rect(of: CellSize(width: inner.width + 4, height: inner.height + 2), in: area, alignment: .center, clamped: true)
        }
        node.place(in: box.inset(top: 1, leading: 2, bottom: 1, trailing: 2))
    }

    /// Its box (cleared, outlined, with scroll marks) around the presented view.
    override var drawsOwnContent: Bool { true }
    override func drawPresentation(_ node: ViewNode, into canvas: inout Canvas) {
        let saved = canvas.clip
        canvas.clip = canvas.grid.width > 0 ? CellRect(x: 0, y: 0, width: canvas.grid.width, height: canvas.grid.height) : saved
        canvas.grid.fill(x: box.x, y: box.y, width: box.width, height: box.height, style: .plain)
        BoxDrawing.outline(box, rounded: true, color: .default, on: &canvas)
        node.draw(into: &canvas)
        drawScrollMarks(node, into: &canvas)
        canvas.clip = saved
    }

    /// Entries scrolled out of the box: "▲" on its top border when some are above, "▼" on its
    /// bottom border when some are below.
    private func drawScrollMarks(_ node: ViewNode, into canvas: inout Canvas) {
        guard kind != .sheet, box.width > 4, let scroll = Self.entries(of: node), let content = scroll.children.first else { return }
        if content.frame.y < scroll.frame.y { canvas.put("▲", x: box.maxX - 3, y: box.y, style: .plain) }
        if content.frame.maxY > scroll.frame.maxY { canvas.put("▼", x: box.maxX - 3, y: box.maxY - 1, style: .plain) }
    }

    /// The box's scrolling entries (the first scroll view of the presentation).
    private static func entries(of node: ViewNode) -> ViewNode? {
        var found: ViewNode?
        node.forEachDescendant { candidate in
            if found == nil, (candidate.behavior as? ScrollBehavior)?.fitsContent == true { found = candidate }
        }
        return found
    }

    override func dismissPresentation(_ node: ViewNode) -> Bool {
        guard let presenter = node.parent?.behavior as? PresenterBehavior else { return false }
        presenter.dismiss()
        return true
    }
}

struct DismissAfterActionKey: EnvironmentKey { static let defaultValue: SubmitAction? = nil }

extension EnvironmentValues {
    /// Alerts, dialogs and menus close after one of their buttons runs.
    var dismissAfterAction: SubmitAction? {
        get { self[DismissAfterActionKey.self] }
        set { self[DismissAfterActionKey.self] = newValue }
    }
}
