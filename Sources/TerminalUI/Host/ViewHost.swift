import Foundation

/// Drives a view tree: keeps its retained graph, lays it out and draws it into a `CellGrid`,
/// and routes input to it. The terminal runtime and tests both use it.
///
/// State changes never render synchronously: they queue the affected nodes and call
/// `onInvalidate` once (asynchronously, on the main actor) until the next `render` or
/// `settle`, which re-evaluate only those nodes.
@MainActor public final class ViewHost: RenderHost {
    let graph = ViewGraph()
    private let rootView: any View
    private var built = false
    private var lastGrid: CellGrid?
    private var lastSize: CellSize?
    /// The size of the last frame rendered (nil before the first).
    var renderedSize: CellSize? { lastSize }
    /// The presentations drawn in the last frame; a change redraws the whole screen.
    private var lastPresentations: [ObjectIdentifier] = []
    /// Where focus was when each presentation appeared; restored when it goes away.
    private var focusBeforePresentation: [ReturningFocus] = []
    /// Called on the main actor when state changed and a new frame should be rendered.
    public var onInvalidate: (@MainActor () -> Void)?
    /// Where the terminal cursor should stand after the last render (the focused text
    /// field's caret), or nil.
    public private(set) var cursorPosition: CellPoint?
    /// What the last render drew again (the whole screen for a fresh frame), for tests.
    private(set) var redrawnRegion = DamageRegion()
    /// Typing kept while nothing could take it, for the next focused text field.
    var typeAhead = TypeAhead()

    /// Creates a host for a view.
    public init<V: View>(rootView: V) {
        self.rootView = rootView
        graph.invalidations.onFirstPending = { [weak self] in
            Task { @MainActor in self?.onInvalidate?() }
        }
    }

    /// The views go with their host: as when SwiftUI closes a window, each view shown runs its
    /// `onDisappear` (and its tasks are cancelled), so what a view registered while shown is
    /// undone also when the host is simply freed. Isolated: the actions run on the main actor
    /// (at once when the host is freed there, as it is from the main actor's code).
    isolated deinit {
        graph.tearDown()
    }

    /// Creates a host for the content of the scene's first `WindowGroup`.
    public convenience init<S: Scene>(scene: S) {
        if let content = SceneContent.firstWindowContent(of: scene) {
            self.init(rootView: AnyView(erasingExistential: content))
        } else {
            self.init(rootView: EmptyView())
        }
    }

    /// Number of `body` evaluations so far (views, custom modifiers, toolbar content).
    public var bodyEvaluationCount: Int { graph.bodyEvaluations }

    /// Processes pending state changes (re-evaluating only the invalidated views).
    public func settle() {
        if !built {
            built = true
            graph.setRoot(rootView, environment: EnvironmentValues())
        }
        graph.processInvalidations()
        if let requested = focusRequestCheck.requestedNode(in: graph) { focus(requested) }
    }

    /// Whether a `focused(_:)` binding asks for focus, checked only when that may have changed.
    /// Not checked for exclusivity (the check runs up to three times per frame and calls nothing
    /// that reaches the host).
    @exclusivity(unchecked) private(set) var focusRequestCheck = FocusRequestCheck()

