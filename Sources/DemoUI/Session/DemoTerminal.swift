import TerminalUI

/// Runs a session full screen on the terminal until the user quits.
@MainActor public enum DemoTerminal {
    public static func run(_ session: DemoSession) -> Never {
        // Quitting saves what is typed in the open channel as its draft first.
        TerminalRuntime.run(host: session.host, beforeExit: { session.prepareToQuit() })
    }
}
