// Seed 002, "Channel Header Modifier", verbatim.
import StreamChat
import StreamChatSwiftUI
import SwiftUI

struct WhatsAppChannelHeaderModifier: ChatChannelHeaderViewModifier {
    
    let channel: ChatChannel
    
    func body(content: Content) -> some View {
        content.toolbar {
            WhatsAppChannelHeader(channel: channel)
        }
    }
}
