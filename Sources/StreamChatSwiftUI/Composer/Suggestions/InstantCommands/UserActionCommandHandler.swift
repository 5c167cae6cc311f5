import StreamChat
import SwiftUI

/// A two-step command that runs one `ChatUserController` action on the selected user
/// (the base of `/mute`, `/unmute`, `/ban`, `/unban` and `/flag`).
public class UserActionCommandHandler: TwoStepMentionCommand {
    /// Runs the action for a user; calls its completion on the main actor.
    public typealias Action = @MainActor (ChatUserController, @escaping @MainActor (Error?) -> Void) -> Void

    /// Runs the action for a user with the reason typed after them (`nil` when none was);
    /// calls its completion on the main actor.
    public typealias ActionWithReason = @MainActor (ChatUserController, String?, @escaping @MainActor (Error?) -> Void) -> Void

    private let action: ActionWithReason
    private let takesReason: Bool

    /// Creates a command that acts on the selected user only (text typed after the user is
    /// refused, see ``TwoStepMentionCommand/acceptsTextAfterUser``).
    /// - Parameters:
    ///   - channelController: the channel whose members are suggested.
    ///   - commandSymbol: what the user types, e.g. `/mute`.
    ///   - id: the command's identifier.
    ///   - displayName: the name listed.
    ///   - icon: the icon listed.
    ///   - action: the action run for the selected user.
    public init(
        channelController: ChatChannelController,
        commandSymbol: String,
        id: String,
        displayName: String,
        icon: UIImage,
        action: @escaping Action
    ) {
        self.action = { controller, _, completion in action(controller, completion) }
        takesReason = false
        let info = Self.displayInfo(id: id, displayName: displayName, icon: icon, takesReason: false)
        super.init(channelController: channelController, commandSymbol: commandSymbol, id: id, displayInfo: info)
    }

    /// Creates a command that takes a reason after the user, as Stream's `/ban @userid reason`
    /// and `/flag @userid reason`: the text typed after the user's mention is passed to the
    /// action (`nil` when there is none).
    /// - Parameters:
    ///   - channelController: the channel whose members are suggested.
    ///   - commandSymbol: what the user types, e.g. `/ban`.
    ///   - id: the command's identifier.
    ///   - displayName: the name listed.
    ///   - icon: the icon listed.
    ///   - actionWithReason: the action run for the selected user and the reason.
    public init(channelController: ChatChannelController, commandSymbol: String, id: String, displayName: String,
                icon: UIImage, actionWithReason: @escaping ActionWithReason) {
        action = actionWithReason
        takesReason = true
        let info = Self.displayInfo(id: id, displayName: displayName, icon: icon, takesReason: true)
        super.init(channelController: channelController, commandSymbol: commandSymbol, id: id, displayInfo: info)
    }

    /// Whether the text typed after the user is the action's reason.
    override public var acceptsTextAfterUser: Bool {
        takesReason
    }

    /// The outcome ("Zoë Kravitz was banned"), with the reason `command` passed when there was
    /// one ("Zoë Kravitz was banned: spam links").
    override public func successMessage(for user: ChatUser, running command: ComposerCommand) -> String? {
        guard let base = successMessage(for: user) else { return nil }
        guard let reason = reason(for: user, in: command) else { return base }
        return L10n.Composer.Outcome.withReason(base, reason)
    }

    /// The reason typed after `user`'s mention for a command made with a reason; nil when none was.
    private func reason(for user: ChatUser, in command: ComposerCommand) -> String? {
        guard takesReason else { return nil }
        let typed = textAfterMention(of: user, in: command.typingSuggestion.text)
        return typed.isEmpty ? nil : typed
    }

    /// Runs the action for ``TwoStepMentionCommand/selectedUser`` (with the text typed after their
    /// mention as the reason, for a command made with a reason); without one, completes with
    /// ``TwoStepCommandError/noUserSelected``.
    override public func executeOnMessageSent(
        composerCommand: ComposerCommand,
        completion: @escaping @MainActor (Error?) -> Void
    ) {
        guard let user = selectedUser else {
            completion(TwoStepCommandError.noUserSelected)
            return
        }
        wasMutedBeforeRun = isMutedByCurrentUser(user)
        action(channelController.client.userController(userId: user.id), reason(for: user, in: composerCommand)) { [weak self] error in
            if error == nil { self?.selectedUser = nil }
            completion(error)
        }
    }

    /// Whether the current user had muted the selected user when the action last ran (noted
    /// just before each run; `/mute` and `/unmute` say from it when the action changed nothing).
    private(set) var wasMutedBeforeRun = false

    /// Whether `user` is in the current user's muted users (read as the action runs, and by
    /// `/unmute` to list them first: results and events reach the client in server order, so a
    /// mute's own update is there before the next command).
    func isMutedByCurrentUser(_ user: ChatUser) -> Bool {
        channelController.client.currentUser?.mutedUsers.contains { $0.id == user.id } == true
    }

    /// The ids of the current user's muted users, for telling many users apart at once.
    var mutedUserIds: Set<UserId> {
        Set(channelController.client.currentUser?.mutedUsers.map(\.id) ?? [])
    }

    private static func displayInfo(id: String, displayName: String, icon: UIImage, takesReason: Bool) -> CommandDisplayInfo {
        var format = "\(id) [\(L10n.Composer.Commands.Format.username)]"
        if takesReason { format += " [\(L10n.Composer.Commands.Format.text)]" }
        return CommandDisplayInfo(displayName: displayName, icon: icon, format: format, isInstant: true)
    }
}
