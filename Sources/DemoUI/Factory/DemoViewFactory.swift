import DemoSupport
import StreamChat
import StreamChatSwiftUI
import SwiftUI

/// The demo's view factory: the SDK's views, with the WhatsApp-style channel header (through
/// the positional `makeChannelHeaderViewModifier(for:)` slot, as in the cookbook) and channel
/// rows that show a bell while a mention of you is unread. Generic over the styles, so
/// `--style` picks `RegularStyles` or `LiquidGlassStyles`.
final class DemoViewFactory<StylesType: Styles>: ViewFactory {
    @Injected(\.chatClient) public var chatClient

    public var styles: StylesType
    let mentionAlert: MentionAlert

    init(styles: StylesType, mentionAlert: MentionAlert) {
        self.styles = styles
        self.mentionAlert = mentionAlert
    }

    func makeChannelHeaderViewModifier(for channel: ChatChannel) -> some ChatChannelHeaderViewModifier {
        DemoChannelHeaderModifier(channel: channel, mentionAlert: mentionAlert)
    }

    func makeChannelListItem(options: ChannelListItemOptions) -> some View {
        MentionMarkedChannelRow(alert: mentionAlert, cid: options.channel.cid) {
            ChatChannelListItem(factory: self, options: options)
        }
    }
}

/// A channel row with a bell in front while the channel has an unread mention of you.
struct MentionMarkedChannelRow<Row: View>: View {
    @ObservedObject var alert: MentionAlert
    let cid: ChannelId
    @ViewBuilder let row: () -> Row

    var body: some View {
        HStack(spacing: 0) {
            Text(alert.markedChannels.contains(cid) ? "🔔" : "  ")
            row()
        }
    }
}
