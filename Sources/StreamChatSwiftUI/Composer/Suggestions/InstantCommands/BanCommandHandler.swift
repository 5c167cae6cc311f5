import StreamChat
import SwiftUI

/// `/ban [@username] [reason]`: Bans the selected user app-wide, with the text typed after them as the reason.
public class BanCommandHandler: UserActionCommandHandler {
    /// Creates the command.
    /// - Parameters:
    ///   - channelController: the channel whose members are suggested.
    ///   - commandSymbol: what the user types, e.g. `/ban`.
    ///   - id: the command's identifier.
    public init(channelController: ChatChannelController, commandSymbol: String, id: String = "/ban") {
        super.init(
            channelController: channelController,
            commandSymbol: commandSymbol,
            id: id,
            displayName: L10n.Composer.Commands.ban,
            icon: InjectedValues[\.images].commandBan
        ) { controller, reason, completion in
            controller.ban(reason: reason, completion: completion)
        }
    }
}
