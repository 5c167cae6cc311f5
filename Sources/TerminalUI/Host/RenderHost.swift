/// The seam between the view engine and a backend (the live terminal, or a test).
///
/// A backend asks the host for frames and feeds it input; the host tells the backend when its
/// state changed and a new frame is due. Everything happens on the main actor.
@MainActor public protocol RenderHost: AnyObject {
    /// Lays out and draws the current view tree into a grid of the given size.
    func render(size: CellSize) -> CellGrid
    /// Delivers one input event; returns whether the view tree consumed it.
    @discardableResult func handle(_ event: InputEvent) -> Bool
    /// Called (on the main actor) whenever state changed and a new frame should be rendered.
    /// Backends coalesce these calls into frames.
    var onInvalidate: (@MainActor () -> Void)? { get set }
    /// Where the terminal cursor should stand after the last `render` (the caret of the focused
    /// text field), or nil to hide it.
    var cursorPosition: CellPoint? { get }
    /// Called (on the main actor) when the runtime switched mouse capture (F2): `isCaptured`
    /// false while the terminal's own text selection has the mouse. Capture is on when the
    /// runtime starts. The default does nothing.
    func mouseCaptureChanged(isCaptured: Bool)
    /// Asked (on the main actor) when the user quits with a key (Ctrl-Q, or Ctrl-C the app did
    /// not consume): false keeps the app running, to warn first that quitting now would lose
    /// something (the host shows why; asked again, it may say yes). Not asked when the input
    /// ends (the terminal closed) or a signal ends the process. The default says yes.
    func shouldQuit() -> Bool
}

extension RenderHost {
    /// Does nothing: a host that does not show the mouse's state ignores it.
    public func mouseCaptureChanged(isCaptured: Bool) {}
    /// Yes: a host with nothing to lose lets the user quit at once.
    public func shouldQuit() -> Bool { true }
}
