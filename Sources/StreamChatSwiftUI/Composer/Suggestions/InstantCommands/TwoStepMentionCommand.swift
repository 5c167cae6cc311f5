import Combine
import Foundation
import StreamChat
import SwiftUI

/// Base class of commands that act on a user: step 1 picks the command (`/mute`), step 2 picks
/// the user through mention suggestions. Subclass it and override ``executeOnMessageSent(composerCommand:completion:)``.
///
/// - Send stays disabled until a user is selected; editing the text away from the selected
///   mention deselects the user.
/// - By default ``replacesMessageSent`` is `true`: no message is posted when the command runs.
@MainActor open class TwoStepMentionCommand: CommandHandler, SymbolTriggeredCommand {
    public let id: String
    /// How the command is listed; without it, it is not listed among instant commands.
    /// Subclasses set it after `super.init` or override it.
    open var displayInfo: CommandDisplayInfo?
    /// The user picked in step 2.
    public var selectedUser: ChatUser?
    /// What the user types to start the command, e.g. `/mute`.
    public let commandSymbol: String
    /// The channel the command acts in.
    public let channelController: ChatChannelController

    private let mentionSymbol: String
    private let mentionsHandler: MentionsCommandHandler

    /// Creates the command.
    /// - Parameters:
    ///   - channelController: the channel the command acts in (its members are suggested).
    ///   - commandSymbol: what the user types to start the command, e.g. `/mute`.
    ///   - id: the command's identifier.
    ///   - displayInfo: how the command is listed.
    ///   - mentionSymbol: the symbol of the mention in step 2.
    public init(
        channelController: ChatChannelController,
        commandSymbol: String,
        id: String,
        displayInfo: CommandDisplayInfo? = nil,
        mentionSymbol: String = "@"
    ) {
        self.channelController = channelController
        self.commandSymbol = commandSymbol
        self.id = id
        self.displayInfo = displayInfo
        self.mentionSymbol = mentionSymbol
        mentionsHandler = MentionsCommandHandler(
            channelController: channelController,
            commandSymbol: mentionSymbol,
            mentionAllAppUsers: false
        )
    }

    /// Whether running the command replaces posting the message (default `true`).
    open var replacesMessageSent: Bool {
        true
    }

    /// Recognises the command typed in full followed by a space (`/mute @ana`).
    open func canHandleCommand(in text: String, caretLocation: Int) -> ComposerCommand? {
        typedInFull(in: text, caretLocation: caretLocation).map(composerCommand(with:))
    }

    /// Returns `self` for this command; deselects the user when the text no longer starts with
    /// their mention.
    open func commandHandler(for command: ComposerCommand) -> CommandHandler? {
        guard command.id == id else { return nil }
        if let selectedUser, !Self.text(command.typingSuggestion.text, startsWith: mention(of: selectedUser)) {
            self.selectedUser = nil
        }
        return self
    }

    /// Mention suggestions for the typed text (with or without the mention symbol) until a user
    /// is selected; none afterwards. Users only: `@here` and `@channel` address a message's
    /// readers, not a user a command can act on.
    open func showSuggestions(for command: ComposerCommand) -> Future<SuggestionInfo, Error> {
        if selectedUser != nil {
            return .resolved(SuggestionInfo(key: "mentions", value: [ChatUser]()))
        }
        var query = command.typingSuggestion.text
        if query.hasPrefix(mentionSymbol) { query.removeFirst(mentionSymbol.count) }
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        return Future { promise in
            self.mentionsHandler.searchUsers(trimmed) { result in
                promise(result.map { users in
                    SuggestionInfo(key: "mentions", value: self.listed(users.filter { !($0 is BroadcastMention) }))
                })
            }
        }
    }

    /// The users step two lists, in order, from those the mention search found (closest first):
    /// by default as found. `/unmute` lists the users the current user muted first.
    func listed(_ users: [ChatUser]) -> [ChatUser] {
        users
    }

