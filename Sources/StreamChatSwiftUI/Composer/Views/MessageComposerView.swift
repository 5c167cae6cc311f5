import StreamChat
import SwiftUI

/// The message composer: notices, then the commands button (hidden while a command is active),
/// the input (with the active command's chip) and the send button. Each part comes from the
/// view factory; the factory's styles decorate them. The mention and command suggestions float
/// over the bottom of a channel screen's message list, directly above the composer (the list
/// keeps its height); a composer outside a channel screen shows them above its notices.
///
/// While the user may not send (`isSendMessageEnabled` off: banned, or no send-message
/// capability) the input and the commands button are disabled and the input's placeholder says
/// so (with a draft, which hides the placeholder, a notice above the input says it); the draft
/// stays (the channel screen applies `makeComposerViewModifier` to the whole composer slot).
public struct MessageComposerView<Factory: ViewFactory>: View {
    @StateObject private var viewModel: MessageComposerViewModel
    /// Counts the commands button's presses: each one moves focus to the input it filled.
    @State private var commandsListings = 0
    /// The channel screen's place for the suggestions, over its message list (nil elsewhere).
    @Environment(\.composerSuggestionsHost) private var suggestionsHost
    private let viewFactory: Factory
    @Binding private var quotedMessage: ChatMessage?
    @Binding private var editedMessage: ChatMessage?
    private let onMessageSent: () -> Void

    /// Creates the composer for a channel.
    /// - Parameters:
    ///   - viewFactory: supplies the composer's parts and styles.
    ///   - channelController: the channel messages are sent to.
    ///   - quotedMessage: the message being replied to, if any.
    ///   - editedMessage: the message being edited, if any.
    ///   - onMessageSent: called once the input let go of what it held: a message or an edit
    ///     handed to the channel, or a command that ran (when it succeeded, for one that
    ///     replaces the message); the reply and the edit end then.
    public init(
        viewFactory: Factory,
        channelController: ChatChannelController,
        quotedMessage: Binding<ChatMessage?> = .constant(nil),
        editedMessage: Binding<ChatMessage?> = .constant(nil),
        onMessageSent: @escaping () -> Void = {}
    ) {
        self.init(
            viewFactory: viewFactory,
            viewModel: MessageComposerViewModel(channelController: channelController),
            quotedMessage: quotedMessage,
            editedMessage: editedMessage,
            onMessageSent: onMessageSent
        )
    }

    /// Creates the composer around an existing view model.
    public init(
        viewFactory: Factory,
        viewModel: @autoclosure @escaping () -> MessageComposerViewModel,
        quotedMessage: Binding<ChatMessage?> = .constant(nil),
        editedMessage: Binding<ChatMessage?> = .constant(nil),
        onMessageSent: @escaping () -> Void = {}
    ) {
        _viewModel = StateObject(wrappedValue: viewModel())
        self.viewFactory = viewFactory
        _quotedMessage = quotedMessage
        _editedMessage = editedMessage
        self.onMessageSent = onMessageSent
    }

