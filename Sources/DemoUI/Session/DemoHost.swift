import SwiftUI
import TerminalUI

/// The render host the terminal runs: the SDK's screens in a `ViewHost`, plus the demo's own
/// keys. F1 shows the key help anywhere; `?` shows it unless a text field has focus (which
/// types it); while the help is shown, any key closes it. Escape goes back from a channel to
/// the list (the SDK's navigation), also from one opened with `--open`. F2 is the runtime's
/// (mouse capture): told of it, the host shows the state (``MouseCaptureBar``, the help). A quit
/// key asks the notices first: the first Ctrl-Q while unsent messages are not stored only says
/// so (``DemoNotices/shouldQuit()``).
@MainActor final class DemoHost: RenderHost {
    let viewHost: ViewHost
    private let help: HelpState
    private let mouse: MouseCaptureState
    private let notices: DemoNotices

    init(viewHost: ViewHost, help: HelpState, mouse: MouseCaptureState, notices: DemoNotices) {
        self.viewHost = viewHost
        self.help = help
        self.mouse = mouse
        self.notices = notices
    }

    func shouldQuit() -> Bool { notices.shouldQuit() }

    func mouseCaptureChanged(isCaptured: Bool) {
        mouse.isCaptured = isCaptured
    }

    var onInvalidate: (@MainActor () -> Void)? {
        get { viewHost.onInvalidate }
        set { viewHost.onInvalidate = newValue }
    }

    var cursorPosition: CellPoint? { help.isShown ? nil : viewHost.cursorPosition }

    func render(size: CellSize) -> CellGrid {
        viewHost.render(size: size)
    }

    @discardableResult func handle(_ event: InputEvent) -> Bool {
        guard case let .key(key) = event else { return viewHost.handle(event) }
        if help.isShown {
            if key == TerminalKeyEvent(.character("c"), modifiers: .control) { return false }
            help.isShown = false
            return true
        }
        if key == TerminalKeyEvent(.function(1)) {
            help.isShown = true
            return true
        }
        guard key == TerminalKeyEvent(.character("?")) else { return viewHost.handle(event) }
        // `?` is text while text is being written (the composer, the search field) and the
        // field takes it; anywhere else (a focused message, channel row or button) it is the
        // help key, though other characters typed there go into the composer or search field.
        if viewHost.isEditingText, viewHost.handle(event) { return true }
        help.isShown = true
        return true
    }
}
