import StreamChat

/// Helpers the SDK's views share: naming channels, loading avatars, formatting dates, the
/// composer's commands and configuration, and the message list's configuration.
///
/// Pass a customized instance to ``StreamChat/init(chatClient:appearance:utils:)``; views read
/// it through `@Injected(\.utils)`.
@MainActor
public final class Utils {
    /// The composer's commands: symbols and handlers (mentions, instant commands, custom ones).
    public var commandsConfig: CommandsConfig
    /// Names channels for display.
    public var channelNamer: ChatChannelNamer
    /// Loads channel and user avatars.
    public var channelHeaderLoader: ChannelHeaderLoader
    /// Formats message times, date separators and channel-list timestamps.
    public var dateFormatting: MessageDateFormatting
    /// Grouping, paging and reactions of the message list.
    public var messageListConfig: MessageListConfig
    /// The composer input's height limits and padding, what sending does to the text, and how
    /// long a composer waits for a command to finish.
    public var composerConfig: ComposerConfig

    public init(
        commandsConfig: CommandsConfig = DefaultCommandsConfig(),
        channelNamer: @escaping ChatChannelNamer = DefaultChatChannelNamer(),
        channelHeaderLoader: ChannelHeaderLoader = ChannelHeaderLoader(),
        dateFormatting: MessageDateFormatting = MessageDateFormatting(),
        messageListConfig: MessageListConfig = MessageListConfig(),
        composerConfig: ComposerConfig = ComposerConfig()
    ) {
        self.commandsConfig = commandsConfig
        self.channelNamer = channelNamer
        self.channelHeaderLoader = channelHeaderLoader
        self.dateFormatting = dateFormatting
        self.messageListConfig = messageListConfig
        self.composerConfig = composerConfig
    }
}
