import Foundation
import StreamChat
import SwiftUI

/// The channel's draft (Stream's draft messages, kept by the server per user and channel): the
/// composer fills it in when the channel opens, saves what is typed after a pause in typing,
/// when the channel closes and when the app saves every composer before quitting
/// (``saveOpenDrafts(of:)``), and deletes it when the message is sent. An edit in
/// progress is not a draft: starting one saves the draft first, ending it brings the draft back.
extension MessageComposerViewModel {
    /// The current user's draft in the channel, as the server last reported it.
    public var draftMessage: DraftMessage? {
        channelController.channel?.draftMessage
    }

    /// Saves at once what each open composer of `client` holds and has not saved yet as its
    /// channel's draft (a composer saves on its own after a pause in typing and when its channel
    /// closes). Call it before the app quits, then let the client finish its requests
    /// (`ChatClient.waitForPendingRequests()`); the demo does so on Ctrl-Q.
    public static func saveOpenDrafts(of client: ChatClient) {
        ComposerDrafts.open.saveAll(of: client)
    }

    /// Fills the composer with the channel's draft (text, mentions, command chip, quoted message).
    public func fillDraftMessage() {
        guard let draft = draftMessage else { return }
        fill(draft)
    }

    /// Saves what the composer holds as the channel's draft now, replying to `quotedMessage`
    /// (Stream's call); an empty composer deletes the draft. Nothing is sent when the draft is
    /// what was last saved, while a message is edited, or with
    /// `MessageListConfig.draftMessagesEnabled` off.
    public func updateDraftMessage(quotedMessage: ChatMessage?) {
        draftQuotedMessage = quotedMessage
        saveDraft()
    }

    /// Deletes the channel's draft on the server, if there is one.
    public func deleteDraftMessage() {
        guard draftsEnabled, draftMessage != nil || lastSavedDraft != nil || draftSaveFailed else { return }
        lastSavedDraft = nil
        sendDraftDelete()
    }

    /// Saves the draft unless the server holds it already (see ``updateDraftMessage(quotedMessage:)``):
    /// what was last saved, or no draft when the server reports none. After a refused save or
    /// delete it is sent whatever was saved before.
    func saveDraft() {
        draftSaveGeneration += 1
        guard draftsEnabled, editedMessageId == nil else { return }
        let draft = currentDraft
        // The draft the channel reports counts once the composer has taken it (before, an empty
        // composer is not the user clearing it).
        let serverMayHoldOther = draftSaveFailed || (draft == nil && hasTakenChannelDraft && draftMessage != nil)
        guard draft != lastSavedDraft || serverMayHoldOther else { return }
        lastSavedDraft = draft
        draftSaveFailed = false
        guard let draft else {
            sendDraftDelete()
            return
        }
        let command = draft.command.map { channelCommand(named: $0) ?? Command(name: $0) }
        draftRequestsInFlight += 1
        channelController.updateDraftMessage(
            text: draft.text, mentionedUserIds: draft.mentionedUserIds.sorted(), quotedMessageId: draft.quotedMessageId,
            command: command, extraData: draft.extraData
        ) { [weak self] result in
            guard let self else { return }
            if case let .failure(error) = result {
                // Not saved: said above the input; the next save sends it again.
                self.draftSaveFailed = true
                self.notice = ComposerNotice(kind: .error, text: L10n.Composer.draftNotSaved(Self.describe(error)))
            }
            self.draftRequestAnswered()
        }
    }

    /// Asks the server to delete the draft; a refusal makes the next save ask again.
    private func sendDraftDelete() {
        draftRequestsInFlight += 1
        channelController.deleteDraftMessage { [weak self] error in
            guard let self else { return }
            if error != nil { self.draftSaveFailed = true }
            self.draftRequestAnswered()
        }
    }

    /// The server answered a save or delete: once none is on its way, a draft another device
    /// saved meanwhile may be taken.
    private func draftRequestAnswered() {
        draftRequestsInFlight -= 1
        takeDraftFromElsewhereIfUntouched()
    }

