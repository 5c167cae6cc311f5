import SwiftUI

/// The composer's suggestions (mentions, instant commands) in the factory's container, with the
/// row the keyboard highlights, on an opaque background (they float over the message list) and in
/// the styles' suggestions modifier; nothing while there are none.
struct ComposerSuggestions<Factory: ViewFactory>: View {
    @Injected(\.colors) private var colors
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
            .background(Color(colors.background))
            .modifier(viewFactory.styles.makeSuggestionsContainerModifier(
                options: SuggestionsContainerModifierOptions(composerPlacement: viewFactory.styles.composerPlacement)
            ))
        }
    }
}
