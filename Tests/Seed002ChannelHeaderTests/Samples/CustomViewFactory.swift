// Seed 002, the CustomViewFactory file, verbatim.
import StreamChat
import StreamChatSwiftUI
import SwiftUI

class CustomViewFactory: ViewFactory {

    @Injected(\.chatClient) public var chatClient

    func makeChannelHeaderViewModifier(for channel: ChatChannel) -> some ChatChannelHeaderViewModifier {
        WhatsAppChannelHeaderModifier(channel: channel)
    }
}
