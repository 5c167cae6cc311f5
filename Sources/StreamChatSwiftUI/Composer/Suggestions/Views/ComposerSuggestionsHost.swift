import Combine
import SwiftUI

/// Where a channel screen floats its composer's suggestions: over the bottom of the message
/// list, directly above the composer, so the list keeps its height and rows when they appear.
/// A composer presents its view model here when it appears (and withdraws it when it goes);
/// the screen's `ComposerSuggestionsSlot` builds the suggestions from that view model's current
/// state. Without a host in its environment (a composer outside a channel screen)
/// `MessageComposerView` shows its suggestions above its input instead.
///
/// Several composers may be shown at once (one presented over another): the one presented last
/// floats its suggestions, and when it is withdrawn, the one presented before it that is still
/// shown floats them again.
///
/// What `composerSuggestions(of:)` presents is always withdrawn, nothing has to notice a
/// composer freed: when its view goes, `onDisappear` (run for every view removed, and for every
/// view shown when its window goes, its action holding the composer until then) withdraws it;
/// when the view is given another view model, `onChange` presents that one, which drops the one
/// replaced (also when already freed). So a channel's view model shown again after its screen
/// went floats no composer of that screen.
@MainActor
final class ComposerSuggestionsHost: ObservableObject {
    /// The composers presented and not withdrawn, the last presented last. Weak: the host lives
    /// as long as the channel's view model, which must not keep a composer alive.
    private var presented: [WeakComposer] = []

    /// The composer whose suggestions float over the list: the last presented of those shown.
    var composer: MessageComposerViewModel? { presented.last(where: { $0.composer != nil })?.composer }

    /// Whether the composer whose suggestions float suggests something: the screen's slot then
    /// places them (`ComposerSuggestionsSlot`), and the floating composer's screen keeps a line
    /// of the list for them (`FloatingChannelBody`). The host publishes when this changes, not
    /// at every change of the suggestions.
    private(set) var isSuggesting = false
    /// Follows whether the floated composer suggests something.
    private var suggestionsWatch: AnyCancellable?

    /// Floats the suggestions of `composer` over the list (over those of a composer presented
    /// before, which float again when it is withdrawn).
    func present(_ composer: MessageComposerViewModel) {
        guard self.composer !== composer else { return }
        objectWillChange.send()
        remove(composer)
        presented.append(WeakComposer(composer: composer))
        watchFloatedComposer()
    }

    /// Stops floating the suggestions of `composer` (compared by reference, never by address,
    /// which a composer allocated later may reuse): if it was the last presented, those of the
    /// composer presented before it that is still shown float instead.
    func withdraw(_ composer: MessageComposerViewModel) {
        guard presented.contains(where: { $0.composer === composer }) else { return }
        let wasFloated = self.composer === composer
        if wasFloated { objectWillChange.send() }
        remove(composer)
        if wasFloated { watchFloatedComposer() }
    }

    /// Follows the composer floated now: `isSuggesting` says whether it suggests something, and
    /// the host publishes when it begins or stops (`$suggestions` gives the current value when
    /// subscribed to, then each new one as it is set).
    private func watchFloatedComposer() {
        isSuggesting = false
        suggestionsWatch = composer?.$suggestions.map { !$0.isEmpty }.sink { [weak self] suggesting in
            MainActor.assumeIsolated {
                guard let self, suggesting != self.isSuggesting else { return }
                self.objectWillChange.send()
                self.isSuggesting = suggesting
            }
        }
    }

    /// Drops `composer` and the composers freed without being withdrawn (a view model replaced
    /// in a shown composer view and freed before `onChange` withdrew it).
    private func remove(_ composer: MessageComposerViewModel) {
        presented.removeAll { $0.composer == nil || $0.composer === composer }
    }
}

/// A composer's view model held weakly, equal to another by reference: a composer that went
/// equals no live one, even one allocated at its address.
struct WeakComposer: Equatable {
    weak var composer: MessageComposerViewModel?

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.composer === rhs.composer }
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
/// frame: the list's height bounds them (many suggestions scroll; their chrome gives way on a
/// short list, see `placementRoom`), and they take no space from the list, nor from the
/// composer below it, whatever a custom container asks for. Built here, from the screen's
/// factory and the composer's current state.
///
/// While no composer is presented or it suggests nothing (plain text typed), the slot is
/// empty: no reader of the list's size is in the tree. It observes only the host, which
/// publishes when the composer begins or stops suggesting, not at every keystroke.
struct ComposerSuggestionsSlot<Factory: ViewFactory>: View {
    let factory: Factory
    @ObservedObject var host: ComposerSuggestionsHost

    var body: some View {
        if let composer = host.composer, host.isSuggesting {
            GeometryReader { proxy in
                let room = Self.room(inListOf: ScreenLines.count(in: proxy.size.height))
                ComposerSuggestions(viewFactory: factory, viewModel: composer)
                    .environment(\.placementRoom, room)
                    .frame(width: proxy.size.width, height: ScreenLines.height(ofLines: room), alignment: .bottom)
                    .frame(width: proxy.size.width, height: proxy.size.height, alignment: .bottom)
            }
        }
    }

    /// The lines the suggestions may take over a list of `lines`: all but its top line, which
    /// stays the messages' (as on a taller screen, they float over the list, below the header),
    /// where the list has lines to spare; on a short list, no more lines than their chrome
    /// needs to keep its outline around a row (`PlacementChrome.linesOfOutlinedRow`, three in
    /// the terminal), all of them. At 40×12 they filled the list and their divider stood right
    /// under the header's rule, a doubled line.
    static func room(inListOf lines: Int) -> Int {
        lines > PlacementChrome.linesOfOutlinedRow ? lines - 1 : lines
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
            .onChange(of: WeakComposer(composer: viewModel)) { replaced, _ in
                host?.present(viewModel)
                if let replaced = replaced.composer { host?.withdraw(replaced) }
            }
            .onDisappear { host?.withdraw(viewModel) }
    }
}
