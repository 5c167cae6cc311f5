extension App {
    /// Initializes and runs the app: on Linux, the content of its first `WindowGroup` runs full
    /// screen in the terminal until the user quits (see `TerminalRuntime` and docs/TERMINAL.md).
    /// This is what `@main` calls; nothing else is needed in app code.
    @MainActor @preconcurrency public static func main() {
        TerminalRuntime.run(host: ViewHost(scene: Self().body))
    }
}
