/// Errors of two-step commands.
public enum TwoStepCommandError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The command was sent without a selected user.
    case noUserSelected

    public var description: String {
        switch self {
        case .noUserSelected: L10n.Composer.Errors.pickUser
        }
    }
}
