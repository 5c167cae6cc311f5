import StreamChat
import SwiftUI

/// `/flag [@username]`: Flags the selected user.
public class FlagCommandHandler: UserActionCommandHandler {
    /// Creates the command.
    /// - Parameters:
    ///   - channelController: the channel whose members are suggested.
    ///   - commandSymbol: what the user types, e.g. `/flag`.
    ///   - id: the command's identifier.
    public init(channelController: ChatChannelController, commandSymbol: String, id: String = "/flag") {
        super.init(
            channelController: channelController,
            commandSymbol: commandSymbol,
            id: id,
            displayName: L10n.Composer.Commands.flag,
            icon: InjectedValues[\.images].commandFlag
        ) { controller, completion in
            controller.flag(completion: completion)
        }
    }
}
