import StreamChat

/// What ``ViewFactory/makeChannelHeaderViewModifier(options:)`` receives.
public final class ChannelHeaderViewModifierOptions {
    /// The channel whose header is shown.
    public let channel: ChatChannel

    public init(channel: ChatChannel) {
        self.channel = channel
    }
}
