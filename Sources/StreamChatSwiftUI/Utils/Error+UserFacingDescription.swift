import StreamChat

extension Error {
    /// The error as the user reads it: a client error's message ("You already flagged this
    /// message."), without the type name its `description` starts with; other errors as Swift
    /// prints them.
    var userFacingDescription: String {
        if let clientError = self as? ClientError, !clientError.message.isEmpty { return clientError.message }
        return "\(self)"
    }
}