    /// Takes the draft the user's other device saved or deleted in the channel while this
    /// composer is open, when the input holds no work of the user here: it is empty, or holds
    /// the draft the composer last filled in from the server, untouched since. What the user
    /// typed here is never replaced: the server's draft is then taken as what it holds, so the
    /// input's next save goes out and wins. Nor is an edit in progress or a draft the server
    /// refused. The channel's draft changing while this composer's own saves are on their way
    /// is their echo, not news (the composer looks again once they are answered).
    func takeDraftFromElsewhereIfUntouched() {
        guard draftsEnabled, hasTakenChannelDraft, draftRequestsInFlight == 0, !draftSaveFailed, editedMessageId == nil else { return }
        let stored = channelController.channel?.draftMessage
        let storedDraft = stored.map(ComposerDraft.init)
        guard storedDraft != lastSavedDraft else { return }
        lastSavedDraft = storedDraft
        let held = currentDraft
        guard held == nil || held == filledDraft else { return }
        if let stored {
            fill(stored)
        } else if let filled = filledDraft, held == filled, let quotedId = filled.quotedMessageId {
            // Deleted elsewhere (most likely sent there) while the input held the reply draft
            // filled in from the server: the reply goes with the text, or the next message
            // typed here would go out as a reply nobody meant.
            fill(text: "", command: nil, mentionedUsers: [], quotedMessage: nil)
            withdrawnQuotedMessageId = quotedId
        } else {
            // Deleted elsewhere: the text goes; a reply chosen here stays (the view holds it).
            fill(text: "", command: nil, mentionedUsers: [], quotedMessage: draftQuotedMessage)
        }
    }

    /// Saves the draft after `draftSaveDelay` without another change.
    func scheduleDraftSave() {
        guard draftsEnabled else { return }
        draftSaveGeneration += 1
        let generation = draftSaveGeneration
        let delay = draftSaveDelay
        Task { [weak self] in
            try? await Task.sleep(for: delay)
            guard let self, generation == self.draftSaveGeneration else { return }
            self.saveDraft()
        }
    }

    /// Takes the channel's draft the first time the channel is known: fills the composer with it
    /// unless something was typed (or an edit started) before the channel loaded.
    func takeChannelDraftIfNeeded() {
        guard draftsEnabled, !hasTakenChannelDraft, let channel = channelController.channel else { return }
        hasTakenChannelDraft = true
        guard let draft = channel.draftMessage else { return }
        lastSavedDraft = ComposerDraft(draft)
        guard text.isEmpty, activeInstantCommand == nil, editedMessageId == nil else { return }
        fill(draft)
    }

    /// The message the restored draft replies to, once (the composer view puts it in its binding).
    func takeRestoredQuotedMessage() -> ChatMessage? {
        defer { restoredQuotedMessage = nil }
        return restoredQuotedMessage
    }

    /// The message of a reply draft deleted elsewhere, once (the composer view takes the reply
    /// out of its binding when it still shows that message).
    func takeWithdrawnQuotedMessageId() -> MessageId? {
        defer { withdrawnQuotedMessageId = nil }
        return withdrawnQuotedMessageId
    }

    /// Ends an edit: empties the input and brings the channel's draft back into it. The edit's
    /// notice goes with it ("A message can't be empty. Delete it instead." speaks of an edit no
    /// longer there), also when the input was empty already and emptying it changed nothing.
    /// A notice that came during the edit about something else stays: "Draft not saved: …" (the
    /// save of what was typed before the edit, refused meanwhile) is about the draft that comes back.
    public func endEditing() {
        let kept = noticeSpeaksOfEdit ? nil : notice
        text = ""
        restoreDraftAfterEditing()
        if notice != kept { notice = kept }
    }

    /// Gives back what the composer held when the edit started (kept here, not read back from
    /// the server: its save may still be on its way, or refused).
    func restoreDraftAfterEditing() {
        guard editedMessageId != nil else { return }
        editedMessageId = nil
        let kept = draftBeforeEditing
        draftBeforeEditing = nil
        guard draftsEnabled, let kept else { return }
        fill(text: kept.text, command: kept.command, commandDeclined: kept.commandDeclined, mentionedUsers: kept.mentionedUsers,
             quotedMessage: kept.quotedMessage)
    }

