import Combine
import Foundation
import StreamChat
import SwiftUI

/// `/giphy [text]`: sends the text as a giphy command; the server answers with an ephemeral
/// giphy the user can send, shuffle or cancel.
public final class GiphyCommandHandler: CommandHandler, SymbolTriggeredCommand {
    @Injected(\.images) private var images

    public let id: String
    public var displayInfo: CommandDisplayInfo?
    /// What the user types to start the command.
    public let commandSymbol: String

    /// Creates the handler.
    /// - Parameters:
    ///   - commandSymbol: what the user types, e.g. `/giphy`.
    ///   - id: the command sent to the server before the text.
    public init(commandSymbol: String, id: String = "/giphy") {
        self.id = id
        self.commandSymbol = commandSymbol
        displayInfo = CommandDisplayInfo(
            displayName: L10n.Composer.Commands.giphy,
            icon: images.commandGiphy,
            format: "\(id) [\(L10n.Composer.Commands.Format.text)]",
            isInstant: true,
            placeholder: L10n.Composer.Placeholder.giphy
        )
    }

    public func canHandleCommand(in text: String, caretLocation: Int) -> ComposerCommand? {
        typedInFull(in: text, caretLocation: caretLocation).map(composerCommand(with:))
    }

    public func commandHandler(for command: ComposerCommand) -> CommandHandler? {
        command.id == id ? self : nil
    }

    /// Giphy has no suggestions.
    public func showSuggestions(for command: ComposerCommand) -> Future<SuggestionInfo, Error> {
        .failed(CommandSuggestionError.noSuggestionsAvailable)
    }

    /// Nothing to pick for giphy: the text is sent as typed.
    public func handleCommand(
        for text: Binding<String>,
        selectedRangeLocation: Binding<Int>,
        command: Binding<ComposerCommand?>,
        extraData: [String: Any]
    ) {}
}
