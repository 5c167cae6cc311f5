import StreamChat
import SwiftUI

/// `/unban [@username]`: Unbans the selected user.
public class UnbanCommandHandler: UserActionCommandHandler {
    /// Creates the command.
    /// - Parameters:
    ///   - channelController: the channel whose members are suggested.
    ///   - commandSymbol: what the user types, e.g. `/unban`.
    ///   - id: the command's identifier.
    public init(channelController: ChatChannelController, commandSymbol: String, id: String = "/unban") {
        super.init(
            channelController: channelController,
            commandSymbol: commandSymbol,
            id: id,
            displayName: L10n.Composer.Commands.unban,
            icon: InjectedValues[\.images].commandUnban
        ) { controller, completion in
            controller.unban(completion: completion)
        }
    }
}