    /// Lays out and draws the current view tree into a grid of the given size. Only the
    /// damaged region is redrawn when the size did not change.
    ///
    /// The actions that laying out queued (`onAppear`, `onChange` of views built or updated
    /// while the screen was laid out) run before the frame is drawn; the state they change is
    /// invalidated as any other change and shown by the next frame, which it asks for.
    public func render(size: CellSize) -> CellGrid {
        // Read before the new size's layout moves it: the focused view the user scrolled out of
        // view on purpose (the wheel moves no focus) stays out of view after the resize. Read
        // before the settle too: a view focused in it (a `@FocusState` written as the view was
        // added) may be one no layout placed yet, whose frame says nothing; focus that moves in
        // this frame is revealed.
        let resized = lastSize.map { $0 != size } ?? false
        let focusedOutOfView = resized ? graph.focusedNode.flatMap { ScrollRegistry.isInView($0) ? nil : $0 } : nil
        settle()
        guard let root = graph.root else { return CellGrid(size: size) }
        let screen = CellRect(x: 0, y: 0, width: size.width, height: size.height)
        let boundaries = LayoutBoundaryPlacement(graph: graph, sameScreen: lastSize == size)
        let rootSize = root.sizeThatFits(ProposedSize(size))
        // Centred like a SwiftUI window's content; content taller or wider than the screen
        // starts at the top leading corner instead of being cut on both sides.
        root.place(in: Aligner.rect(of: rootSize, in: screen, alignment: .center, clamped: true), proposal: ProposedSize(size))
        for presentation in graph.presentations { presentation.behavior.placePresentation(presentation, in: screen) }
        boundaries.placeAfterRoot()
        // Laying out builds and updates views (lazy rows, `GeometryReader` content); the
        // `onAppear`/`onChange` actions they queued run now, outside any settle, so what they
        // invalidate asks for the next frame (which shows it) instead of waiting for an event.
        graph.runAfterUpdate()
        var damage = graph.takeDamage()
        let cellMoves = graph.takeCellMoves()
        let presentations = graph.presentations.map(ObjectIdentifier.init)
        if presentations != lastPresentations {
            if presentations.count > lastPresentations.count {
                focusBeforePresentation.append(ReturningFocus(graph.focusedNode))
            } else if presentations.count < lastPresentations.count, let previous = focusBeforePresentation.popLast() {
                // Unless the dismissing action moved focus into the layer below (a menu's Edit
                // focusing an input through `@FocusState`), focus returns where it was; when
                // that view is gone (its message deleted), to the one now nearest its place.
                if !focusIsInActiveLayer, let target = previous.target(among: focusables.filter(hasUsableFocus)) { focus(target) }
            }
            lastPresentations = presentations
            lastGrid = nil
        }
        var canvas: Canvas
        var fresh = false
        if var previous = lastGrid, lastSize == size {
            lastGrid = nil  // the canvas owns the buffer alone, so drawing does not copy it
            // Cells a scroll view moved are moved in the last frame (or, where that cannot be
            // done, drawn again); then only the damaged rectangles are drawn.
            for move in cellMoves where !previous.moveCells(in: move.region, by: move.dy) {
                damage.add(move.region)
            }
            damage = damage.clipped(to: screen)
            canvas = Canvas(grid: previous, clip: .zero)
        } else {
            damage = DamageRegion()
            damage.add(screen)
            canvas = Canvas(grid: CellGrid(size: size), clip: screen)
            fresh = true
        }
        redrawnRegion = damage
        for rect in damage.rects {
            canvas.clip = rect
            if !fresh { canvas.grid.fill(x: rect.x, y: rect.y, width: rect.width, height: rect.height, style: .plain) }
            root.draw(into: &canvas)
            for presentation in graph.presentations { presentation.behavior.drawPresentation(presentation, into: &canvas) }
        }
        lastGrid = canvas.grid
        lastSize = size
        let focusedBefore = graph.focusedNode
        ensureFocus()
        let typedAhead = deliverTypeAhead()
        // A new size lays a scrolling box out anew at the offset it had: the focused entry (a
        // delete confirmation's Cancel, shrunk to 20×6) is scrolled into view again, as a focus
        // move does, instead of standing hidden below the ▼ (also when focus moved in this
        // frame), unless it was out of view before the resize (scrolled away with the wheel).
        let revealed = resized && !isRenderingFocusChange
            && graph.focusedNode.map { $0 !== focusedOutOfView && ScrollRegistry.reveal($0) } == true
        if graph.focusedNode !== focusedBefore || typedAhead || revealed, !isRenderingFocusChange {
            // Focus moved (drawn inverse; it may have written `@FocusState` bindings), typing
            // kept for the field that got focus reached it, or the focused view scrolled into
            // view: this frame shows what that changed (the next frame, often the first of an
            // unrelated update, would do it otherwise; a dialog showed no focused button until
            // the next key).
            isRenderingFocusChange = true
            defer { isRenderingFocusChange = false }
            return render(size: size)
        }
        cursorPosition = graph.focusedNode.flatMap { $0.behavior.cursorPosition($0) }
        return canvas.grid
    }

    /// Set while a frame renders again for the bindings its focus change wrote (at most once).
    private var isRenderingFocusChange = false

