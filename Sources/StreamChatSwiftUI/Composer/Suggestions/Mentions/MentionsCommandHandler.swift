import Combine
import Foundation
import StreamChat
import SwiftUI

/// Handles `@` mentions: suggests channel members and watchers (or all users), and inserts the
/// picked user's mention.
///
/// - The trigger is the nearest mention symbol before the caret, at the start of the text or
///   after a space or newline; the query may contain single spaces ("@Mike Mo").
/// - Candidates are the channel's loaded members and watchers without the current user. When
///   the channel has more members than are loaded, the server's member search adds the rest.
///   With `mentionAllAppUsers`, all users are searched (through `userSearchController` if given).
/// - Matching is case- and diacritic-insensitive on name and id; ranking: exact name, name
///   prefix, word prefix, substring, then most recently active, then name.
/// - Admins, moderators and the channel's owner also get `@here` and `@channel`.
public final class MentionsCommandHandler: CommandHandler, ProvisionalSuggestionsProviding {
    public let id: String
    public var displayInfo: CommandDisplayInfo?
    /// The most suggestions shown at once.
    public var suggestionsLimit = 20

    private let channelController: ChatChannelController
    private let userSearchController: ChatUserSearchController?
    private let commandSymbol: String
    private let mentionAllAppUsers: Bool
    private let typingSuggester: TypingSuggester
    private let candidates = MentionCandidates()
    /// Mention texts this handler inserted: typing on after one does not reopen suggestions.
    private var insertedMentions: [String] = []

    /// Creates the handler.
    /// - Parameters:
    ///   - channelController: the channel whose members are suggested.
    ///   - userSearchController: a pre-configured controller used to search all users.
    ///   - commandSymbol: the symbol that starts a mention, e.g. `@`.
    ///   - mentionAllAppUsers: whether all users of the app are suggested instead of the channel's.
    ///   - id: the command's identifier.
    public init(
        channelController: ChatChannelController,
        userSearchController: ChatUserSearchController? = nil,
        commandSymbol: String,
        mentionAllAppUsers: Bool,
        id: String = "mentions"
    ) {
        self.id = id
        self.channelController = channelController
        self.userSearchController = userSearchController
        self.commandSymbol = commandSymbol
        self.mentionAllAppUsers = mentionAllAppUsers
        typingSuggester = TypingSuggester(options: TypingSuggestionOptions(symbol: commandSymbol, allowsSpaces: true))
    }

    public func canHandleCommand(in text: String, caretLocation: Int) -> ComposerCommand? {
        guard let suggestion = typingSuggester.typingSuggestion(in: text, caretLocation: caretLocation),
              !insertedMentions.contains(where: { suggestion.text.hasPrefix($0 + " ") })
        else { return nil }
        return ComposerCommand(id: id, typingSuggestion: suggestion, displayInfo: nil)
    }

    public func commandHandler(for command: ComposerCommand) -> CommandHandler? {
        command.id == id ? self : nil
    }

    public func showSuggestions(for command: ComposerCommand) -> Future<SuggestionInfo, Error> {
        let key = id
        return Future { promise in
            self.searchUsers(command.typingSuggestion.text) { result in
                promise(result.map { SuggestionInfo(key: key, value: $0) })
            }
        }
    }

    /// The loaded members that match, shown while the server's member search runs (only when
    /// the channel has more members than are loaded).
    func provisionalSuggestions(for command: ComposerCommand) -> SuggestionInfo? {
        let query = command.typingSuggestion.text
        guard !mentionAllAppUsers, !query.isEmpty, let channel = channelController.channel,
              channel.memberCount > channel.lastActiveMembers.count
        else { return nil }
        let currentUserId = channelController.client.currentUserId
        let users = broadcastMentions(matching: query, in: channel, currentUserId: currentUserId)
            + candidates.search(query, in: channel, currentUserId: currentUserId, limit: suggestionsLimit)
        return SuggestionInfo(key: id, value: users)
    }

