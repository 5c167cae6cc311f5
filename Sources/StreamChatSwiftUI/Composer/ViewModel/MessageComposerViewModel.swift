import Combine
import Foundation
import StreamChat
import SwiftUI

/// The state of the message composer: text, caret, the active command and its suggestions.
///
/// - `selectedRangeLocation` is the end of the selection, in UTF-16 code units.
/// - `suggestions` holds at most one kind: `"mentions"` → `[ChatUser]` or
///   `"instantCommands"` → `[CommandHandler]` (or a custom handler's key); empty when nothing
///   is suggested.
/// - Suggestions of an older keystroke never overwrite those of a newer one.
@MainActor public final class MessageComposerViewModel: ObservableObject {
    /// The text in the input.
    @Published public var text: String = "" {
        didSet {
            guard text != oldValue else { return }
            inputDidChange()
            scheduleDraftSave()
        }
    }
    /// The end of the selection (the caret), in UTF-16 code units.
    @Published public var selectedRangeLocation: Int = 0 {
        didSet { if selectedRangeLocation != oldValue { caretDidChange() } }
    }
    /// The command being typed or active (shown as a chip when its display info is instant).
    @Published public var composerCommand: ComposerCommand?
    /// The current suggestions, keyed by kind.
    @Published public internal(set) var suggestions: [String: Any] = [:] {
        didSet { highlightedSuggestion = 0 }
    }
    /// The suggestion row the keyboard highlights (Up/Down move it, Tab/Return pick it).
    @Published public internal(set) var highlightedSuggestion = 0
    /// Why the last send or command failed, shown only to this user above the input. (A
    /// command's success goes into the channel as a local system message instead.)
    @Published public internal(set) var notice: ComposerNotice? {
        didSet { noticeSpeaksOfEdit = false }
    }
    /// Whether ``notice`` speaks of the edit in progress ("A message can't be empty. Delete it
    /// instead.", the edit's refusal): ``endEditing()`` takes only such a notice away. Setting
    /// another notice turns it off.
    var noticeSpeaksOfEdit = false
    /// Whether a command runs and the composer waits for it (send is disabled meanwhile;
    /// editing the text or ``cancelCommand()`` stops waiting).
    public var isExecutingCommand: Bool {
        runningCommandCompletion != nil
    }

    /// The channel messages are sent to.
    public let channelController: ChatChannelController
    /// The root handler of the configured commands.
    public let commandsHandler: CommandsHandler
    /// How long to wait for a command's completion before giving up (the text is kept). Starts
    /// at `Utils.composerConfig.commandTimeout` (``ComposerConfig/commandTimeout``).
    public var commandTimeout: Duration
    /// The users picked from mention suggestions since the last send.
    public internal(set) var mentionedUsers: [ChatUser] = []

    let mentionsSymbol: String
    /// The symbol that starts an instant command (the config's).
    let instantCommandsSymbol: String
    /// The text whose unknown command word was just pointed out: sending it again posts it.
    var warnedUnknownCommandText: String?
    /// The text Return turned into an active command (``commandSent(as:)``), kept for
    /// ``cancelCommand()`` to give back; `nil` once that command ends.
    var textBeforeSentCommand: SentCommandText?
    /// A text whose command Escape declined after Return turned it on: Return on it unchanged
    /// posts a client-only command's text as text (the server would not run it).
    var declinedCommandText: String?
    /// The last selection the text field reported (see `textSelection`).
    var storedSelection: TextSelection?
    private var isApplyingChange = false
    private var suggestionRequest: AnyCancellable?
    private var capabilitiesSubscription: AnyCancellable?
    private var suggestionGeneration = 0
    /// What became of the latest suggestions request (see ``SuggestionsAnswer``).
    var suggestionsAnswer: SuggestionsAnswer = .answered
    /// The completion of the send whose command runs, until it answers or the wait stops:
    /// set exactly while a command runs (``isExecutingCommand``). Its identity tells a run's
    /// answer and time-out apart from those of a run no longer waited for.
    @Published var runningCommandCompletion: SendCompletion?

