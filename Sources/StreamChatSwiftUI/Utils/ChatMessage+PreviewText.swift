import StreamChat

extension ChatMessage {
    /// What stands for the message in one line elsewhere (a quoted reply, the header of its
    /// actions): "Message deleted" for a deleted one, its attachment's stand-in when it has no
    /// text, else its text.
    var previewText: String {
        if isDeleted { return L10n.MessageList.deleted }
        if text.isEmpty, let attachmentText = attachmentPreviewText { return attachmentText }
        return text
    }

    /// `previewText` on one line (line breaks as spaces) and at most `maxLength` characters,
    /// the last of them "…" when it was cut.
    func previewLine(maxLength: Int) -> String {
        let line = previewText.split(whereSeparator: \.isNewline).joined(separator: " ")
        guard line.count > maxLength else { return line }
        return String(line.prefix(max(0, maxLength - 1))).trimmingTrailingSpaces + "…"
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var result = Substring(self)
        while result.last == " " { result.removeLast() }
        return String(result)
    }
}