    /// Replaces the query with `extraData["chatUser"]`'s mention text and a space, moves the
    /// caret after it and ends the command. Anything else in `extraData` changes nothing.
    public func handleCommand(
        for text: Binding<String>,
        selectedRangeLocation: Binding<Int>,
        command: Binding<ComposerCommand?>,
        extraData: [String: Any]
    ) {
        guard let user = extraData["chatUser"] as? ChatUser,
              let typingSuggestion = command.wrappedValue?.typingSuggestion,
              let replacement = TextReplacement(
                  replacing: typingSuggestion.locationRange,
                  in: text.wrappedValue,
                  with: user.mentionText + " "
              )
        else { return }
        insertedMentions.append(user.mentionText)
        text.wrappedValue = replacement.text
        selectedRangeLocation.wrappedValue = replacement.caretLocation
        command.wrappedValue = nil
    }

    // MARK: - Searching

    private var pendingMemberSearches: [ChatChannelMemberListController] = []

    /// Finds the ranked users for `query` and calls `completion` (right away when only loaded
    /// members are searched, later when the server is asked).
    func searchUsers(_ query: String, completion: @escaping @MainActor (Result<[ChatUser], Error>) -> Void) {
        let currentUserId = channelController.client.currentUserId
        let limit = suggestionsLimit
        if mentionAllAppUsers {
            searchAllUsers(query, excluding: currentUserId, limit: limit, completion: completion)
            return
        }
        guard let channel = channelController.channel else {
            completion(.failure(CommandSuggestionError.missingData))
            return
        }
        let broadcast = broadcastMentions(matching: query, in: channel, currentUserId: currentUserId)
        let local = candidates.search(query, in: channel, currentUserId: currentUserId, limit: limit)
        guard channel.memberCount > channel.lastActiveMembers.count, !query.isEmpty else {
            completion(.success(broadcast + local))
            return
        }
        let search = channelController.client.memberListController(
            query: .search(cid: channel.cid, term: query, pageSize: limit)
        )
        pendingMemberSearches.append(search)
        search.synchronize { [weak self] error in
            self?.pendingMemberSearches.removeAll { $0 === search }
            if let error {
                completion(.failure(error))
                return
            }
            let ranked = MentionCandidates.rank(local + Array(search.members), for: query, excluding: currentUserId, limit: limit)
            completion(.success(broadcast + ranked))
        }
    }

    private func searchAllUsers(
        _ query: String,
        excluding currentUserId: UserId?,
        limit: Int,
        completion: @escaping @MainActor (Result<[ChatUser], Error>) -> Void
    ) {
        let controller = userSearchController ?? channelController.client.userSearchController()
        controller.search(query: .search(term: query, pageSize: max(limit, 30))) { error in
            if let error {
                completion(.failure(error))
                return
            }
            completion(.success(MentionCandidates.rank(Array(controller.userArray), for: query, excluding: currentUserId, limit: limit)))
        }
    }

    /// `@here` and `@channel` for admins, moderators and the owner, when the query fits them.
    private func broadcastMentions(matching query: String, in channel: ChatChannel, currentUserId: UserId?) -> [ChatUser] {
        guard let currentUserId, Self.mayBroadcast(currentUserId, in: channel) else { return [] }
        return [BroadcastMention(.here), BroadcastMention(.channel)].filter { $0.id.hasFoldedPrefix(query) }
    }

    /// Whether `userId` may mention `@here` / `@channel` in `channel`.
    static func mayBroadcast(_ userId: UserId, in channel: ChatChannel) -> Bool {
        if channel.createdBy?.id == userId { return true }
        if let membership = channel.membership, membership.id == userId,
           [.admin, .moderator, .owner].contains(membership.memberRole) || [.admin, .moderator].contains(membership.userRole) {
            return true
        }
        if let member = channel.lastActiveMembers.first(where: { $0.id == userId }) {
            return [.admin, .moderator, .owner].contains(member.memberRole) || [.admin, .moderator].contains(member.userRole)
        }
        return false
    }
}
