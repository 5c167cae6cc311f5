// Seed 002, the `var body: some Scene` sample, verbatim inside a minimal App.
import StreamChat
import StreamChatSwiftUI
import SwiftUI

struct CustomViewFactoryApp: App {
var body: some Scene {
    WindowGroup {
        ChatChannelListView(viewFactory: CustomViewFactory())
    }
}
}
