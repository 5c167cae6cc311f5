import Foundation

extension ChatChannelViewModel {
    /// How long a transient notice stays, in seconds.
    static let transientNoticeDuration: Double = 3

    /// Shows `text` above the composer (where the composer's own notices show) for
    /// ``transientNoticeDuration`` seconds; a notice shown meanwhile takes its place and its time.
    func showTransientNotice(_ text: String) {
        transientNoticeGeneration += 1
        let generation = transientNoticeGeneration
        transientNotice = ComposerNotice(kind: .info, text: text)
        scheduleTransientNoticeExpiry(Self.transientNoticeDuration) { [weak self] in
            guard let self, self.transientNoticeGeneration == generation else { return }
            self.transientNotice = nil
        }
    }
}
