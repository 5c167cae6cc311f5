import Foundation

/// Checks on message content, shared by the server and the client's optimistic path.
public enum MessageText {
    /// Decodes message text read from a file or socket. Throws `ClientError.InvalidUTF8`
    /// naming the offset of the first bad byte, instead of replacing it.
    public static func decode(_ data: Data) throws -> String {
        if let text = String(validating: data, as: UTF8.self) { return text }
        var validPrefix = 0
        for length in stride(from: data.count, through: 0, by: -1) where String(validating: data.prefix(length), as: UTF8.self) != nil {
            validPrefix = length
            break
        }
        throw ClientError.InvalidUTF8("Text is not valid UTF-8 (first bad byte at offset \(validPrefix) of \(data.count)).")
    }

    /// Throws `ClientError.InvalidMessage` for a message that is empty without attachments or
    /// longer than `maxLength` characters.
    public static func validate(_ text: String, attachmentCount: Int, maxLength: Int = ChannelConfig.defaultMaxMessageLength) throws {
        if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty && attachmentCount == 0 {
            throw ClientError.InvalidMessage("A message needs text or at least one attachment.")
        }
        let length = text.count
        if length > maxLength {
            throw ClientError.InvalidMessage("The message has \(length) characters; at most \(maxLength) are allowed.")
        }
    }

    /// The longest draft kept in a channel whose messages may have `messageLimit` characters:
    /// ten times as long, so that text too long to send (a long paste) is kept while it is
    /// shortened, not lost when the user leaves the channel.
    public static func draftLengthLimit(messageLimit: Int) -> Int {
        messageLimit.multipliedReportingOverflow(by: 10).overflow ? Int.max : messageLimit * 10
    }

    /// Checks a draft as the server stores it; returns `false` for an empty draft (blank text
    /// and no attachments), which deletes the user's draft instead of being stored. Throws
    /// `ClientError.InvalidMessage` for text longer than `maxLength` characters (the server
    /// passes ``draftLengthLimit(messageLimit:)``). Anything a message may hold a draft may hold
    /// (control characters included: a message keeps them and they are drawn inert), so text
    /// that can be sent is never text that cannot be kept.
    public static func validateDraft(_ text: String, attachmentCount: Int, maxLength: Int = ChannelConfig.defaultMaxMessageLength) throws -> Bool {
        if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty && attachmentCount == 0 { return false }
        let length = text.count
        if length > maxLength {
            throw ClientError.InvalidMessage("The draft has \(length) characters; at most \(maxLength) are allowed.")
        }
        return true
    }
}
