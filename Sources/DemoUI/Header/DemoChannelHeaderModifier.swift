import DemoSupport
import StreamChat
import StreamChatSwiftUI
import SwiftUI

/// The channel header the demo's factory returns: the WhatsApp-style header, and while the
/// channel is on screen it tells the mention alert which channel is open (so a mention there
/// rings without marking it, and opening a marked channel clears its mark).
struct DemoChannelHeaderModifier: ChatChannelHeaderViewModifier {
    let channel: ChatChannel
    let mentionAlert: MentionAlert

    func body(content: Content) -> some View {
        content
            .modifier(WhatsAppChannelHeaderModifier(channel: channel))
            .onAppear { mentionAlert.openChannel = channel.cid }
            .onDisappear {
                if mentionAlert.openChannel == channel.cid { mentionAlert.openChannel = nil }
            }
    }
}
