import Foundation
import StreamChat

extension MessageComposerViewModel {
    /// The command word `text` starts with when it names no command of the channel: `/unknown`
    /// of `/unknown something`, `/ban` where the channel does not enable bans; `nil` for any
    /// other text.
    ///
    /// A command word is the instant-commands symbol followed by letters, digits, `_` or `-`,
    /// then a space, a line break or the end (`/usr/bin` and `/ hi` are none). It is known
    /// when an instant command the channel offers is typed so (its trigger, case-insensitive),
    /// or when the channel enables a server command of that name (the server runs it).
    /// Unknown only once the channel is loaded: before, its commands are not known.
    func unknownCommand(in text: String) -> String? {
        let symbol = instantCommandsSymbol
        guard !symbol.isEmpty, text.hasPrefix(symbol), let channel = channelController.channel else { return nil }
        let body = text.dropFirst(symbol.count)
        let name = body.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
        guard !name.isEmpty, body.dropFirst(name.count).first.map({ $0.isWhitespace || $0.isNewline }) ?? true else { return nil }
        let word = symbol + name
        let availability = availability
        let offered = commandsHandler.instantCommands.contains { handler in
            availability.offers(commandId: handler.id)
                && InstantCommandsHandler.trigger(of: handler).caseInsensitiveCompare(word) == .orderedSame
        }
        if offered { return nil }
        if symbol == "/", channel.config.commands.contains(where: { $0.name.caseInsensitiveCompare(String(name)) == .orderedSame }) {
            return nil
        }
        return word
    }

    /// Return on a text that starts with an unknown command word (``unknownCommand(in:)``): the
    /// first time it is not sent, and says so above the input ("“/unknown” is not a command in
    /// this channel. Send again to post it as text."); sending the same text again while that
    /// notice shows posts it as text (the notice goes). Returns whether the send stops here.
    func holdsBackUnknownCommand() -> Bool {
        guard let word = unknownCommand(in: text) else { return false }
        let warning = ComposerNotice(kind: .error, text: L10n.Composer.Errors.unknownCommand(word))
        if warnedUnknownCommandText == text, notice == warning {
            warnedUnknownCommandText = nil
            notice = nil
            return false
        }
        warnedUnknownCommandText = text
        lastSendWasRefused = true
        notice = warning
        return true
    }
}
