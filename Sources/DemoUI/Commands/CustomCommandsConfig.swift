import StreamChat
import StreamChatSwiftUI

/// The demo's commands: mentions, then `/giphy`, `/mute`, `/unmute`, `/ban`, `/unban`, `/flag`
/// and the custom `/pay`. Injected through `Utils(commandsConfig:)`.
final class CustomCommandsConfig: CommandsConfig {

    init() {}

    let mentionsSymbol: String = "@"
    let instantCommandsSymbol: String = "/"

    @MainActor func makeCommandsHandler(
        with channelController: ChatChannelController
    ) -> CommandsHandler {
        let mentionsCommand = MentionsCommandHandler(
            channelController: channelController,
            commandSymbol: mentionsSymbol,
            mentionAllAppUsers: false
        )
        let giphyCommand = GiphyCommandHandler(commandSymbol: "/giphy")
        let muteCommand = MuteCommandHandler(channelController: channelController, commandSymbol: "/mute")
        let unmuteCommand = UnmuteCommandHandler(channelController: channelController, commandSymbol: "/unmute")
        let banCommand = TimedBanCommandHandler(channelController: channelController, commandSymbol: "/ban")
        let unbanCommand = UnbanCommandHandler(channelController: channelController, commandSymbol: "/unban")
        let flagCommand = FlagCommandHandler(channelController: channelController, commandSymbol: "/flag")
        let payCommand = PayCommandHandler(channelController: channelController, commandSymbol: "/pay")

        let instantCommands = InstantCommandsHandler(
            commands: [giphyCommand, muteCommand, unmuteCommand, banCommand, unbanCommand, flagCommand, payCommand]
        )
        return CommandsHandler(commands: [mentionsCommand, instantCommands])
    }
}
