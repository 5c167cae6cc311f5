import StreamChat

/// The text left in a channel's composer when its screen closed, kept in memory (per user and
/// channel, in ``Utils``) until the channel opens again, so going back (Escape) loses nothing
/// typed. The text of an edit in progress is not a draft. (Stream's server-side drafts,
/// `ChatChannel.draftMessage`, are not implemented: a draft does not outlive the process.)
@MainActor final class ComposerDrafts {
    private var texts: [String: String] = [:]

    private static func key(for controller: ChatChannelController) -> String? {
        guard let cid = controller.cid else { return nil }
        return "\(controller.client.currentUserId ?? "")\u{1F}\(cid.rawValue)"
    }

    /// Keeps `text` for the controller's channel (an empty text removes the draft).
    func keep(_ text: String, for controller: ChatChannelController) {
        guard let key = Self.key(for: controller) else { return }
        texts[key] = text.isEmpty ? nil : text
    }

    /// The kept draft of the controller's channel, removed from the store.
    func take(for controller: ChatChannelController) -> String? {
        guard let key = Self.key(for: controller) else { return nil }
        return texts.removeValue(forKey: key)
    }
}