    // Drafts (MessageComposerViewModel+Drafts.swift).
    /// Whether drafts are kept (`MessageListConfig.draftMessagesEnabled`).
    let draftsEnabled: Bool
    /// `Utils.composerConfig.adjustMessageOnSend` when the composer was made: applied to the
    /// text of a message sent or an edit saved.
    let adjustMessageOnSend: (String) -> String
    /// What the server was last asked to keep as the draft (nil: no draft).
    var lastSavedDraft: ComposerDraft?
    /// Set when the server refused the last draft save or delete: what it holds is not
    /// `lastSavedDraft`, so the next save is sent whatever it holds (an empty composer deletes).
    var draftSaveFailed = false
    /// What the composer held when an edit started (the edit's text is no draft), given back
    /// when the edit ends.
    var draftBeforeEditing: (text: String, command: String?, commandDeclined: Bool, mentionedUsers: [ChatUser],
                             quotedMessage: ChatMessage?)?
    /// Whether the channel's draft was taken (the channel is known); only once.
    var hasTakenChannelDraft = false
    /// Draft saves and deletes asked of the server and not answered yet: the channel's draft
    /// changes they cause (their echo, which comes before the answer) are this composer's own.
    var draftRequestsInFlight = 0
    /// The server's draft the composer last filled its input with (restored, or taken from
    /// another device): an input still holding it holds no work of the user here.
    var filledDraft: ComposerDraft?
    /// Moves on every save or change, so that a waiting save of older text does nothing.
    var draftSaveGeneration = 0
    /// How long typing must pause before the draft is saved.
    var draftSaveDelay: Duration = .seconds(2)
    /// The message being edited (its text is no draft).
    var editedMessageId: MessageId?
    /// The message the composer replies to, as the view reports it (saved with the draft).
    var draftQuotedMessage: ChatMessage?
    /// The message a restored draft replies to, for the view to take once.
    @Published var restoredQuotedMessage: ChatMessage?
    /// An edit the server refused after the input let it go, open again in the view model, for
    /// the view to take once into its edit binding (``takeReopenedEdit()``).
    @Published var reopenedEdit: ChatMessage?
    /// The message a reply draft filled in from the server replied to, once that draft was
    /// deleted elsewhere: for the view to take out of its reply binding.
    @Published var withdrawnQuotedMessageId: MessageId?

    /// Creates the composer's state for a channel.
    /// - Parameters:
    ///   - channelController: the channel messages are sent to.
    ///   - commandsConfig: the commands; by default `Utils.commandsConfig`.
    public init(channelController: ChatChannelController, commandsConfig: CommandsConfig? = nil) {
        let utils = InjectedValues[\.utils]
        let config = commandsConfig ?? utils.commandsConfig
        self.channelController = channelController
        mentionsSymbol = config.mentionsSymbol
        instantCommandsSymbol = config.instantCommandsSymbol
        commandsHandler = config.makeCommandsHandler(with: channelController)
        draftsEnabled = utils.messageListConfig.draftMessagesEnabled
        adjustMessageOnSend = utils.composerConfig.adjustMessageOnSend
        commandTimeout = utils.composerConfig.commandTimeout
        isSendMessageEnabled = channelController.channel?.canSendMessage ?? true
        capabilitiesSubscription = channelController.channelChangePublisher.sink { [weak self] _ in
            self?.refreshSendMessageEnabled()
            self?.takeChannelDraftIfNeeded()
            self?.takeDraftFromElsewhereIfUntouched()
        }
        ComposerDrafts.open.register(self)
        takeChannelDraftIfNeeded()
    }

    /// Whether the current user may send in the channel (`ChatChannel.canSendMessage`; `true`
    /// until the channel is loaded). Follows the channel live: a ban turns it off at once and
    /// the ban's end (lifted or expired) turns it back on. While it is off the input is
    /// disabled with a "can't send" placeholder, and nothing is sent; the draft is kept.
    @Published public private(set) var isSendMessageEnabled: Bool

    private func refreshSendMessageEnabled() {
        let enabled = channelController.channel?.canSendMessage ?? true
        if enabled != isSendMessageEnabled { isSendMessageEnabled = enabled }
    }

