import DemoSupport
import StreamChat
import StreamChatSwiftUI
import SwiftUI

/// The whole screen: the SDK's channel list (which opens channels, and with `--open` opens
/// that channel as soon as it has loaded it), the notices that must not go unseen (a startup
/// warning, unsent messages not stored, see ``DemoNotices``), the line that says the mouse is
/// not captured while F2 turned capture off, and the key help on top when asked for.
struct DemoRootView<Factory: ViewFactory>: View {
    let factory: Factory
    /// The channel given with `--open`, if any.
    let openChannel: ChannelId?
    @ObservedObject var help: HelpState
    @ObservedObject var mouse: MouseCaptureState
    let notices: DemoNotices

    var body: some View {
        ZStack {
            VStack(spacing: 0) {
                ChatChannelListView(viewFactory: factory, title: "Stream Chat Demo", selectedChannelId: openChannel?.rawValue)
                DemoNoticeBar(notices: notices)
                if !mouse.isCaptured {
                    MouseCaptureBar()
                }
            }
            if help.isShown {
                HelpOverlay(isMouseCaptured: mouse.isCaptured)
            }
        }
    }
}
