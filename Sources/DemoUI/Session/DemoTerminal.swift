import TerminalUI

/// Runs a session full screen on the terminal until the user quits.
@MainActor public enum DemoTerminal {
    public static func run(_ session: DemoSession) -> Never {
        TerminalRuntime.run(host: session.host)
    }
}
