/// The system clipboard, reached through the terminal the app runs in (see `ClipboardSequence`:
/// OSC 52, which the terminal may refuse or ignore without telling).
@MainActor public enum TerminalClipboard {
    /// Where copies go while `TerminalRuntime` runs: the session's writer, which sends them with
    /// the next frame. Nil outside a run (tests, a host driven without a terminal).
    static var sink: ((String) -> Bool)?

    /// Whether a terminal runs to take copies (false in tests and in a host driven without
    /// one). When it is true, ``copy(_:)`` fails only for a text too long for one sequence.
    public static var isAvailable: Bool {
        sink != nil
    }

    /// Asks the terminal to put `text` on the system clipboard, with the next frame.
    /// - Returns: whether it was sent on its way: false without a running terminal or when the
    ///   text is too long for one sequence (`ClipboardSequence.maximumEncodedLength`).
    @discardableResult
    public static func copy(_ text: String) -> Bool {
        sink?(text) ?? false
    }
}
