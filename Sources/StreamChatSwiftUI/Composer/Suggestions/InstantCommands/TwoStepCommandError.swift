/// Errors of two-step commands.
public enum TwoStepCommandError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The command was sent without a selected user.
    case noUserSelected
    /// A command that takes only a user (`/mute`) was sent with `text` typed after the user's
    /// mention (`/mute @zoe now`: "now").
    case textAfterUser(command: String, text: String)

    public var description: String {
        switch self {
        case .noUserSelected: L10n.Composer.Errors.pickUser
        case let .textAfterUser(command, text): L10n.Composer.Errors.textAfterUser(command, NoticeExcerpt.of(text))
        }
    }
}
