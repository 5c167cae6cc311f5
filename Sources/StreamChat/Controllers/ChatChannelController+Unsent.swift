import Foundation

extension ChatChannelController {
    /// The client's unsent messages of this channel (pending, failed, bounced; see
    /// `MessageOutbox`) to show with a freshly loaded `page`. One the page shows published (sent
    /// by another client of the user since; the server's copies of the others were asked for at
    /// connect, see `ChatClient.confirmUnsentMessages`) leaves the outbox, and every controller
    /// showing it replaces it with the published copy. A quoted message the page holds is filled
    /// in (a message restored from local storage knows only the quoted id), and the current
    /// user's name and image are the ones they have now.
    @MainActor func unsentMessages(besides page: [ChatMessage]) -> [ChatMessage] {
        guard let cid else { return [] }
        let pageById = Dictionary(page.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var shown: [ChatMessage] = []
        for var unsent in client.outbox.messages(in: cid) {
            if let published = pageById[unsent.id], client.notePublished(published) { continue }
            if unsent.message.quotedMessage == nil, let quotedId = unsent.draft.quotedMessageId,
               let quoted = pageById[quotedId] ?? timeline.message(id: quotedId) {
                unsent.message.quotedMessage = quoted
                client.outbox.put(unsent)
            }
            // The user may have changed their name or image since (live, or at a later connect).
            if let me = client.currentUser, unsent.message.showsOldProfile(of: me) {
                unsent.message = unsent.message.withProfile(of: me)
                client.outbox.put(unsent)
            }
            shown.append(unsent.message)
        }
        return shown
    }
}
