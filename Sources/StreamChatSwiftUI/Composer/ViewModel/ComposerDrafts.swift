import StreamChat

/// The open composers of the app (held weakly, one list for the process, whatever the injected
/// values), so that what they hold and have not saved yet (a save waits for a pause in typing)
/// can be saved at once before the app quits: ``MessageComposerViewModel/saveOpenDrafts(of:)``.
@MainActor final class ComposerDrafts {
    /// The app's open composers.
    static let open = ComposerDrafts()

    private struct Entry {
        weak var viewModel: MessageComposerViewModel?
    }

    private var entries: [Entry] = []

    /// The open composers, those released since left out. Test support: the SDK itself only
    /// registers and saves (tests find a screen's composer here).
    var viewModels: [MessageComposerViewModel] { entries.compactMap(\.viewModel) }

    /// Adds a composer (those gone since are forgotten).
    func register(_ viewModel: MessageComposerViewModel) {
        entries.removeAll { $0.viewModel == nil }
        entries.append(Entry(viewModel: viewModel))
    }

    /// Saves the draft of every open composer of `client` that changed since it was last saved.
    func saveAll(of client: ChatClient) {
        for entry in entries where entry.viewModel?.channelController.client === client { entry.viewModel?.saveDraft() }
    }
}
