import SwiftUI

/// The composer's suggestions (mentions, instant commands) in the factory's container, with the
/// row the keyboard highlights, in the styles' suggestions modifier, which gives them their
/// background (the default one is opaque: they float over the message list); nothing while there
/// are none.
struct ComposerSuggestions<Factory: ViewFactory>: View {
    let viewFactory: Factory
    @ObservedObject var viewModel: MessageComposerViewModel

    var body: some View {
        if !viewModel.suggestions.isEmpty {
            let viewModel = self.viewModel
            viewFactory.makeSuggestionsContainerView(
                options: SuggestionsContainerViewOptions(
                    suggestions: viewModel.suggestions,
                    handleCommand: { viewModel.handleCommand($0) }
                )
            )
            .environment(\.suggestionHighlight, viewModel.highlightedSuggestion)
            .modifier(viewFactory.styles.makeSuggestionsContainerModifier(
                options: SuggestionsContainerModifierOptions(composerPlacement: viewFactory.styles.composerPlacement)
            ))
        }
    }
}