    /// Selects `extraData["chatUser"]`: the text becomes its mention (and a space), the caret
    /// moves after it. Anything else in `extraData` changes nothing.
    open func handleCommand(
        for text: Binding<String>,
        selectedRangeLocation: Binding<Int>,
        command: Binding<ComposerCommand?>,
        extraData: [String: Any]
    ) {
        guard let user = extraData["chatUser"] as? ChatUser, let current = command.wrappedValue else { return }
        selectedUser = user
        let newText = mention(of: user) + " "
        text.wrappedValue = newText
        selectedRangeLocation.wrappedValue = newText.utf16.count
        var updated = current
        updated.typingSuggestion = TypingSuggestion(text: newText, locationRange: NSRange(location: 0, length: newText.utf16.count))
        command.wrappedValue = updated
    }

    /// Whether the command takes text typed after the picked user's mention as its argument
    /// (`/pay @Ana Lee 10`: "10"). When it does not, the composer does not run it while text
    /// follows the mention (`/mute @zoe now` muted Zoë and dropped "now" unread): it says
    /// "/mute takes only a user. Remove “now”." and keeps the text and the pick. By default a
    /// command whose message is posted too (`replacesMessageSent == false`) takes it, as the
    /// message carries it; one that replaces the message does not. Override it to return `true`
    /// when ``executeOnMessageSent(composerCommand:completion:)`` reads the argument from
    /// `composerCommand.typingSuggestion.text`.
    open var acceptsTextAfterUser: Bool {
        !replacesMessageSent
    }

    /// The command can run once a user is selected.
    open func canBeExecuted(composerCommand: ComposerCommand) -> Bool {
        selectedUser != nil
    }

    /// Runs the command for ``selectedUser``; subclasses override it and call `completion`.
    open func executeOnMessageSent(
        composerCommand: ComposerCommand,
        completion: @escaping @MainActor (Error?) -> Void
    ) {}

    /// The text announcing a successful run for `user` (e.g. "Ana was muted"), posted by the
    /// composer as a local system message only the current user sees. `nil` posts nothing.
    open func successMessage(for user: ChatUser) -> String? {
        CommandOutcomeText.success(commandId: id, displayName: displayInfo?.displayName, user: user)
    }

    /// The text announcing that `command` (what was typed when it ran, the argument after the
    /// user's mention included) ran successfully for `user`, as the composer posts it. By
    /// default ``successMessage(for:)``; override it when the outcome depends on the argument
    /// ("Zoë Kravitz was banned: spam links").
    open func successMessage(for user: ChatUser, running command: ComposerCommand) -> String? {
        successMessage(for: user)
    }

    /// `text` without the selected user's mention at its start and the space after it (what
    /// the pick put there); `text` itself when it does not start with it.
    func removingSelectedMention(from text: String) -> String {
        guard let selectedUser else { return text }
        return removingMention(of: selectedUser, from: text)
    }

    /// `text` without `user`'s mention at its start and the space after it; `text` itself when
    /// it does not start with it.
    private func removingMention(of user: ChatUser, from text: String) -> String {
        let mention = mention(of: user)
        if text == mention { return "" }
        guard text.hasPrefix(mention + " ") else { return text }
        return String(text.dropFirst(mention.count + 1))
    }

    /// Picks again the user of `users` whose mention `text` starts with (followed by a space or
    /// the end), as a restored draft holds a pick (`@Zoë Kravitz ` with Zoë among its mentioned
    /// users). Returns whether one was picked; a pick already made stays.
    func restorePick(among users: [ChatUser], in text: String) -> Bool {
        guard selectedUser == nil,
              let user = users.first(where: { !($0 is BroadcastMention) && Self.text(text, startsWith: mention(of: $0)) })
        else { return false }
        selectedUser = user
        return true
    }

    /// What follows the selected user's mention in `text`, without surrounding spaces and line
    /// breaks ("now" of "@Zoë Kravitz now"); empty without a selected user or without text after
    /// the mention.
    func textAfterSelectedUser(in text: String) -> String {
        guard let selectedUser else { return "" }
        return textAfterMention(of: selectedUser, in: text)
    }

