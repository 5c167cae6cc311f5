/// Why ``MessageComposerViewModel/sendMessage(quotedMessage:editedMessage:completion:)`` sent
/// nothing, given to its completion (called once on every path). A two-step command without its
/// user, or with text after a user it does not take, completes with ``TwoStepCommandError``; a
/// command that did not answer in time with ``CommandTimeoutError``.
public enum ComposerSendError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing to send: the input is empty or only white space and line breaks, the user may not
    /// send in the channel, or a command still runs.
    case nothingToSend
    /// The composer held the text back and says why above the input (`notice`, the same text):
    /// a command word the channel does not know, a command with nothing to run with yet, an
    /// emptied edit. The text stays.
    case heldBack(notice: String)
    /// The composer stopped waiting for the command it ran: the text was edited or the command
    /// ended (`cancelCommand()`) before the command answered.
    case stoppedWaiting

    public var description: String {
        switch self {
        case .nothingToSend: L10n.Composer.Errors.nothingToSend
        case let .heldBack(notice): notice
        case .stoppedWaiting: L10n.Composer.Errors.stoppedWaiting
        }
    }
}
