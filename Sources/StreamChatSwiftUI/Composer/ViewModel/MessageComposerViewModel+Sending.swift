import Foundation
import StreamChat
import SwiftUI

extension MessageComposerViewModel {
    /// Sends what the composer holds.
    ///
    /// - A two-step command that takes only a user
    ///   (``TwoStepMentionCommand/acceptsTextAfterUser`` is `false`), with text after the user's
    ///   mention, does not run and posts nothing: the error names the text, which stays.
    /// - An active command whose handler replaces the message (two-step commands by default)
    ///   runs `executeOnMessageSent` and posts nothing; on success the input clears and a local
    ///   system message only this user sees tells what happened in the channel ("Ana was muted",
    ///   see `ChatChannelController.addLocalSystemMessage`); on error the error is shown
    ///   and the text kept. A handler that never completes stops being waited for after
    ///   ``commandTimeout``, on the next edit, or on ``cancelCommand()``.
    /// - Another active command runs `executeOnMessageSent` and sends `"<command> <text>"`,
    ///   mentioning the user a two-step command picked (`/pay @Ana Lee 10` mentions Ana).
    /// - Plain text is sent with the ids of the users still mentioned in it, quoting
    ///   `quotedMessage`; with `editedMessage` the text replaces that message's text instead.
    ///   A text that starts with a command the channel offers (`/unmute` left as text when a
    ///   command ended, `/giphy⇥cats` pasted) is that command: its chip comes on with the rest
    ///   of the text as its argument, and it is sent as an active command is, or says what it
    ///   lacks (`/unmute` alone: "Pick a user first."); ``cancelCommand()`` then gives the text
    ///   back as typed, and Return on it unchanged posts a client-only command's text as text
    ///   (a server command's comes on again). A text that starts with a command word
    ///   the channel does not know (`/unknown hi`) is not sent the first time: a notice says
    ///   so, and sending it again posts it as text.
    /// - A text the client refuses at once (over the channel's length limit) stays in the input
    ///   with the error shown, and the composer view keeps its reply or edit. An edit the server
    ///   refuses later (a blocklisted word) comes back with its text and the error, unless the
    ///   user typed or started something else meanwhile (see ``reopenedEdit``).
    /// - The text goes without the white space and line breaks around it (`"  hi⏎⏎"` is sent
    ///   as "hi"; inside it they stay); a text of only those is not sent. A message's text and
    ///   an edit's then go through `Utils.composerConfig.adjustMessageOnSend`.
    ///
    /// `completion` is called exactly once on every path: with the send's or the command's error,
    /// if any, and with an error when nothing was sent (``ComposerSendError``, or
    /// ``TwoStepCommandError`` for a two-step command without its user or with text after it,
    /// ``CommandTimeoutError`` for a command that did not answer in time).
    /// - Parameters:
    ///   - quotedMessage: the message the new message replies to.
    ///   - editedMessage: the message whose text is replaced.
    ///   - completion: called once with the send's error, if any.
    public func sendMessage(
        quotedMessage: ChatMessage? = nil,
        editedMessage: ChatMessage? = nil,
        completion: (@MainActor (Error?) -> Void)? = nil
    ) {
        send(quotedMessage: quotedMessage, editedMessage: editedMessage, onInputSent: {}, completion: completion ?? { _ in })
    }

