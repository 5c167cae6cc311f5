import StreamChat
import SwiftUI

/// `/mute [@username]`: Mutes the selected user.
public class MuteCommandHandler: UserActionCommandHandler {
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

    /// "Ana was muted", or "Ana was already muted" when the current user had muted them before.
    override public func successMessage(for user: ChatUser) -> String? {
        wasMutedBeforeRun ? L10n.Composer.Outcome.alreadyMuted(user.mentionText) : super.successMessage(for: user)
    }
}
