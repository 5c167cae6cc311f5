import StreamChat

/// What a composer's draft holds, compared with what was last saved so that only changes reach
/// the server.
struct ComposerDraft: Equatable {
    /// The text as sent (with the active command's `/name ` in front).
    var text: String
    /// The name of the command whose chip was on (the text starts with its word), if any; nil
    /// for plain text, also one that starts with a command word.
    var command: String?
    /// Whether the plain text's command was declined: Return turned it on and Escape (or the
    /// chip's ✕) gave the text back (`declinedCommandText`), so Return on it unchanged posts a
    /// client-only command's text as text. Kept in the draft's `extraData`
    /// (``declinedCommandKey``), so that a restart or an edit does not run a command the user
    /// declined (`/pay @ana 5`).
    var commandDeclined: Bool
    var mentionedUserIds: Set<UserId>
    var quotedMessageId: MessageId?

    /// The `extraData` key of ``commandDeclined`` (`true` when set, absent otherwise).
    static let declinedCommandKey = "composer_command_declined"

    init(text: String, command: String?, commandDeclined: Bool = false, mentionedUserIds: Set<UserId>,
         quotedMessageId: MessageId?) {
        self.text = text
        self.command = command
        self.commandDeclined = commandDeclined
        self.mentionedUserIds = mentionedUserIds
        self.quotedMessageId = quotedMessageId
    }

    /// The draft as the server keeps it. An empty `command` is none: plain text.
    init(_ draft: DraftMessage) {
        self.init(text: draft.text, command: draft.command.flatMap { $0.isEmpty ? nil : $0 },
                  commandDeclined: draft.extraData[Self.declinedCommandKey] == .bool(true),
                  mentionedUserIds: Set(draft.mentionedUsers.map(\.id)), quotedMessageId: draft.quotedMessage?.id)
    }

    /// The custom fields the draft is saved with.
    var extraData: [String: RawJSON] {
        commandDeclined ? [Self.declinedCommandKey: .bool(true)] : [:]
    }
}