    public var body: some View {
        let placement = viewFactory.styles.composerPlacement
        VStack(alignment: .leading, spacing: 0) {
            // In a channel screen the suggestions float over the message list (the screen's
            // host shows them); elsewhere they show here, above the input. The composer's room
            // (`placementRoom`) is not theirs: they share it with the input. Defensive: a
            // composer shown without a suggestions host under a parent that sets a room (a
            // floating composer's, `FloatingChannelBody`) must not bound them by it.
            if suggestionsHost == nil {
                ComposerSuggestions(viewFactory: viewFactory, viewModel: viewModel)
                    .environment(\.placementRoom, nil)
            }
            if let notice = viewModel.notice {
                ComposerNoticeView(notice: notice)
            }
            // A kept draft hides the placeholder that says why the input is disabled.
            if !viewModel.isSendMessageEnabled, !viewModel.text.isEmpty {
                ComposerNoticeView(notice: ComposerNotice(kind: .info, text: L10n.Composer.Placeholder.messageDisabled))
            }
            if let editedMessage {
                ComposerContextRow(symbol: "✎", text: L10n.Composer.editing(editedMessage.text)) { _ = endContext() }
            } else if let quotedMessage {
                ComposerContextRow(symbol: "↩", text: "\(quotedMessage.author.mentionText): \(quotedMessage.text)") { self.quotedMessage = nil }
            }
            // The buttons stay on the input's last line as it grows.
            HStack(alignment: .bottom, spacing: 1) {
                // While a command is active its chip (with the command's icon) leads the input.
                if viewModel.activeInstantCommand == nil {
                    viewFactory.makeLeadingComposerView(
                        options: LeadingComposerViewOptions(showCommands: {
                            viewModel.showInstantCommands()
                            commandsListings += 1
                        })
                    )
                    .disabled(!viewModel.isSendMessageEnabled)
                    .modifier(viewFactory.styles.makeComposerButtonViewModifier(options: buttonOptions(enabled: viewModel.isSendMessageEnabled)))
                }
                viewFactory.makeComposerInputView(options: inputOptions)
                    .disabled(!viewModel.isSendMessageEnabled)
                    .modifier(FocusOnContextStart(
                        editedMessageId: editedMessage?.id, quotedMessageId: quotedMessage?.id, commandsListings: commandsListings
                    ))
                    .modifier(viewFactory.styles.makeComposerInputViewModifier(
                        options: ComposerInputModifierOptions(composerPlacement: placement, hasContent: !viewModel.text.isEmpty)
                    ))
                viewFactory.makeTrailingComposerView(
                    options: TrailingComposerViewOptions(enabled: viewModel.canSend, sendMessage: send)
                )
                .modifier(viewFactory.styles.makeComposerButtonViewModifier(options: buttonOptions(enabled: viewModel.canSend)))
            }
        }
        .onChange(of: editedMessage?.id) {
            if let editedMessage {
                viewModel.startEditing(editedMessage)
            } else if viewModel.editedMessageId != nil {
                viewModel.endEditing()
            }
        }
        // What is typed is the channel's draft: saved when the composer goes (and after a
        // pause in typing), restored with the channel, with the message it replies to.
        .onAppear {
            viewModel.draftQuotedMessage = quotedMessage
            takeRestoredQuote()
        }
        .onChange(of: viewModel.restoredQuotedMessage?.id) { takeRestoredQuote() }
        .onChange(of: viewModel.reopenedEdit?.id) {
            if let reopened = viewModel.takeReopenedEdit() { editedMessage = reopened }
        }
        .onChange(of: viewModel.withdrawnQuotedMessageId) {
            if let withdrawn = viewModel.takeWithdrawnQuotedMessageId(), quotedMessage?.id == withdrawn { quotedMessage = nil }
        }
        .onChange(of: quotedMessage?.id) {
            viewModel.draftQuotedMessage = quotedMessage
            viewModel.scheduleDraftSave()
        }
        .onDisappear { viewModel.saveDraft() }
        .composerSuggestions(of: viewModel)
        .onKeyPress(keys: [.upArrow, .downArrow, .tab, .return, .escape]) { press in
            if viewModel.handleSuggestionKey(press.key) { return .handled }
            return press.key == .escape && endContext() ? .handled : .ignored
        }
        // Ctrl-C clears the whole input: the field alone emptied the text and left the chip.
        .onKeyPress("c", phases: .down) { press in
            guard press.modifiers.contains(.control), viewModel.activeInstantCommand != nil else { return .ignored }
            viewModel.clearInputAndCommand()
            return .handled
        }
    }

    /// Escape without suggestions: ends the edit (as its ✕ does), else the reply, else the
    /// active command's chip. Returns `false` when there is none, leaving the key to the screen
    /// (which goes back).
    private func endContext() -> Bool {
        if editedMessage != nil {
            editedMessage = nil
            viewModel.endEditing()
        } else if quotedMessage != nil {
            quotedMessage = nil
        } else if viewModel.activeInstantCommand != nil {
            viewModel.cancelCommand()
        } else {
            return false
        }
        return true
    }

    /// Puts the quoted message of a restored draft into the reply binding (once, not over a
    /// reply or edit already chosen).
    private func takeRestoredQuote() {
        guard let quoted = viewModel.takeRestoredQuotedMessage(), quotedMessage == nil, editedMessage == nil else { return }
        quotedMessage = quoted
    }

    private var inputOptions: ComposerInputViewOptions {
        let placeholder = viewModel.isSendMessageEnabled
            ? viewModel.activeInstantCommand?.displayInfo?.placeholder ?? L10n.Composer.Placeholder.message
            : L10n.Composer.Placeholder.messageDisabled
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

    /// Sends; the reply and the edit end once the input let go of what it held (see
    /// `MessageComposerViewModel.send`): a draft the client refused, a command that failed and
    /// one still running keep them. A reply chosen meanwhile (while a command ran) stays.
    private func send() {
        let repliedTo = quotedMessage?.id
        viewModel.send(quotedMessage: quotedMessage, editedMessage: editedMessage, onInputSent: {
            if quotedMessage?.id == repliedTo { quotedMessage = nil }
            editedMessage = nil
            onMessageSent()
        }, completion: { _ in })
    }

    private func buttonOptions(enabled: Bool) -> ComposerButtonModifierOptions {
        ComposerButtonModifierOptions(isEnabled: enabled)
    }
}