    /// ``sendMessage(quotedMessage:editedMessage:completion:)``, telling `onInputSent` when the
    /// input let go of what it held, the reply or edit with it (the composer view then ends
    /// them): at once for a post or an edit the client took, when a command that replaces the
    /// message succeeded, and after the look-up of a user typed in full (`/pay @chloe 12.5`)
    /// once the command was sent. Never for what stays in the input (a refusal, a command that
    /// failed or timed out, nothing to send).
    func send(
        quotedMessage: ChatMessage?,
        editedMessage: ChatMessage?,
        onInputSent: @escaping @MainActor () -> Void,
        completion: @escaping @MainActor (Error?) -> Void
    ) {
        guard canSend else {
            explainWhyNothingIsSent(quotedMessage: quotedMessage, onInputSent: onInputSent, then: completion)
            return
        }
        // What goes out has no white space or line breaks around it (inside, they stay).
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let editedMessage {
            let refusal = RefusedAtOnce()
            let editedText = adjustMessageOnSend(trimmed)
            channelController.editMessage(editedMessage.id, text: editedText) { [weak self] error in
                refusal.note(error)
                // Refused by the server after the input let it go: the edit comes back.
                if error != nil, refusal.isDecided {
                    self?.reopenRefusedEdit(of: editedMessage, text: editedText, ifInputIs: refusal.inputLeft)
                }
                // Refused at once (the edit stays) or reopened: the notice is the edit's.
                if let error, let self { self.showError(error, ofEdit: self.editedMessageId == editedMessage.id) }
                completion(error)
            }
            clearInputUnless(refusal)
            // The edit is done: the channel's draft comes back into the input.
            if !refusal.wasRefused { restoreDraftAfterEditing() }
            refusal.inputLeft = input
            if !refusal.wasRefused { onInputSent() }
            return
        }
        if let command = activeInstantCommand, let handler = commandsHandler.commandHandler(for: command) {
            if let refusal = refusalOfTextAfterUser(for: handler) {
                completion(refusal)
                return
            }
            if handler.replacesMessageSent {
                run(command, of: handler, onInputSent: onInputSent, completion: completion)
                return
            }
            // The picked user is mentioned in the posted message (`/pay @Ana Lee 10`), as a
            // picked mention is; read before running, which may deselect them.
            let picked = (handler as? TwoStepMentionCommand)?.selectedUser.map { [$0.id] } ?? []
            commandsHandler.executeOnMessageSent(composerCommand: command) { [weak self] error in
                if let error { self?.showError(error) }
            }
            post("\(command.id) \(trimmed)", mentionedUserIds: picked, quotedMessageId: quotedMessage?.id,
                 onInputSent: onInputSent, completion: completion)
            return
        }
        // A text that starts with a command the channel offers is that command, as the server
        // would take it (`/unmute` left as text when a command ended): its chip comes on and it
        // runs, or says what it lacks, keeping its text.
        // Escape gave a client-only command's text back after that (`declinedCommandText`):
        // Return on it unchanged posts it as text.
        let declined = declinedCommandText == text
        if let (handler, arguments, runsOnServer) = commandSent(as: trimmed), runsOnServer || !declined {
            turnOn(handler, with: arguments)
            guard canSend else {
                return explainWhyNothingIsSent(quotedMessage: quotedMessage, onInputSent: onInputSent,
                                               rowsWereSeen: false, then: completion)
            }
            send(quotedMessage: quotedMessage, editedMessage: nil, onInputSent: onInputSent, completion: completion)
            return
        }
        if !declined, let notice = holdsBackUnknownCommand(sending: trimmed) {
            completion(ComposerSendError.heldBack(notice: notice))
            return
        }
        let sent = adjustMessageOnSend(trimmed)
        post(sent, mentionedUserIds: mentionedUserIds(in: sent), quotedMessageId: quotedMessage?.id,
             onInputSent: onInputSent, completion: completion)
    }

    /// Fills the input with `message`'s text for editing (caret at the end), after saving what
    /// the input held as the channel's draft (``endEditing()`` brings it back).
    ///
    /// While editing no command is recognised: a message whose text starts with a command
    /// (`/pay @Ana Lee 10`, posted by a command that posts its message) is edited as text, and
    /// Return edits it; it runs nothing and posts nothing.
    public func startEditing(_ message: ChatMessage) {
        startEditing(message, text: message.text)
    }

    /// Starts editing `message` with `editText` in the input (caret at the end), set as one
    /// change: no typing event, no command recognised.
    func startEditing(_ message: ChatMessage, text editText: String) {
        // Already editing it (an edit the server refused, opened again): its text stays.
        guard editedMessageId != message.id else { return }
        // What was typed is kept as the draft (and here, to give back when the edit ends); the
        // edit's text is not one.
        saveDraft()
        if editedMessageId == nil { keepDraftBeforeEditing() }
        editedMessageId = message.id
        cancelCommand()
        applyingChange {
            text = editText
            selectedRangeLocation = editText.utf16.count
        }
        textReplaced()
    }