    /// What ``restoreDraftAfterEditing()`` gives back when the edit that starts now ends: the
    /// draft with its command's chip or the command the user declined (see
    /// ``ComposerDraft/commandDeclined``), the mentions and the reply.
    func keepDraftBeforeEditing() {
        let draft = currentDraft
        draftBeforeEditing = (draft?.text ?? "", draft?.command, draft?.commandDeclined ?? false, mentionedUsers, draftQuotedMessage)
    }

    /// What the composer holds as a draft; nil when there is nothing to keep. An active
    /// command's chip is kept as its command's name (the channel's command, else the command
    /// word of the text without its symbol: a client-only `/pay` is `pay`); plain text has none,
    /// even when it starts with a command word (`/unmute ` left by Escape), and says whether the
    /// user declined that command (``ComposerDraft/commandDeclined``).
    var currentDraft: ComposerDraft? {
        var fullText = text
        var commandName: String?
        if let command = activeInstantCommand {
            fullText = "\(command.id) \(text)"
            commandName = CommandText(fullText, symbol: instantCommandsSymbol).map { channelCommand(named: $0.name)?.name ?? $0.name }
        }
        guard !fullText.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        // Broadcast mentions (`@here`) stand for members, not a user the server knows.
        var mentioned = Set(mentionedUsers.filter {
            !($0 is BroadcastMention) && MentionOccurrences.contains($0.mentionText, symbol: mentionsSymbol, in: text)
        }.map(\.id))
        // A two-step command's pick is kept with its mention, to be picked again on restore.
        if let picked = activeTwoStepCommand?.selectedUser { mentioned.insert(picked.id) }
        let declined = activeInstantCommand == nil && declinedCommandText == text
        return ComposerDraft(text: fullText, command: commandName, commandDeclined: declined, mentionedUserIds: mentioned,
                             quotedMessageId: draftQuotedMessage?.id)
    }

    /// The channel's command named `name`, whatever its case (`ChannelConfig.command(named:)`);
    /// nil for a client-only command (`pay`) and before the channel is loaded.
    private func channelCommand(named name: String) -> Command? {
        channelController.channel?.config.command(named: name)
    }

    /// Fills the composer with the server's draft, noting it as what the input holds untouched.
    private func fill(_ draft: DraftMessage) {
        let kept = ComposerDraft(draft)
        fill(text: draft.text, command: kept.command, commandDeclined: kept.commandDeclined,
             mentionedUsers: draft.mentionedUsers.sorted { $0.id < $1.id }, quotedMessage: draft.quotedMessage)
        filledDraft = kept
    }

    /// Puts a draft's parts in the composer: `text` holds an active command's `/name ` in front,
    /// and `command` (the draft's) says whether its chip was on; without one the text is plain,
    /// and `commandDeclined` says whether the user declined the command it starts with.
    private func fill(
        text draftText: String, command: String?, commandDeclined: Bool = false, mentionedUsers users: [ChatUser],
        quotedMessage: ChatMessage?
    ) {
        // Restored as it was left: no typing event, no suggestions until the user edits.
        applyingChange {
            composerCommand = nil
            text = draftText
            selectedRangeLocation = draftText.utf16.count
        }
        mentionedUsers = users
        draftQuotedMessage = quotedMessage
        restoredQuotedMessage = quotedMessage
        // A command's chip comes back (`/giphy cats` shows the chip and "cats"), and a two-step
        // command's pick with it (`/unmute @Zoë Kravitz ` runs on the next Return, as before
        // leaving; it listed Zoë again to be picked, a Return more than the same text typed).
        // Plain text stays plain, even one that starts with a command word: "/unmute " left by
        // Escape came back as Unmute's chip. Typing in it, or Return, turns the command on,
        // unless the user declined it (a client-only `/pay @ana 5` is posted as text).
        // The chip is the draft's command only when the text starts with that command's word
        // (a draft naming giphy with the text `/unmute …` is plain text; so is an empty name).
        let typed = CommandText(draftText, symbol: instantCommandsSymbol)
        let restoresChip = typed.map { command?.caseInsensitiveCompare($0.name) == .orderedSame } ?? false
        declinedCommandText = commandDeclined && !restoresChip ? draftText : nil
        guard restoresChip else { return }
        refreshCommand()
        if let twoStep = activeTwoStepCommand, twoStep.restorePick(among: users, in: text) { refreshCommand() }
    }
}
