import SwiftUI

/// Where a channel screen floats its composer's suggestions: over the bottom of the message
/// list, directly above the composer, so the list keeps its height and rows when they appear.
/// The composer presents what to float there when it appears (and withdraws it when it goes);
/// without a host in its environment (a composer outside a channel screen) it shows its
/// suggestions above its input instead.
@MainActor
final class ComposerSuggestionsHost: ObservableObject {
    /// What the composer floats over the list (itself empty while there are no suggestions).
    @Published private(set) var content: AnyView?
    private var owner: ObjectIdentifier?

    /// Floats `content` over the list for `owner` (the composer's view model).
    func present(_ content: AnyView, by owner: AnyObject) {
        self.owner = ObjectIdentifier(owner)
        self.content = content
    }

    /// Removes what `owner` presented (not what another composer presented since).
    func withdraw(by owner: AnyObject) {
        guard self.owner == ObjectIdentifier(owner) else { return }
        self.owner = nil
        content = nil
    }
}

struct ComposerSuggestionsHostKey: EnvironmentKey {
    static let defaultValue: ComposerSuggestionsHost? = nil
}

extension EnvironmentValues {
    /// The channel screen's place for the composer's suggestions, if the composer is in one.
    var composerSuggestionsHost: ComposerSuggestionsHost? {
        get { self[ComposerSuggestionsHostKey.self] }
        set { self[ComposerSuggestionsHostKey.self] = newValue }
    }
}

/// The host's content over the message list, at the bottom of the list's frame: the list's
/// height bounds it (many suggestions scroll), and it takes no space from the list.
struct ComposerSuggestionsSlot: View {
    @ObservedObject var host: ComposerSuggestionsHost

    var body: some View {
        if let content = host.content {
            content
        }
    }
}
