import StreamChat

extension ChatMessage {
    /// The one-line stand-in for a message's first attachment where a whole message does not fit
    /// (the channel list's preview, a quoted reply), as Stream's preview formatter words it: a
    /// giphy is "Giphy"; an image its text, else "Photo"; a file its title, else its text, else
    /// "File"; a link preview its URL. Nil without attachments.
    var attachmentPreviewText: String? {
        guard let attachment = allAttachments.first else { return nil }
        switch attachment.payload {
        case .giphy:
            return L10n.ChannelList.Preview.giphy
        case .image:
            return text.isEmpty ? L10n.ChannelList.Preview.photo : text
        case let .file(file):
            if let title = file.title, !title.isEmpty { return title }
            return text.isEmpty ? L10n.ChannelList.Preview.file : text
        case let .link(link):
            return link.originalURL.absoluteString
        }
    }
}
