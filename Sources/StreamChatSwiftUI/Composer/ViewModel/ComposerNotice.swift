/// A short message the composer shows above the input to the current user only, such as why
/// sending or a command failed.
public struct ComposerNotice: Equatable, Sendable {
    /// Whether the notice reports a success or an error.
    public enum Kind: Equatable, Sendable {
        /// Something the user did worked (e.g. a command ran).
        case info
        /// Something failed; the user's text was kept.
        case error
    }

    /// Whether the notice reports a success or an error.
    public let kind: Kind
    /// The text shown.
    public let text: String

    /// Creates a notice.
    public init(kind: Kind, text: String) {
        self.kind = kind
        self.text = text
    }
}
