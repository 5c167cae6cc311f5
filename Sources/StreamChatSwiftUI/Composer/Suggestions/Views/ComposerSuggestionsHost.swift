import SwiftUI

/// Where a channel screen floats its composer's suggestions: over the bottom of the message
/// list, directly above the composer, so the list keeps its height and rows when they appear.
/// A composer presents its view model here when it appears (and withdraws it when it goes);
/// the screen's `ComposerSuggestionsSlot` builds the suggestions from that view model's current
/// state. Without a host in its environment (a composer outside a channel screen)
/// `MessageComposerView` shows its suggestions above its input instead.
@MainActor
final class ComposerSuggestionsHost: ObservableObject {
    /// The composer whose suggestions float over the list. Weak: the host lives as long as the
    /// channel's view model, which must not keep a composer that went.
    private(set) weak var composer: MessageComposerViewModel?

    /// Floats the suggestions of `composer` over the list.
    func present(_ composer: MessageComposerViewModel) {
        guard self.composer !== composer else { return }
        objectWillChange.send()
        self.composer = composer
    }

    /// Stops floating the suggestions of `composer` (not those of another composer presented
    /// since).
    func withdraw(_ composer: MessageComposerViewModel) {
        guard self.composer === composer else { return }
        objectWillChange.send()
        self.composer = nil
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

/// The suggestions of the host's composer over the message list, at the bottom of the list's
/// frame: the list's height bounds them (many suggestions scroll), and they take no space from
/// the list. Built here, from the screen's factory and the composer's current state (nothing
/// while no composer is presented or it suggests nothing).
struct ComposerSuggestionsSlot<Factory: ViewFactory>: View {
    let factory: Factory
    @ObservedObject var host: ComposerSuggestionsHost

    var body: some View {
        if let composer = host.composer {
            ComposerSuggestions(viewFactory: factory, viewModel: composer)
        }
    }
}

extension View {
    /// Floats the suggestions (mentions, instant commands) of a composer's view model over the
    /// message list of the channel screen this view is in, directly above the composer, while
    /// the view is shown: for a composer of your own from
    /// ``ViewFactory/makeMessageComposerViewType(options:)`` (``MessageComposerView`` does it
    /// itself). The screen's factory builds them (`makeSuggestionsContainerView`, in the styles'
    /// `makeSuggestionsContainerModifier`); picking a row calls the view model's
    /// `handleCommand(_:)`. Outside a channel screen it does nothing.
    public func composerSuggestions(of viewModel: MessageComposerViewModel) -> some View {
        modifier(ComposerSuggestionsPresenter(viewModel: viewModel))
    }
}

/// Presents a composer's view model in the channel screen's host while its view is shown.
private struct ComposerSuggestionsPresenter: ViewModifier {
    @Environment(\.composerSuggestionsHost) private var host
    let viewModel: MessageComposerViewModel

    func body(content: Content) -> some View {
        content
            .onAppear { host?.present(viewModel) }
            .onChange(of: ObjectIdentifier(viewModel)) { host?.present(viewModel) }
            .onDisappear { host?.withdraw(viewModel) }
    }
}