    /// Forces the next render to redraw everything.
    func invalidateDrawing() { lastGrid = nil }

    // MARK: Focus

    /// The root of the layer that receives input: the top presentation, else the screen.
    var activeLayer: ViewNode? { graph.presentations.last ?? graph.root }

    var focusables: [ViewNode] { activeLayer.map(FocusRing.focusables) ?? [] }

    /// Moves focus to a node (nil clears it), updating `@FocusState` bindings.
    func focus(_ node: ViewNode?) {
        typeAhead.hadFocus = node != nil
        if node != nil { typeAhead.isAwaitingFocus = false }
        guard graph.focusedNode !== node else { return }
        let previous = graph.focusedNode
        graph.focusedNode = node
        previous.map(markRedraw)
        node.map(markRedraw)
        FocusBindings.focusChanged(from: previous, to: node)
    }

    private func markRedraw(_ node: ViewNode) {
        node.contentDirty = true
        graph.damage(node.frame)
    }

    /// Whether the focused node is still attached, known without a search while its ancestors
    /// keep their children.
    private(set) var focusAttachment = AttachmentCache()

    /// Keeps focus inside the active layer; focuses the first text field when nothing is focused.
    private func ensureFocus() {
        if let requested = focusRequestCheck.requestedNode(in: graph) {
            focus(requested)
            return
        }
        if let returning = graph.focusAfterPop {
            // A navigation stack popped: focus goes back to what had it when the screen was
            // pushed (or the focusable now nearest its place), scrolled into view.
            graph.focusAfterPop = nil
            if graph.presentations.isEmpty, graph.focusedNode.map({ !hasUsableFocus($0) }) ?? true,
               let target = returning.target(among: focusables.filter(hasUsableFocus)), hasUsableFocus(target) {
                focus(target)
                ScrollRegistry.reveal(target)
                return
            }
        }
        if let focused = graph.focusedNode, graph.presentations.isEmpty, hasUsableFocus(focused) { return }
        let ring = focusables
        if let focused = graph.focusedNode, ring.contains(where: { $0 === focused }) { return }
        // The focused view went away (its screen was replaced): until something has focus again,
        // typing is kept for the next text field (`TypeAhead`); not for a presentation's.
        if graph.focusedNode != nil || typeAhead.hadFocus { typeAhead.isAwaitingFocus = graph.presentations.isEmpty }
        let target = ring.first { $0.behavior.focusRole($0) == .textField } ?? firstPresentationControl(in: ring)
        focus(target)
        // A presented box's entries scroll: the one that gets focus first (a picker's chosen
        // option far down its list) is scrolled into view.
        if let target, !graph.presentations.isEmpty { ScrollRegistry.reveal(target) }
    }

    /// In a presentation without a text field, the control that asks for focus first (a
    /// picker's chosen option), else its first control that is not destructive, so that a menu
    /// or dialog opened from the keyboard answers Enter and the arrows at once (Enter on a
    /// delete confirmation never deletes before the user moves to that button).
    private func firstPresentationControl(in ring: [ViewNode]) -> ViewNode? {
        guard !graph.presentations.isEmpty else { return nil }
        return ring.first { ($0.behavior as? ActionBehavior)?.prefersInitialFocus == true }
            ?? ring.first { ($0.behavior as? ActionBehavior)?.isDestructive != true }
    }

    /// Whether a focused node that is still shown is inside the active layer.
    private var focusIsInActiveLayer: Bool {
        guard let focused = graph.focusedNode, let layer = activeLayer, hasUsableFocus(focused) else { return false }
        return focused.isDescendant(of: layer)
    }

    /// Whether the focused node is still shown and focusable.
    func hasUsableFocus(_ focused: ViewNode) -> Bool {
        focusAttachment.isAttached(focused) && !focused.frame.isEmpty && focused.behavior.focusRole(focused) != nil
    }
}

extension AnyView {
    /// Wraps an existential view.
    init(erasingExistential view: any View) {
        if let any = view as? AnyView { self = any } else { self.init(_fromValue: view)! }
    }
}

/// A weak reference to a node.
@MainActor struct WeakNode {
    weak var node: ViewNode?
    init(_ node: ViewNode?) { self.node = node }
}