    /// The ids of the users whose mentions are still in `text`; `@here` counts as the online
    /// members, `@channel` as all loaded members.
    public func mentionedUserIds(in text: String) -> [UserId] {
        let members = channelController.channel?.lastActiveMembers ?? []
        let currentUserId = channelController.client.currentUserId
        var ids: [UserId] = []
        var seen = Set<UserId>()
        for user in mentionedUsers where MentionOccurrences.contains(user.mentionText, symbol: mentionsSymbol, in: text) {
            let reached: [UserId]
            switch (user as? BroadcastMention)?.audience {
            case .here?: reached = members.filter(\.isOnline).map(\.id)
            case .channel?: reached = members.map(\.id)
            case nil: reached = [user.id]
            }
            for id in reached where id != currentUserId && seen.insert(id).inserted {
                ids.append(id)
            }
        }
        return ids
    }

    /// Return with nothing sendable: an active two-step command still waiting for its user says
    /// so above the input, instead of doing nothing: the typed name is looked up again (a
    /// restored draft shows no list until edited), and either its matches show with "Pick a user
    /// first." or "No member matches “@nobody”. Pick a user from the list." says none came
    /// (the search's error when it failed, not that verdict; "Pick a user first." at once with
    /// nothing typed). So does an edit whose text was
    /// emptied ("A message can't be empty. Delete it instead."), and another active command
    /// that has nothing to run with yet: `/giphy` without text says what it expects, its
    /// format ("Complete the command: /giphy [text]"), and stays active; so does a two-step
    /// command whose user is picked but that refuses to run yet (`canBeExecuted` overridden to
    /// want an argument after the user).
    /// Anything else that cannot be sent (an empty input, a command still running) shows nothing.
    ///
    /// `completion` is called once: with the error saying why nothing was sent, or with the
    /// send's outcome when a user typed in full is picked and the command sent (replying to
    /// `quotedMessage`, telling `onInputSent` as ``send(quotedMessage:editedMessage:onInputSent:completion:)`` does).
    ///
    /// `rowsWereSeen` `false`: the command came on with this Return (a text that starts with
    /// it, ``commandSent(as:)``), so the suggestions it shows were not there to pick; a two-step
    /// command says what it lacks even with rows showing ("Pick a user first." with `/unmute`'s
    /// list).
    func explainWhyNothingIsSent(
        quotedMessage: ChatMessage?,
        onInputSent: @escaping @MainActor () -> Void,
        rowsWereSeen: Bool = true,
        then completion: @escaping @MainActor (Error?) -> Void
    ) {
        guard !isExecutingCommand, isSendMessageEnabled else { return completion(ComposerSendError.nothingToSend) }
        if editedMessageId != nil, activeInstantCommand == nil,
           text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            return holdBack(L10n.Composer.Errors.emptyEdit, ofEdit: true, completion)
        }
        guard let command = activeInstantCommand else { return completion(ComposerSendError.nothingToSend) }
        // A command with its user picked (or that takes none) still lacks what it runs with.
        guard let handler = commandsHandler.commandHandler(for: command) as? TwoStepMentionCommand,
              handler.selectedUser == nil else {
            return holdBackIncomplete(command, completion)
        }
        // Rows the user saw were theirs to pick (Return picks the highlighted one); rows of a
        // command this Return turned on were not seen: the notice says what it lacks.
        guard suggestionRowCount == 0 || !rowsWereSeen else { return completion(TwoStepCommandError.noUserSelected) }
        let typed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if typed.isEmpty {
            showNotice(ComposerNotice(kind: .error, text: L10n.Composer.Errors.pickUser))
            return completion(TwoStepCommandError.noUserSelected)
        }
        // A mention typed in full with an argument (`@chloe 12.5`) is the member it names.
        handler.resolveTypedMention(typed, oneWord: !rowsWereSeen) { [weak self] match in
            guard let self, self.text.trimmingCharacters(in: .whitespacesAndNewlines) == typed else {
                return completion(TwoStepCommandError.noUserSelected)
            }
            if let match {
                self.sendPicking(match.user, then: match.rest, quotedMessage: quotedMessage, onInputSent: onInputSent, completion: completion)
                return
            }
            // Nothing is sent; the notice comes once the search has answered.
            completion(TwoStepCommandError.noUserSelected)
            let userPart = typed.prefix { $0 != " " }
            self.requestSuggestions(for: command) { [weak self] found in
                guard let self else { return }
                if case let .failed(error) = self.suggestionsAnswer { self.showError(error); return }
                let excerpt = NoticeExcerpt.of(String(userPart))
                let explanation = found ? L10n.Composer.Errors.pickUser
                    : self.namesCurrentUser(String(userPart)) ? L10n.Composer.Errors.notYourself(excerpt, command.id)
                    : L10n.Composer.Errors.noUserMatches(excerpt)
                self.showNotice(ComposerNotice(kind: .error, text: explanation))
            }
        }
    }

    /// Whether `mention` (`@alex`, `@Alex`, the first word of "@Alex Morgan") names the current
    /// user, whom the suggestions of a two-step command leave out: "No member matches" would be
    /// wrong about a member.
    private func namesCurrentUser(_ mention: String) -> Bool {
        guard mention.hasPrefix(mentionsSymbol), let me = channelController.client.currentUserId else { return false }
        let typed = String(mention.dropFirst(mentionsSymbol.count))
        guard !typed.isEmpty else { return false }
        if me.foldedPrefixEnd(typed) == me.endIndex { return true }
        // The current user's own record: a channel's member list is capped, and may leave them out.
        guard let name = channelController.client.currentUser?.name else { return false }
        guard let end = name.foldedPrefixEnd(typed) else { return false }
        return end == name.endIndex || name[end] == " "
    }

    /// Picks `user` for the active two-step command as a tap on their row would, keeps `rest`
    /// (the argument typed after the mention) after the mention, and sends, replying to `quotedMessage`.
    private func sendPicking(
        _ user: ChatUser, then rest: String, quotedMessage: ChatMessage?,
        onInputSent: @escaping @MainActor () -> Void, completion: @escaping @MainActor (Error?) -> Void
    ) {
        handleCommand(["chatUser": user])
        let argument = rest.drop { $0 == " " }
        if !argument.isEmpty {
            text += argument
            selectedRangeLocation = text.utf16.count
        }
        guard canSend else {
            guard activeTwoStepCommand?.selectedUser != nil, let command = activeInstantCommand else {
                return completion(TwoStepCommandError.noUserSelected)
            }
            return holdBackIncomplete(command, completion)
        }
        send(quotedMessage: quotedMessage, editedMessage: nil, onInputSent: onInputSent, completion: completion)
    }

    /// Holds back `command`, which has not all it runs with yet: the notice gives its format
    /// ("Complete the command: /giphy [text]").
    private func holdBackIncomplete(_ command: ComposerCommand, _ completion: @MainActor (Error?) -> Void) {
        let format = command.displayInfo?.format ?? ""
        holdBack(L10n.Composer.Errors.commandIncomplete(format.isEmpty ? command.id : format), completion)
    }

    /// Shows `explanation` above the input (`ofEdit`: it speaks of the edit in progress) and
    /// completes the send that it held back.
    private func holdBack(_ explanation: String, ofEdit: Bool = false, _ completion: @MainActor (Error?) -> Void) {
        showNotice(ComposerNotice(kind: .error, text: explanation), ofEdit: ofEdit)
        completion(ComposerSendError.heldBack(notice: explanation))
    }

    // MARK: - Private

    private func post(
        _ messageText: String,
        mentionedUserIds: [UserId],
        quotedMessageId: MessageId?,
        onInputSent: @MainActor () -> Void,
        completion: @escaping @MainActor (Error?) -> Void
    ) {
        let refusal = RefusedAtOnce()
        channelController.createNewMessage(
            text: messageText,
            mentionedUserIds: mentionedUserIds,
            quotedMessageId: quotedMessageId
        ) { [weak self] result in
            if case let .failure(error) = result { self?.showError(error) }
            refusal.note(result.error)
            completion(result.error)
        }
        clearInputUnless(refusal)
        if !refusal.wasRefused { onInputSent() }
    }

    /// Clears the input after a send or edit, unless the client refused it before returning
    /// (content it never accepts, such as a text over the length limit): that draft stays in
    /// the input, with the error shown, to be fixed instead of lost.
    private func clearInputUnless(_ refusal: RefusedAtOnce) {
        refusal.isDecided = true
        if !refusal.wasRefused { clearInput() }
    }

    private func run(
        _ command: ComposerCommand, of handler: CommandHandler,
        onInputSent: @escaping @MainActor () -> Void, completion: @escaping @MainActor (Error?) -> Void
    ) {
        let target = (handler as? TwoStepMentionCommand)?.selectedUser
        let done = SendCompletion(completion)
        runningCommandCompletion = done
        let timeout = commandTimeout
        Task { [weak self] in
            try? await Task.sleep(for: timeout)
            self?.commandTimedOut(done)
        }
        commandsHandler.executeOnMessageSent(composerCommand: command) { [weak self] error in
            guard let self else { return done(error) }
            // No longer waited for (`done` was called when the waiting stopped), or another
            // run is waited for.
            guard self.runningCommandCompletion === done else { return }
            self.runningCommandCompletion = nil
            if let error {
                self.showError(error)
            } else {
                if let target, let message = (handler as? TwoStepMentionCommand)?.successMessage(for: target, running: command) {
                    self.channelController.addLocalSystemMessage(text: message)
                }
                self.clearInput()
                onInputSent()
            }
            done(error)
        }
    }

    /// Whether `handler` is a two-step command that takes only a user
    /// (``TwoStepMentionCommand/acceptsTextAfterUser`` is `false`) with text after the user's
    /// mention: then nothing runs, the error (returned) names the text, and the text and pick stay.
    private func refusalOfTextAfterUser(for handler: CommandHandler) -> TwoStepCommandError? {
        guard let twoStep = handler as? TwoStepMentionCommand, !twoStep.acceptsTextAfterUser else { return nil }
        let extra = twoStep.textAfterSelectedUser(in: text)
        guard !extra.isEmpty else { return nil }
        let refusal = TwoStepCommandError.textAfterUser(command: twoStep.commandSymbol, text: extra)
        showError(refusal)
        return refusal
    }

    /// The run whose send completes with `done` did not answer in time (unless the wait for it
    /// already stopped).
    private func commandTimedOut(_ done: SendCompletion) {
        guard runningCommandCompletion === done else { return }
        stopWaitingForCommand(because: CommandTimeoutError())
        showError(CommandTimeoutError())
    }

    /// Forgets the running command's completion: the composer no longer waits for it. The send
    /// that ran it completes with `reason`.
    func stopWaitingForCommand(because reason: Error = ComposerSendError.stoppedWaiting) {
        guard isExecutingCommand else { return }
        let completion = runningCommandCompletion
        runningCommandCompletion = nil
        completion?(reason)
    }

    private func showError(_ error: Error, ofEdit: Bool = false) {
        showNotice(ComposerNotice(kind: .error, text: Self.describe(error)), ofEdit: ofEdit)
    }

    /// Shows `notice` above the input; `ofEdit`: it speaks of the edit in progress, and
    /// ``endEditing()`` takes it away.
    private func showNotice(_ notice: ComposerNotice, ofEdit: Bool = false) {
        self.notice = notice
        noticeSpeaksOfEdit = ofEdit
    }

    private func clearInput() {
        applyingChange {
            text = ""
            selectedRangeLocation = 0
            composerCommand = nil
        }
        mentionedUsers = []
        textBeforeSentCommand = nil
        reportTyping()
        refreshCommand()
        // Sent: the draft goes (not while editing: the draft is still to come back).
        saveDraft()
    }

    static func describe(_ error: Error) -> String {
        if let error = error as? ClientError { return error.message.isEmpty ? "\(error)" : error.message }
        return String(describing: error)
    }
}

/// A command did not call its completion in time; the composer stopped waiting.
public struct CommandTimeoutError: Error, CustomStringConvertible, Sendable {
    public var description: String { L10n.Composer.Errors.commandTimeout }
}

extension Result {
    fileprivate var error: Failure? {
        if case let .failure(error) = self { return error }
        return nil
    }
}

/// A send's completion, called at most once (the command's answer and the end of the wait both
/// try it).
@MainActor final class SendCompletion {
    private var completion: (@MainActor (Error?) -> Void)?

    init(_ completion: @escaping @MainActor (Error?) -> Void) {
        self.completion = completion
    }

    func callAsFunction(_ error: Error?) {
        let pending = completion
        completion = nil
        pending?(error)
    }
}

/// Whether a send's completion reported an error before the send call returned.
@MainActor private final class RefusedAtOnce {
    /// Set once the send call has returned: later errors come from the server, not a refusal.
    var isDecided = false
    private(set) var wasRefused = false
    /// What the input held once the send call returned (an edit: the draft given back).
    var inputLeft: ComposerInput?

    func note(_ error: Error?) {
        if error != nil, !isDecided { wasRefused = true }
    }
}
