import Foundation

/// Checks on message content, shared by the server and the client's optimistic path.
public enum MessageText {
    /// Decodes message text read from a file or socket. Throws `ClientError.InvalidUTF8`
    /// naming the offset of the first bad byte, instead of replacing it.
    public static func decode(_ data: Data) throws -> String {
        if let text = String(validating: data, as: UTF8.self) { return text }
        throw ClientError.InvalidUTF8("Text is not valid UTF-8 (first bad byte at offset \(firstInvalidOffset(in: data)) of \(data.count)).")
    }

    /// The offset of the first byte that does not begin a well-formed UTF-8 sequence (the
    /// length of the longest valid prefix), or `data.count` when all of it is valid. One pass.
    static func firstInvalidOffset(in data: Data) -> Int {
        data.withUnsafeBytes { buffer in
            var parser = Unicode.UTF8.ForwardParser()
            var bytes = buffer.makeIterator()
            var offset = 0
            while case .valid(let scalar) = parser.parseScalar(from: &bytes) { offset += scalar.count }
            return offset
        }
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