    /// What follows `user`'s mention in `text`, without surrounding spaces and line breaks:
    /// the argument of a command that takes text after its user (``acceptsTextAfterUser``).
    ///
    /// `"10"` of `"@Ana García 10"`; empty for `"@Ana García"` alone. The mention is this
    /// command's mention symbol and the user's `mentionText`, followed by a space or the end;
    /// `text` that does not start with it is returned whole, trimmed (`"@Ana García10"` is not
    /// Ana García's mention followed by "10").
    /// - Parameters:
    ///   - user: the user whose mention starts `text` (usually ``selectedUser``).
    ///   - text: the text typed after the command, as a ``ComposerCommand``'s
    ///     `typingSuggestion.text` holds it.
    public func textAfterMention(of user: ChatUser, in text: String) -> String {
        removingMention(of: user, from: text).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The member a mention typed in full names, and what was typed after it: `@chloe 12.5` is
    /// Chloé (her mention text, id or name, case- and diacritic-insensitive) and " 12.5". The
    /// longest name, mention text or id that the text starts with, followed by a space or the
    /// end, wins: `@Ana Lee spam` is Ana Lee and " spam", not the member whose id is `ana` and
    /// " Lee spam", however many members the first word matches. The mention search is asked
    /// for the first word, then for each longer run of words while some member's name goes on
    /// with it (each answer holds at most the suggestion limit, the closest first, so a longer
    /// name missing from the first word's answer is in its own). `nil` when no member matches,
    /// or when nothing follows the first word, unless `oneWord` (`@zoe` alone names Zoë: the
    /// suggestions listed for it were not seen, see `explainWhyNothingIsSent`), or when that
    /// longest match names more than one member (`@ana` with the id `ana` of one and the name
    /// "Ana" of another: the list is for the user to pick from, nothing is guessed).
    func resolveTypedMention(_ text: String, oneWord: Bool = false, completion: @escaping @MainActor ((user: ChatUser, rest: String)?) -> Void) {
        guard text.hasPrefix(mentionSymbol) else { return completion(nil) }
        let typed = String(text.dropFirst(mentionSymbol.count))
        // Where each run of words from the start ends: before a space (not a second one) or at the end.
        let ends = typed.indices.filter { typed[$0] == " " && $0 > typed.startIndex && typed[typed.index(before: $0)] != " " }
        // One word alone is what the suggestions searched already (and showed).
        guard typed.first != " ", !typed.isEmpty, oneWord || !ends.isEmpty else { return completion(nil) }
        resolveTypedMention(typed, runEnds: ends[...] + [typed.endIndex], best: nil, tied: false, completion: completion)
    }

    /// Searches the run of `typed`'s words up to `runEnds.first`, keeps the longest match so
    /// far in `best` (`tied`: another member matches as long), and goes on with the next run
    /// while a member's name goes on with this one. A tied longest match is no match.
    private func resolveTypedMention(
        _ typed: String, runEnds: ArraySlice<String.Index>, best: (user: ChatUser, rest: String)?, tied: Bool,
        completion: @escaping @MainActor ((user: ChatUser, rest: String)?) -> Void
    ) {
        guard let runEnd = runEnds.first else { return completion(tied ? nil : best) }
        let run = String(typed[..<runEnd])
        mentionsHandler.searchUsers(run) { [weak self] result in
            var best = best
            var tied = tied
            var goesOn = false
            for user in (try? result.get()) ?? [] where !(user is BroadcastMention) {
                for key in [user.mentionText, user.id, user.name ?? ""] where !key.isEmpty {
                    if key.hasFoldedPrefix(run + " ") { goesOn = true }
                    guard let end = typed.foldedPrefixEnd(key), end == typed.endIndex || typed[end] == " " else { continue }
                    let rest = String(typed[end...])
                    if rest.count < best?.rest.count ?? .max {
                        best = (user, rest)
                        tied = false
                    } else if let best, rest.count == best.rest.count, user.id != best.user.id {
                        tied = true
                    }
                }
            }
            guard let self, goesOn else { return completion(tied ? nil : best) }
            self.resolveTypedMention(typed, runEnds: runEnds.dropFirst(), best: best, tied: tied, completion: completion)
        }
    }

    // MARK: - Private

    private func mention(of user: ChatUser) -> String {
        mentionSymbol + user.mentionText
    }

    /// Whether `text` is `mention`, or `mention` followed by a space and more.
    private static func text(_ text: String, startsWith mention: String) -> Bool {
        text == mention || text.hasPrefix(mention + " ")
    }
}
