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

    /// Throws `ClientError.InvalidMessage` for a message that is empty without attachments,
    /// longer than `maxLength` characters or longer than ``byteLimit(characterLimit:)`` bytes.
    public static func validate(_ text: String, attachmentCount: Int, maxLength: Int = ChannelConfig.defaultMaxMessageLength) throws {
        if attachmentCount == 0 && isBlank(text) {
            throw ClientError.InvalidMessage("A message needs text or at least one attachment.")
        }
        try checkLength(of: text, named: "message", maxLength: maxLength)
    }

    /// Whether `text` is empty or only white space and newlines, as trimming those would leave
    /// it empty; stops at the first other scalar, without copying the text (a trim through
    /// Foundation cost more than storing the message when seeding).
    static func isBlank(_ text: String) -> Bool {
        !text.unicodeScalars.contains { !CharacterSet.whitespacesAndNewlines.contains($0) }
    }

    /// UTF-8 bytes allowed per character of a limit: room for the longest emoji sequences
    /// and for scripts that stack marks on a letter.
    public static let bytesPerCharacter = 16

    /// The most UTF-8 bytes a text limited to `characterLimit` characters may have
    /// (``bytesPerCharacter`` per character: 80,000 for the default 5,000). A character may
    /// hold any number of combining marks, so without this cap a few characters could make
    /// a message megabytes long.
    public static func byteLimit(characterLimit: Int) -> Int {
        characterLimit.multipliedReportingOverflow(by: bytesPerCharacter).overflow ? Int.max : characterLimit * bytesPerCharacter
    }

    /// Throws `ClientError.InvalidMessage` naming the limit when `text` has more UTF-8 bytes
    /// than ``byteLimit(characterLimit:)`` (checked first: it costs nothing) or more than
    /// `maxLength` characters.
    static func checkLength(of text: String, named noun: String, maxLength: Int) throws {
        let bytes = text.utf8.count, byteLimit = byteLimit(characterLimit: maxLength)
        if bytes > byteLimit {
            throw ClientError.InvalidMessage("The \(noun) has \(bytes) bytes of UTF-8; at most \(byteLimit) are allowed (\(bytesPerCharacter) per character of the \(maxLength)-character limit).")
        }
        let length = text.count
        if length > maxLength {
            throw ClientError.InvalidMessage("The \(noun) has \(length) characters; at most \(maxLength) are allowed.")
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
    /// passes ``draftLengthLimit(messageLimit:)``) or ``byteLimit(characterLimit:)`` of it
    /// in UTF-8 bytes. Anything a message may hold a draft may hold
    /// (control characters included: a message keeps them and they are drawn inert), so text
    /// that can be sent is never text that cannot be kept.
    public static func validateDraft(_ text: String, attachmentCount: Int, maxLength: Int = ChannelConfig.defaultMaxMessageLength) throws -> Bool {
        if attachmentCount == 0 && isBlank(text) { return false }
        try checkLength(of: text, named: "draft", maxLength: maxLength)
        return true
    }
}