    /// Whether the send button is enabled: the user may send here (``isSendMessageEnabled``),
    /// something to send, and for an active command, what it needs (two-step commands: a selected user).
    public var canSend: Bool {
        if isExecutingCommand || !isSendMessageEnabled { return false }
        if let command = activeInstantCommand {
            return commandsHandler.canBeExecuted(composerCommand: command)
        }
        return !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    /// The same as ``canSend`` (Stream's name).
    public var sendButtonEnabled: Bool { canSend }

    /// Applies a picked suggestion: `["chatUser": ChatUser]` or
    /// `["instantCommand": ComposerCommand or CommandHandler]`. Unknown keys, wrong value types
    /// or a suggestion that does not fit the current command change nothing.
    public func handleCommand(_ extraData: [String: Any]) {
        guard let command = composerCommand else { return }
        let user = extraData["chatUser"] as? ChatUser
        let instantId = (extraData["instantCommand"] as? ComposerCommand)?.id
            ?? (extraData["instantCommand"] as? CommandHandler)?.id
        guard user != nil || instantId != nil else { return }
        if let instantId, !availability.offers(commandId: instantId) { return }
        applyingChange {
            commandsHandler.handleCommand(
                for: Binding(get: { @MainActor in self.text }, set: { @MainActor in self.text = $0 }),
                selectedRangeLocation: Binding(
                    get: { @MainActor in self.selectedRangeLocation },
                    set: { @MainActor in self.selectedRangeLocation = $0 }
                ),
                command: Binding(get: { @MainActor in self.composerCommand }, set: { @MainActor in self.composerCommand = $0 }),
                extraData: extraData
            )
        }
        if let user, command.displayInfo?.isInstant != true, !mentionedUsers.contains(where: { $0.id == user.id }) {
            mentionedUsers.append(user)
        }
        refreshCommand()
    }

    /// Ends the active command (removes its chip) and stops waiting for a running one.
    ///
    /// The text typed for the command stays (`/giphy cats` leaves "cats"), except the mention a
    /// two-step command's pick put at the input's start (`/mute` + Ana: "@Ana Lee "), which means
    /// nothing without the command and, left in the input, the next Return would post it to the
    /// channel. It goes, with its space and the pick; what was typed after it stays. The
    /// command's notice goes too ("No member matches “@nobody”. Pick a user from the list."
    /// asks for a pick the ended command no longer takes).
    ///
    /// What stays is plain text, even when it starts with a command typed in full: it was typed
    /// as the ended command's argument (`/mute` + Ana + "/unmute " leaves "/unmute "), and making
    /// that command active here would select it unseen (Ctrl-C then left an "Unmute" chip). As
    /// in Stream's composer, a command is recognised when the user types it with none active.
    ///
    /// A command that Return turned on from a text that starts with it (``commandSent(as:)``)
    /// gives that text back: its command word in front of what the input holds (unchanged, the
    /// text exactly as typed: `/mute is annoying`), so nothing typed is lost.
    public func cancelCommand() {
        stopWaitingForCommand()
        if activeInstantCommand != nil { notice = nil }
        if let sent = textBeforeSentCommand, sent.commandId == activeInstantCommand?.id {
            return giveBack(sent)
        }
        let picked = activeTwoStepCommand
            .flatMap { $0.selectedUser == nil ? nil : $0 }
        applyingChange {
            composerCommand = nil
            suggestions = [:]
            if let picked {
                let rest = picked.removingSelectedMention(from: text)
                let removed = text.utf16.count - rest.utf16.count
                picked.selectedUser = nil
                text = rest
                selectedRangeLocation = max(0, selectedRangeLocation - removed)
            }
        }
        refreshCommand(activatingTypedCommand: false)
    }

    // MARK: - Recognising commands

    /// The active command shown as a chip, if any.
    var activeInstantCommand: ComposerCommand? {
        guard let command = composerCommand, command.displayInfo?.isInstant == true else { return nil }
        return command
    }

    /// The active command's handler when it is a two-step command.
    var activeTwoStepCommand: TwoStepMentionCommand? {
        activeInstantCommand.flatMap { commandsHandler.commandHandler(for: $0) as? TwoStepMentionCommand }
    }

    var availability: CommandAvailability { CommandAvailability(channel: channelController.channel) }

    private func inputDidChange() {
        guard !isApplyingChange else { return }
        stopWaitingForCommand()
        reportTyping()
        textReplaced()
    }

    /// The input holds other text (typed, or an edit's): the notice and the unknown command
    /// word pointed out were about the text before; the command is looked for again.
    func textReplaced() {
        notice = nil
        warnedUnknownCommandText = nil
        declinedCommandText = nil
        refreshCommand()
    }

    /// Tells the channel the user is typing (or stopped, when the input became empty), if the
    /// channel has typing events enabled.
    func reportTyping() {
        guard channelController.channel?.config.typingEventsEnabled ?? false else { return }
        if text.isEmpty {
            channelController.sendStopTypingEvent()
        } else {
            channelController.sendKeystrokeEvent()
        }
    }

    private func caretDidChange() {
        guard !isApplyingChange else { return }
        refreshCommand()
    }

    /// Finds the command for the current text and caret and asks for its suggestions.
    /// - Parameter activatingTypedCommand: whether an instant command typed in full in the text
    ///   becomes active (its chip replaces the typed word). `false` leaves it text, with no
    ///   command (see ``cancelCommand()``).
    func refreshCommand(activatingTypedCommand: Bool = true) {
        if var active = activeInstantCommand {
            active.typingSuggestion = TypingSuggestion(text: text, locationRange: NSRange(location: 0, length: text.utf16.count))
            composerCommand = active
            _ = commandsHandler.commandHandler(for: active)
            requestSuggestions(for: active)
            return
        }
        // An edit changes a message's text: it runs no command (`/pay @Ana Lee 10` edited is
        // that text, not a second payment), so none is recognised in it; mentions still are.
        let isEditing = editedMessageId != nil
        guard let command = (isEditing || !activatingTypedCommand ? nil : instantCommandTypedInFull())
                ?? commandsHandler.canHandleCommand(in: text, caretLocation: selectedRangeLocation),
              command.displayInfo == nil || availability.offers(commandId: command.id),
              !isEditing || !isInstantCommand(command),
              activatingTypedCommand || command.displayInfo?.isInstant != true
        else {
            composerCommand = nil
            clearSuggestions()
            return
        }
        if command.displayInfo?.isInstant == true {
            activate(command)
        } else {
            composerCommand = command
            requestSuggestions(for: command)
        }
    }

    /// An instant command the channel offers that the whole text starts with, typed in full
    /// (`/mute @Ana Lee `, as a restored draft or a paste holds it). It wins over the handlers' order: with the caret
    /// after `@Ana Lee` the mentions handler, asked first, took the text for a mention, and the
    /// command went to the server as a message's text (refused: "No user \"Ana\".").
    private func instantCommandTypedInFull() -> ComposerCommand? {
        guard let typed = CommandText(text, symbol: instantCommandsSymbol),
              let found = offeredInstantCommand(named: typed.word), found.spelledExactly,
              let command = found.handler.canHandleCommand(in: text, caretLocation: selectedRangeLocation),
              command.displayInfo?.isInstant == true else { return nil }
        return command
    }

    /// Whether `command` is an instant command or the list of them (what typing the
    /// instant-commands symbol starts).
    private func isInstantCommand(_ command: ComposerCommand) -> Bool {
        command.displayInfo != nil || commandsHandler.commandHandler(for: command) is InstantCommandsHandler
    }

    /// Makes a command typed in full (`/giphy cats`) active: its chip replaces the typed symbol.
    private func activate(_ command: ComposerCommand) {
        let rest = command.typingSuggestion.text
        applyingChange {
            composerCommand = command
            text = rest
            selectedRangeLocation = rest.utf16.count
        }
        refreshCommand()
    }

    /// Asks for `command`'s suggestions; `answered` is told whether any row came (not for an
    /// answer a newer request replaced). While the answer is on its way, the rows shown are the
    /// handler's provisional ones, or those of the previous text that match the current one.
    func requestSuggestions(for command: ComposerCommand, answered: ((Bool) -> Void)? = nil) {
        suggestionGeneration += 1
        let generation = suggestionGeneration
        var showsCurrentRows = false
        if let provider = commandsHandler.commandHandler(for: command) as? ProvisionalSuggestionsProviding,
           let provisional = provider.provisionalSuggestions(for: command) {
            show(provisional)
            showsCurrentRows = true
        }
        suggestionsAnswer = .pending
        suggestionRequest = commandsHandler.showSuggestions(for: command).sink(
            receiveCompletion: { [weak self] completion in
                guard let self, generation == self.suggestionGeneration, case let .failure(error) = completion else { return }
                self.suggestionsAnswer = .failed(error)
                self.suggestions = [:]
                answered?(false)
            },
            receiveValue: { [weak self] info in
                guard let self, generation == self.suggestionGeneration else { return }
                self.suggestionsAnswer = .answered
                self.show(info)
                answered?(self.suggestionRowCount > 0)
            }
        )
        if !showsCurrentRows, generation == suggestionGeneration, case .pending = suggestionsAnswer {
            keepSuggestionsMatching(command)
        }
    }

    private func show(_ info: SuggestionInfo) {
        var value = info.value
        if let commands = value as? [CommandHandler] {
            let availability = availability
            value = commands.filter { availability.offers(commandId: $0.id) }
        }
        if let list = value as? [Any], list.isEmpty {
            suggestions = [:]
        } else {
            suggestions = [info.key: value]
        }
    }

    /// Hides the suggestions and drops any answer still on its way.
    func clearSuggestions() {
        suggestionGeneration += 1
        suggestionRequest = nil
        suggestionsAnswer = .answered
        suggestions = [:]
    }

    /// Runs `change` without reacting to the text and caret changes it makes.
    func applyingChange(_ change: () -> Void) {
        let wasApplying = isApplyingChange
        isApplyingChange = true
        change()
        isApplyingChange = wasApplying
    }
}
