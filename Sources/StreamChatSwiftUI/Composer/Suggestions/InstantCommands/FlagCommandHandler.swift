import StreamChat
import SwiftUI

/// `/flag [@username] [reason]`: Flags the selected user, with the text typed after them as the reason.
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
        ) { controller, reason, completion in
            controller.flag(reason: reason, completion: completion)
        }
    }
}
