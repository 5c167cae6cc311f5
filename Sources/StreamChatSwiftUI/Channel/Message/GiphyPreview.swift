import StreamChat

extension ChatMessage {
    /// Whether this is an ephemeral giphy preview, which only its sender sees, with the buttons
    /// of ``GiphyAction`` (Send, Shuffle, Cancel): an ephemeral message holding a giphy. Another
    /// ephemeral message (a command's result, "Bob was muted.") offers none. The one check for
    /// both places that offer them: the giphy's view and the message's menu.
    var isGiphyPreview: Bool { type == .ephemeral && !giphyAttachments.isEmpty }
}

extension GiphyAction {
    /// The button's title, also its entry in the preview's menu.
    var title: String {
        switch self {
        case .send: L10n.Giphy.send
        case .shuffle: L10n.Giphy.shuffle
        case .cancel: L10n.Giphy.cancel
        }
    }

    /// The SF Symbol of its entry in the preview's menu.
    var iconName: String {
        switch self {
        case .send: "paperplane"
        case .shuffle: "arrow.clockwise"
        case .cancel: "xmark"
        }
    }

    /// The id of its entry in the preview's menu (``MessageAction/id``): `giphy.send`,
    /// `giphy.shuffle`, `giphy.cancel`.
    var menuId: String {
        switch self {
        case .send: "giphy.send"
        case .shuffle: "giphy.shuffle"
        case .cancel: "giphy.cancel"
        }
    }
}
