import DemoSupport
import StreamChatSwiftUI
import SwiftUI

/// The whole screen: the SDK's channel list (which opens channels), or the channel given with
/// `--open`, with the key help on top when asked for.
struct DemoRootView<Factory: ViewFactory>: View {
    let factory: Factory
    @ObservedObject var navigation: DemoNavigation
    @ObservedObject var help: HelpState

    var body: some View {
        ZStack {
            if let controller = navigation.directChannel {
                ChatChannelView(viewFactory: factory, channelController: controller)
            } else {
                ChatChannelListView(viewFactory: factory, title: "Stream Chat Demo")
            }
            if help.isShown {
                HelpOverlay()
            }
        }
    }
}
