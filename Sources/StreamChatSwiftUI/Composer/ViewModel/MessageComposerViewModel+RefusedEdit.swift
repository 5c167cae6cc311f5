import StreamChat

extension MessageComposerViewModel {
    /// Opens again an edit the server refused after the input had let it go (a blocklisted
    /// word: only the server checks it), with the refused text to change, so it is not lost.
    /// Only while the input still holds what the edit left there (the draft given back) and
    /// nothing else was started: what the user typed or began since is never replaced.
    func reopenRefusedEdit(of message: ChatMessage, text refused: String, ifInputIs left: String?) {
        guard editedMessageId == nil, activeInstantCommand == nil, text == left else { return }
        startEditing(message, text: refused)
        reopenedEdit = message
    }

    /// The reopened edit's message, once (the composer view puts it in its edit binding).
    func takeReopenedEdit() -> ChatMessage? {
        defer { reopenedEdit = nil }
        return reopenedEdit
    }
}
