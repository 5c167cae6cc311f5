import StreamChat
import SwiftUI

/// `/unmute [@username]`: Unmutes the selected user.
public class UnmuteCommandHandler: UserActionCommandHandler {
    /// Creates the command.
    /// - Parameters:
    ///   - channelController: the channel whose members are suggested.
    ///   - commandSymbol: what the user types, e.g. `/unmute`.
    ///   - id: the command's identifier.
    public init(channelController: ChatChannelController, commandSymbol: String, id: String = "/unmute") {
        super.init(
            channelController: channelController,
            commandSymbol: commandSymbol,
            id: id,
            displayName: L10n.Composer.Commands.unmute,
            icon: InjectedValues[\.images].commandUnmute
        ) { controller, completion in
            controller.unmute(completion: completion)
        }
    }

    /// The users the current user muted first (the search's order kept within each part): typed
    /// alone, `/unmute` listed everyone in the usual order, the muted user wherever it fell.
    override func listed(_ users: [ChatUser]) -> [ChatUser] {
        let muted = mutedUserIds
        return users.filter { muted.contains($0.id) } + users.filter { !muted.contains($0.id) }
    }

    /// "Ana was unmuted", or "Ana wasn't muted" when the current user had not muted them.
    override public func successMessage(for user: ChatUser) -> String? {
        wasMutedBeforeRun ? super.successMessage(for: user) : L10n.Composer.Outcome.notMuted(user.mentionText)
    }
}
