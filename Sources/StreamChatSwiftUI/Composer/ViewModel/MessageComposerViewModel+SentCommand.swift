import Foundation
import StreamChat

extension MessageComposerViewModel {
    /// The instant command the channel offers that `text` (a text Return sends, with no command
    /// active) starts with as a command word (`CommandText`: `/unmute`, `/mute @nobody`,
    /// `/giphy⇥cats`), with what follows the word: the server would run that text as the
    /// command, so the composer runs it. A server command's word matches whatever its case, as
    /// the server's does (`/GIPHY dogs`); a client-only command's (`/pay`) only as its trigger is
    /// spelled (`/PAY` is held back, ``holdsBackUnknownCommand(sending:)``). `nil` for any
    /// other text, and before the channel is loaded (its commands are not known).
    func commandSent(as text: String) -> (handler: CommandHandler, arguments: String)? {
        guard channelController.channel != nil, let typed = CommandText(text, symbol: instantCommandsSymbol) else { return nil }
        let availability = availability
        let servers = instantCommandsSymbol == "/" && availability.enablesServerCommand(named: typed.name)
        let handler = commandsHandler.instantCommands.first { handler in
            guard handler.displayInfo?.isInstant == true, availability.offers(commandId: handler.id) else { return false }
            let trigger = InstantCommandsHandler.trigger(of: handler)
            return servers ? trigger.caseInsensitiveCompare(typed.word) == .orderedSame : trigger == typed.word
        }
        return handler.map { ($0, typed.arguments) }
    }

    /// Turns on `handler`'s command as if picked, with `arguments` as its text (caret at the
    /// end): its chip, its suggestions (a two-step command's users), nothing of the text lost.
    func turnOn(_ handler: CommandHandler, with arguments: String) {
        applyingChange {
            composerCommand = InstantCommandsHandler.activated(handler)
            text = arguments
            selectedRangeLocation = arguments.utf16.count
        }
        refreshCommand()
    }
}
