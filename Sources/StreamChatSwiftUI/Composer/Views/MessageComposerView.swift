import StreamChat
import SwiftUI

/// The message composer: suggestions above, then notices, then the commands button, the input
/// (with the active command's chip) and the send button. Each part comes from the view
/// factory; the factory's styles decorate them (the channel screen applies
/// `makeComposerViewModifier` to the whole composer slot).
public struct MessageComposerView<Factory: ViewFactory>: View {
    @StateObject private var viewModel: MessageComposerViewModel
    private let viewFactory: Factory
    private let onMessageSent: () -> Void

    /// Creates the composer for a channel.
    /// - Parameters:
    ///   - viewFactory: supplies the composer's parts and styles.
    ///   - channelController: the channel messages are sent to.
    ///   - onMessageSent: called after a message was handed to the channel.
    public init(
        viewFactory: Factory,
        channelController: ChatChannelController,
        onMessageSent: @escaping () -> Void = {}
    ) {
        self.init(viewFactory: viewFactory, viewModel: MessageComposerViewModel(channelController: channelController), onMessageSent: onMessageSent)
    }

    /// Creates the composer around an existing view model.
    public init(viewFactory: Factory, viewModel: @autoclosure @escaping () -> MessageComposerViewModel, onMessageSent: @escaping () -> Void = {}) {
        _viewModel = StateObject(wrappedValue: viewModel())
        self.viewFactory = viewFactory
        self.onMessageSent = onMessageSent
    }

    public var body: some View {
        let placement = viewFactory.styles.composerPlacement
        VStack(alignment: .leading, spacing: 0) {
            if !viewModel.suggestions.isEmpty {
                viewFactory.makeSuggestionsContainerView(
                    options: SuggestionsContainerViewOptions(
                        suggestions: viewModel.suggestions,
                        handleCommand: { viewModel.handleCommand($0) }
                    )
                )
                .environment(\.suggestionHighlight, viewModel.highlightedSuggestion)
                .modifier(viewFactory.styles.makeSuggestionsContainerModifier(
                    options: SuggestionsContainerModifierOptions(composerPlacement: placement)
                ))
            }
            if let notice = viewModel.notice {
                ComposerNoticeView(notice: notice)
            }
            HStack(spacing: 1) {
                viewFactory.makeLeadingComposerView(
                    options: LeadingComposerViewOptions(showCommands: { viewModel.showInstantCommands() })
                )
                .modifier(viewFactory.styles.makeComposerButtonViewModifier(options: buttonOptions(enabled: true)))
                viewFactory.makeComposerInputView(options: inputOptions)
                    .modifier(viewFactory.styles.makeComposerInputViewModifier(
                        options: ComposerInputModifierOptions(composerPlacement: placement, hasContent: !viewModel.text.isEmpty)
                    ))
                viewFactory.makeTrailingComposerView(
                    options: TrailingComposerViewOptions(enabled: viewModel.canSend, sendMessage: send)
                )
                .modifier(viewFactory.styles.makeComposerButtonViewModifier(options: buttonOptions(enabled: viewModel.canSend)))
            }
        }
        .onKeyPress(keys: [.upArrow, .downArrow, .tab, .return]) { press in
            viewModel.handleSuggestionKey(press.key) ? .handled : .ignored
        }
    }

    private var inputOptions: ComposerInputViewOptions {
        let placeholder = viewModel.activeInstantCommand?.displayInfo?.placeholder ?? "Send a message"
        return ComposerInputViewOptions(
            text: $viewModel.text,
            selection: $viewModel.textSelection,
            command: viewModel.composerCommand,
            placeholder: placeholder,
            onCommandCancelled: { viewModel.cancelCommand() },
            onSubmit: submit
        )
    }

    /// Return in the input: picks the highlighted suggestion when suggestions are shown,
    /// otherwise sends.
    private func submit() {
        if viewModel.suggestionRowCount > 0, viewModel.pickHighlightedSuggestion() { return }
        send()
    }

    private func send() {
        guard viewModel.canSend else { return }
        viewModel.sendMessage()
        onMessageSent()
    }

    private func buttonOptions(enabled: Bool) -> ComposerButtonModifierOptions {
        ComposerButtonModifierOptions(isEnabled: enabled)
    }
}
