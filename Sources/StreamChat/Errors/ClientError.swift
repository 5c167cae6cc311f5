import Foundation

/// The base class of every error the chat client reports.
///
/// Errors are typed: each failure has its own subclass (`ClientError.NotAMember`,
/// `ClientError.InvalidChannelId`, ...), so callers can match with `is` or `catch let`.
/// `message` says what went wrong in words a developer can act on.
open class ClientError: Error, CustomStringConvertible, @unchecked Sendable {
    /// What went wrong.
    public let message: String
    /// The error that caused this one, if any.
    public let underlyingError: Error?

    /// Creates an error with a message and an optional underlying cause.
    public init(_ message: String = "", underlyingError: Error? = nil) {
        self.message = message
        self.underlyingError = underlyingError
    }

    public var description: String { "\(type(of: self)): \(message)" }
    /// The message, as Foundation's `localizedDescription` would print it.
    public var localizedDescription: String { message }
}

extension ClientError {
    /// A channel id string is not of the form `type:id`, or one of its parts is invalid.
    public final class InvalidChannelId: ClientError, @unchecked Sendable {}
    /// A token could not be parsed, or it does not belong to the user connecting.
    public final class InvalidToken: ClientError, @unchecked Sendable {}
    /// An operation needs a connected user, and none is connected.
    public final class CurrentUserDoesNotExist: ClientError, @unchecked Sendable {
        public init() { super.init("No user is connected: call connectUser(userInfo:token:) first.") }
    }
    /// A message is empty (no text and no attachments) or too long.
    public final class InvalidMessage: ClientError, @unchecked Sendable {}
    /// Bytes that should be text are not valid UTF-8.
    public final class InvalidUTF8: ClientError, @unchecked Sendable {}
    /// No channel with this id exists.
    public final class ChannelNotFound: ClientError, @unchecked Sendable {}
    /// No user with this id exists.
    public final class UserNotFound: ClientError, @unchecked Sendable {}
    /// No message with this id exists (or it is not visible to the current user).
    public final class MessageNotFound: ClientError, @unchecked Sendable {}
    /// The current user is not a member of the channel and tried to act as one.
    public final class NotAMember: ClientError, @unchecked Sendable {}
    /// The current user is banned (in the app or in this channel).
    public final class UserBanned: ClientError, @unchecked Sendable {}
    /// The current user's role does not allow this action.
    public final class PermissionDenied: ClientError, @unchecked Sendable {}
    /// The request is malformed or the action makes no sense (e.g. muting yourself).
    public final class InvalidRequest: ClientError, @unchecked Sendable {}
    /// A channel with this id already exists where a new one was required.
    public final class ChannelAlreadyExists: ClientError, @unchecked Sendable {}
    /// The transport is not connected, or the server was closed.
    public final class ConnectionNotSuccessful: ClientError, @unchecked Sendable {}
    /// The database failed (I/O error, corrupt file, unsupported schema version).
    public final class StorageFailure: ClientError, @unchecked Sendable {}
}
