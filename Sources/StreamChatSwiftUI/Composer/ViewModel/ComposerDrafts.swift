import StreamChat

/// The open composers of the app (held weakly, one list for the process, whatever the injected
/// values), so that what they hold and have not saved yet (a save waits for a pause in typing)
/// can be saved at once before the app quits: ``MessageComposerViewModel/saveOpenDrafts()``.
@MainActor final class ComposerDrafts {
    /// The app's open composers.
    static let open = ComposerDrafts()

    private struct Entry {
        weak var viewModel: MessageComposerViewModel?
    }

    private var entries: [Entry] = []

    /// Adds a composer (those gone since are forgotten).
    func register(_ viewModel: MessageComposerViewModel) {
        entries.removeAll { $0.viewModel == nil }
        entries.append(Entry(viewModel: viewModel))
    }

    /// Saves every open composer's draft that changed since it was last saved.
    func saveAll() {
        for entry in entries { entry.viewModel?.saveDraft() }
    }
}
