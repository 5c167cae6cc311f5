import StreamChat
import SwiftUI

// The composer's view-factory slots: their options and default views. The requirements are
// declared in the ViewFactory protocol, in its "Composer" section.

/// What ``ViewFactory/makeMessageComposerViewType(options:)`` receives.
public final class MessageComposerViewTypeOptions {
    /// The channel messages are sent to.
    public let channelController: ChatChannelController
    /// The message the composer replies to (quoting it); cleared after sending.
    public let quotedMessage: Binding<ChatMessage?>
    /// The message the composer edits; its text fills the input, sending saves the edit.
    public let editedMessage: Binding<ChatMessage?>
    /// Called after a message was handed to the channel.
    public let onMessageSent: () -> Void

    /// Creates the options.
    public init(
        channelController: ChatChannelController,
        quotedMessage: Binding<ChatMessage?> = .constant(nil),
        editedMessage: Binding<ChatMessage?> = .constant(nil),
        onMessageSent: @escaping () -> Void = {}
    ) {
        self.channelController = channelController
        self.quotedMessage = quotedMessage
        self.editedMessage = editedMessage
        self.onMessageSent = onMessageSent
    }
}

/// What ``ViewFactory/makeComposerInputView(options:)`` receives.
public final class ComposerInputViewOptions {
    /// The text being typed.
    public let text: Binding<String>
    /// The selection (its end is the caret).
    public let selection: Binding<TextSelection?>
    /// The command being typed or active.
    public let command: ComposerCommand?
    /// The placeholder: the active command's, or the default one.
    public let placeholder: String
    /// Ends the active command.
    public let onCommandCancelled: () -> Void
    /// Sends (Enter in the input).
    public let onSubmit: () -> Void

    /// Creates the options.
    public init(
        text: Binding<String>,
        selection: Binding<TextSelection?>,
        command: ComposerCommand?,
        placeholder: String,
        onCommandCancelled: @escaping () -> Void,
        onSubmit: @escaping () -> Void
    ) {
        self.text = text
        self.selection = selection
        self.command = command
        self.placeholder = placeholder
        self.onCommandCancelled = onCommandCancelled
        self.onSubmit = onSubmit
    }
}

/// What ``ViewFactory/makeLeadingComposerView(options:)`` receives.
public final class LeadingComposerViewOptions {
    /// Lists the instant commands.
    public let showCommands: () -> Void

    /// Creates the options.
    public init(showCommands: @escaping () -> Void) {
        self.showCommands = showCommands
    }
}

/// What ``ViewFactory/makeTrailingComposerView(options:)`` receives.
public final class TrailingComposerViewOptions {
    /// Whether sending is possible now.
    public let enabled: Bool
    /// Sends the message (or runs the active command).
    public let sendMessage: () -> Void

    /// Creates the options.
    public init(enabled: Bool, sendMessage: @escaping () -> Void) {
        self.enabled = enabled
        self.sendMessage = sendMessage
    }
}

/// What ``ViewFactory/makeSuggestionsContainerView(options:)`` receives.
public final class SuggestionsContainerViewOptions {
    /// The suggestions: `"mentions"` → `[ChatUser]`, `"instantCommands"` → `[CommandHandler]`.
    public let suggestions: [String: Any]
    /// Call with `["chatUser": user]` or `["instantCommand": command]` when one is picked.
    public let handleCommand: ([String: Any]) -> Void

    /// Creates the options.
    public init(suggestions: [String: Any], handleCommand: @escaping ([String: Any]) -> Void) {
        self.suggestions = suggestions
        self.handleCommand = handleCommand
    }
}

extension ViewFactory {
    public func makeMessageComposerViewType(options: MessageComposerViewTypeOptions) -> some View {
        MessageComposerView(
            viewFactory: self,
            channelController: options.channelController,
            quotedMessage: options.quotedMessage,
            editedMessage: options.editedMessage,
            onMessageSent: options.onMessageSent
        )
    }

    public func makeComposerInputView(options: ComposerInputViewOptions) -> some View {
        ComposerInputView(options: options)
    }

    public func makeLeadingComposerView(options: LeadingComposerViewOptions) -> some View {
        CommandsButton(options: options)
    }

    public func makeTrailingComposerView(options: TrailingComposerViewOptions) -> some View {
        SendMessageButton(options: options)
    }

    public func makeSuggestionsContainerView(options: SuggestionsContainerViewOptions) -> some View {
        SuggestionsContainerView(suggestions: options.suggestions, handleCommand: options.handleCommand)
    }
}
