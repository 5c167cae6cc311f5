import StreamChat
import SwiftUI

/// A modifier that gives a channel view its header, usually through `.toolbar { … }`.
///
/// Return one from ``ViewFactory/makeChannelHeaderViewModifier(options:)`` (or the positional
/// ``ViewFactory/makeChannelHeaderViewModifier(for:)``) to replace the SDK's header.
public protocol ChatChannelHeaderViewModifier: ViewModifier {
    /// The channel whose header this is.
    var channel: ChatChannel { get }
}

/// The SDK's channel header: the channel's avatar (from the factory's
/// ``ViewFactory/makeChannelAvatarView(options:)``), name and a subtitle (who is typing, else who
/// is online) in the principal toolbar position.
///
/// `Equatable` by everything its drawing depends on (the factory, what it shows, and the
/// channel the factory's avatar view is given) apart from the channel's message activity, which
/// it does not show: a new message changes the channel but not its header, so the header is not
/// evaluated again.
public struct DefaultChannelHeaderModifier<Factory: ViewFactory>: ChatChannelHeaderViewModifier, Equatable {
    /// Makes the header's avatar.
    let factory: Factory
    public let channel: ChatChannel
    /// What the header shows, made once per modifier value.
    let shown: ChannelHeaderContent
    /// The factory's identity, for `==` (which runs off the main actor, where the factory is).
    private let factoryIdentity: ObjectIdentifier

    /// Creates the header of `channel`, whose avatar `factory` makes.
    public init(factory: Factory = DefaultViewFactory.shared, channel: ChatChannel) {
        self.factory = factory
        factoryIdentity = ObjectIdentifier(factory)
        self.channel = channel
        let utils = InjectedValues[\.utils]
        shown = ChannelHeaderContent(
            channel: channel,
            currentUserId: InjectedValues[\.chatClient].currentUserId,
            namer: utils.channelNamer,
            now: utils.dateFormatting.now()
        )
    }

    /// Whether both headers draw the same: the same factory makes their avatars, they show the
    /// same title, subtitle, avatar and online indicator, and their channels differ at most in
    /// their message activity (``ChatChannel/isSame(apartFromMessageActivity:)``), so that a
    /// factory's avatar view, which is given the whole channel, sees no other change either.
    public nonisolated static func == (lhs: DefaultChannelHeaderModifier, rhs: DefaultChannelHeaderModifier) -> Bool {
        lhs.factoryIdentity == rhs.factoryIdentity && lhs.shown == rhs.shown && lhs.channel.isSame(apartFromMessageActivity: rhs.channel)
    }

    public func body(content: Content) -> some View {
        content.toolbar {
            DefaultChatChannelHeader(factory: factory, channel: channel, shown: shown)
        }
    }
}

/// The toolbar content of ``DefaultChannelHeaderModifier``. Its avatar is the factory's
/// ``ViewFactory/makeChannelAvatarView(options:)`` (the default one observes the
/// ``ChannelHeaderLoader`` and shows the loaded avatar when it lands).
public struct DefaultChatChannelHeader<Factory: ViewFactory>: ToolbarContent {
    @Injected(\.chatClient) private var chatClient
    @Injected(\.utils) private var utils
    @Injected(\.fonts) private var fonts
    @Injected(\.colors) private var colors

    /// Makes the avatar.
    public var factory: Factory
    /// The channel shown.
    public var channel: ChatChannel
    /// What the header shows, when its modifier made it already (else made by `body`).
    private let madeContent: ChannelHeaderContent?

    /// Creates the header content of `channel`, whose avatar `factory` makes.
    public init(factory: Factory = DefaultViewFactory.shared, channel: ChatChannel) {
        self.init(factory: factory, channel: channel, shown: nil)
    }

    /// The header of ``DefaultChannelHeaderModifier``, which made what it shows (`shown`, of
    /// `channel`): made once per update, not again here.
    init(factory: Factory, channel: ChatChannel, shown: ChannelHeaderContent?) {
        self.factory = factory
        self.channel = channel
        madeContent = shown
    }

    public var body: some ToolbarContent {
        let shown = madeContent ?? ChannelHeaderContent(
            channel: channel, currentUserId: chatClient.currentUserId, namer: utils.channelNamer, now: utils.dateFormatting.now()
        )
        ToolbarItem(placement: .principal) {
            HStack {
                factory.makeChannelAvatarView(options: ChannelAvatarViewOptions(
                    channel: channel,
                    size: CGSize(width: 36, height: 36),
                    showOnlineIndicator: shown.showsOnlineIndicator
                ))
                VStack(alignment: .leading) {
                    Text(shown.title)
                        .font(fonts.bodyBold)
                        .lineLimit(1)
                    Text(shown.subtitle.text)
                        .font(fonts.caption1)
                        .lineLimit(1)
                        .foregroundColor(Color(colors.textLowEmphasis))
                }
            }
        }
    }
}

/// Its title, subtitle, avatar and online indicator show nothing of the channel's message activity.
extension DefaultChannelHeaderModifier: ShowsNoMessageActivity {}
