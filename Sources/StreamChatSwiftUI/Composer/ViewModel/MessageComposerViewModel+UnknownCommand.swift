import Foundation
import StreamChat

extension MessageComposerViewModel {
    /// The command word `text` starts with when nothing will run it as the text is sent:
    /// `/unknown` of `/unknown something`, `/ban` where the channel does not enable bans,
    /// `/PAY` of `/PAY @ana 10` (a client-only command runs only as its trigger is spelled,
    /// ``commandSent(as:)``); `nil` for any other text.
    ///
    /// A command word is what the server takes for one (`CommandText`, the same parse): the
    /// instant-commands symbol, then letters, digits, `_` or `-`, then white space of any kind
    /// or the end (`/usr/bin` and `/ hi` are none). It is known only when the channel enables
    /// a server command of that name, whatever its case (the server runs it). Unknown only once
    /// the channel is loaded: before, its commands are not known.
    func unknownCommand(in text: String) -> String? {
        guard channelController.channel != nil, let command = CommandText(text, symbol: instantCommandsSymbol) else { return nil }
        // The server runs the commands the channel enables, whatever their case (`/GIPHY dogs`).
        if instantCommandsSymbol == "/", availability.enablesServerCommand(named: command.name) { return nil }
        // A client-only command runs only as its trigger is spelled (`commandSent(as:)` ran
        // it): posting its text would pay or mute nobody without a word.
        return command.word
    }

    /// The trigger of the client-only command the channel offers that `word` (a command word
    /// ``unknownCommand(in:)`` found) names whatever its case: `/pay` for `/PAY`.
    func clientOnlyTrigger(for word: String) -> String? {
        offeredInstantCommand(named: word).map { InstantCommandsHandler.trigger(of: $0.handler) }
    }

    /// Return on a text that starts with an unknown command word (``unknownCommand(in:)``): the
    /// first time it is not sent, and says so above the input ("“/unknown” is not a command in
    /// this channel. Send again to post it as text.", or for a client-only command "“/PAY” did
    /// not run: type /pay and a space to use it. Send again to post it as text."); sending the same text again while that
    /// notice shows posts it as text (the notice goes). `messageText` is what would be sent.
    /// Returns the notice when the send stops here.
    func holdsBackUnknownCommand(sending messageText: String) -> String? {
        guard let word = unknownCommand(in: messageText) else { return nil }
        let quoted = NoticeExcerpt.of(word)
        let explanation = clientOnlyTrigger(for: word).map { L10n.Composer.Errors.commandNotRun(quoted, $0) }
            ?? L10n.Composer.Errors.unknownCommand(quoted)
        let warning = ComposerNotice(kind: .error, text: explanation)
        if warnedUnknownCommandText == text, notice == warning {
            warnedUnknownCommandText = nil
            notice = nil
            return nil
        }
        warnedUnknownCommandText = text
        notice = warning
        return explanation
    }
}
