import DemoSupport
import StreamChat
import StreamChatSwiftUI
import SwiftUI

/// The whole screen: the SDK's channel list (which opens channels, and with `--open` opens
/// that channel as soon as it has loaded it), with the key help on top when asked for.
struct DemoRootView<Factory: ViewFactory>: View {
    let factory: Factory
    /// The channel given with `--open`, if any.
    let openChannel: ChannelId?
    @ObservedObject var help: HelpState

    var body: some View {
        ZStack {
            ChatChannelListView(viewFactory: factory, title: "Stream Chat Demo", selectedChannelId: openChannel?.rawValue)
            if help.isShown {
                HelpOverlay()
            }
        }
    }
}
