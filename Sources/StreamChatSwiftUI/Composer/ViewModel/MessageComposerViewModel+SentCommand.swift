import Foundation
import StreamChat

extension MessageComposerViewModel {
    /// The instant command the channel offers whose trigger `word` (a command word: `/mute`,
    /// `/PAY`) names, whatever its case, and whether `word` spells that trigger exactly (a
    /// trigger spelled exactly wins over one that differs only in case). The one matching of a
    /// command word to its handler: ``commandSent(as:)``, ``clientOnlyTrigger(for:)`` and the
    /// recognition of a command typed in full all use it.
    func offeredInstantCommand(named word: String) -> (handler: CommandHandler, spelledExactly: Bool)? {
        let availability = availability
        var caseless: CommandHandler?
        for handler in commandsHandler.instantCommands
        where handler.displayInfo?.isInstant == true && availability.offers(commandId: handler.id) {
            let trigger = InstantCommandsHandler.trigger(of: handler)
            if trigger == word { return (handler, true) }
            if caseless == nil, trigger.caseInsensitiveCompare(word) == .orderedSame { caseless = handler }
        }
        return caseless.map { ($0, false) }
    }

    /// The instant command the channel offers that `text` (a text Return sends, with no command
    /// active) starts with as a command word (`CommandText`: `/unmute`, `/mute @nobody`,
    /// `/giphy⇥cats`), with what follows the word, and whether the server runs it (a server
    /// command the channel enables): the server would run that text as the command, so the
    /// composer runs it. A server command's word matches whatever its case, as the server's
    /// does (`/GIPHY dogs`); a client-only command's (`/pay`) only as its trigger is spelled
    /// (`/PAY` is held back, ``holdsBackUnknownCommand(sending:)``). `nil` for any other text,
    /// and before the channel is loaded (its commands are not known).
    func commandSent(as text: String) -> (handler: CommandHandler, arguments: String, runsOnServer: Bool)? {
        guard channelController.channel != nil, let typed = CommandText(text, symbol: instantCommandsSymbol) else { return nil }
        let runsOnServer = instantCommandsSymbol == "/" && availability.enablesServerCommand(named: typed.name)
        guard let found = offeredInstantCommand(named: typed.word), runsOnServer || found.spelledExactly else { return nil }
        return (found.handler, typed.arguments, runsOnServer)
    }

    /// Turns on `handler`'s command as if picked, with `arguments` as its text (caret at the
    /// end): its chip, its suggestions (a two-step command's users), nothing of the text lost.
    /// The text it replaces is kept for ``cancelCommand()`` to give back.
    func turnOn(_ handler: CommandHandler, with arguments: String) {
        let typed = text
        applyingChange {
            composerCommand = InstantCommandsHandler.activated(handler)
            text = arguments
            selectedRangeLocation = arguments.utf16.count
        }
        textBeforeSentCommand = SentCommandText(commandId: handler.id, typed: typed, arguments: arguments)
        declinedCommandText = nil
        refreshCommand()
    }

    /// Ends the command Return turned on from `sent`'s text and gives that text back: exactly
    /// as typed when the input still holds the arguments Return left, else the command word
    /// and what came before the arguments in front of what the input holds now (a picked
    /// user's mention goes, as ``cancelCommand()`` takes it). No command is recognised in it;
    /// Return on it unchanged posts a client-only command's text as text.
    func giveBack(_ sent: SentCommandText) {
        let picked = activeTwoStepCommand.flatMap { $0.selectedUser == nil ? nil : $0 }
        let now = picked.map { $0.removingSelectedMention(from: text) } ?? text
        let restored = now == sent.arguments ? sent.typed : sent.prefix + now
        picked?.selectedUser = nil
        applyingChange {
            composerCommand = nil
            suggestions = [:]
            text = restored
            selectedRangeLocation = restored.utf16.count
        }
        textBeforeSentCommand = nil
        declinedCommandText = restored
        refreshCommand(activatingTypedCommand: false)
    }
}

/// A text Return turned into an active command (`/mute is annoying` became Mute with
/// "is annoying"): what ``MessageComposerViewModel/cancelCommand()`` gives back.
struct SentCommandText: Equatable {
    /// The command turned on.
    let commandId: String
    /// The input's text as it was on Return.
    let typed: String
    /// The text the command was given (what followed the command word).
    let arguments: String

    /// What came before the arguments in the typed text (`/mute `).
    var prefix: String {
        guard let range = typed.range(of: arguments, options: .backwards), !arguments.isEmpty else { return typed.trimmingCharacters(in: .whitespacesAndNewlines) + " " }
        return String(typed[..<range.lowerBound])
    }
}
