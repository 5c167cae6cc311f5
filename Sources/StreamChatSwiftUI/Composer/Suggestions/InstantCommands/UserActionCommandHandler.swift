import StreamChat
import SwiftUI

/// A two-step command that runs one `ChatUserController` action on the selected user
/// (the base of `/mute`, `/unmute`, `/ban`, `/unban` and `/flag`).
public class UserActionCommandHandler: TwoStepMentionCommand {
    /// Runs the action for a user; calls its completion on the main actor.
    public typealias Action = @MainActor (ChatUserController, @escaping @MainActor (Error?) -> Void) -> Void

    private let action: Action

    /// Creates the command.
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
        self.action = action
        super.init(
            channelController: channelController,
            commandSymbol: commandSymbol,
            id: id,
            displayInfo: CommandDisplayInfo(
                displayName: displayName,
                icon: icon,
                format: "\(id) [\(L10n.Composer.Commands.Format.username)]",
                isInstant: true
            )
        )
    }

    /// Runs the action for ``TwoStepMentionCommand/selectedUser``; without one, completes with
    /// ``TwoStepCommandError/noUserSelected``.
    override public func executeOnMessageSent(
        composerCommand: ComposerCommand,
        completion: @escaping @MainActor (Error?) -> Void
    ) {
        guard let user = selectedUser else {
            completion(TwoStepCommandError.noUserSelected)
            return
        }
        action(channelController.client.userController(userId: user.id)) { [weak self] error in
            if error == nil { self?.selectedUser = nil }
            completion(error)
        }
    }
}
