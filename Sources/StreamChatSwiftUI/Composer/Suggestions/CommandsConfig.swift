import StreamChat

/// Configures the composer's commands: the symbols that start them and the handlers that run
/// them. Set your own through `Utils(commandsConfig:)`.
public protocol CommandsConfig {
    /// The symbol that starts a mention (default `@`).
    var mentionsSymbol: String { get }
    /// The symbol that starts an instant command (default `/`), only at the start of the text.
    var instantCommandsSymbol: String { get }
    /// Creates the root handler of the commands for a channel.
    @MainActor func makeCommandsHandler(with channelController: ChatChannelController) -> CommandsHandler
}

/// The SDK's commands: mentions, then `/giphy`, `/mute`, `/unmute`, `/ban`, `/unban`, `/flag`
/// (each offered only when the channel enables it).
public class DefaultCommandsConfig: CommandsConfig {
    /// Creates the default configuration.
    public init() {}

    public let mentionsSymbol: String = "@"
    public let instantCommandsSymbol: String = "/"

    @MainActor public func makeCommandsHandler(with channelController: ChatChannelController) -> CommandsHandler {
        let mentions = MentionsCommandHandler(
            channelController: channelController,
            commandSymbol: mentionsSymbol,
            mentionAllAppUsers: false
        )
        let symbol = instantCommandsSymbol
        let instantCommands = InstantCommandsHandler(
            commands: [
                GiphyCommandHandler(commandSymbol: "\(symbol)giphy"),
                MuteCommandHandler(channelController: channelController, commandSymbol: "\(symbol)mute"),
                UnmuteCommandHandler(channelController: channelController, commandSymbol: "\(symbol)unmute"),
                BanCommandHandler(channelController: channelController, commandSymbol: "\(symbol)ban"),
                UnbanCommandHandler(channelController: channelController, commandSymbol: "\(symbol)unban"),
                FlagCommandHandler(channelController: channelController, commandSymbol: "\(symbol)flag"),
            ],
            symbol: symbol
        )
        return CommandsHandler(commands: [mentions, instantCommands])
    }
}
