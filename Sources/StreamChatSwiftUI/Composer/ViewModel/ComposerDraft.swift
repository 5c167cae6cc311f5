import StreamChat

/// What a composer's draft holds, compared with what was last saved so that only changes reach
/// the server.
struct ComposerDraft: Equatable {
    /// The text as sent (with the active command's `/name ` in front).
    var text: String
    /// The name of the command whose chip was on (the text starts with its word), if any; nil
    /// for plain text, also one that starts with a command word.
    var command: String?
    var mentionedUserIds: Set<UserId>
    var quotedMessageId: MessageId?

    init(text: String, command: String?, mentionedUserIds: Set<UserId>, quotedMessageId: MessageId?) {
        self.text = text
        self.command = command
        self.mentionedUserIds = mentionedUserIds
        self.quotedMessageId = quotedMessageId
    }

    /// The draft as the server keeps it.
    init(_ draft: DraftMessage) {
        self.init(text: draft.text, command: draft.command, mentionedUserIds: Set(draft.mentionedUsers.map(\.id)),
                  quotedMessageId: draft.quotedMessage?.id)
    }
}
