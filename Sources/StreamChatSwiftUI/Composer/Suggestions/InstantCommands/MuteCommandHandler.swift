import StreamChat
import SwiftUI

/// `/mute [@username]`: Mutes the selected user.
public class MuteCommandHandler: UserActionCommandHandler {
    /// Whether the current user had muted the selected user when the action last ran.
    private var wasMutedBeforeRun = false

    /// Creates the command.
    /// - Parameters:
    ///   - channelController: the channel whose members are suggested.
    ///   - commandSymbol: what the user types, e.g. `/mute`.
    ///   - id: the command's identifier.
    public init(channelController: ChatChannelController, commandSymbol: String, id: String = "/mute") {
        super.init(
            channelController: channelController,
            commandSymbol: commandSymbol,
            id: id,
            displayName: L10n.Composer.Commands.mute,
            icon: InjectedValues[\.images].commandMute
        ) { controller, completion in
            controller.mute(completion: completion)
        }
    }

    override func willRunAction(for user: ChatUser) {
        wasMutedBeforeRun = isMutedByCurrentUser(user)
    }

    /// "Ana was muted", or "Ana was already muted" when the current user had muted them before.
    override public func successMessage(for user: ChatUser) -> String? {
        wasMutedBeforeRun ? L10n.Composer.Outcome.alreadyMuted(user.mentionText) : super.successMessage(for: user)
    }
}

extension UserActionCommandHandler {
    /// Whether `user` is in the current user's muted users (`/mute` and `/unmute` read it as
    /// they run: results and events reach the client in server order, so a mute's own update is
    /// there before the next command).
    func isMutedByCurrentUser(_ user: ChatUser) -> Bool {
        channelController.client.currentUser?.mutedUsers.contains { $0.id == user.id } == true
    }
}
