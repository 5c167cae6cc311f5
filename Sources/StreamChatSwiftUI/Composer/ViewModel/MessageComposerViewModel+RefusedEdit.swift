import StreamChat

extension MessageComposerViewModel {
    /// Opens again an edit the server refused after the input had let it go (a blocklisted
    /// word: only the server checks it), with the refused text to change, so it is not lost.
    /// Only while the input still holds what the edit left there (the draft given back, its
    /// command's chip included: `/giphy cats` comes back as the chip and "cats") and nothing
    /// else was started: what the user typed or began since is never replaced.
    func reopenRefusedEdit(of message: ChatMessage, text refused: String, ifInputIs left: ComposerInput?) {
        guard editedMessageId == nil, input == left else { return }
        startEditing(message, text: refused)
        reopenedEdit = message
    }

    /// What the input holds now: its text and its active command.
    var input: ComposerInput {
        ComposerInput(text: text, commandId: activeInstantCommand?.id)
    }

    /// The reopened edit's message, once (the composer view puts it in its edit binding).
    func takeReopenedEdit() -> ChatMessage? {
        defer { reopenedEdit = nil }
        return reopenedEdit
    }
}

/// What the composer's input holds: the text and the active command's chip (a restored draft
/// `/giphy cats` is the chip "/giphy" and the text "cats").
struct ComposerInput: Equatable {
    let text: String
    let commandId: String?
}
