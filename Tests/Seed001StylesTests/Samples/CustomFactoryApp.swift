// Seed 001, sample 2 (`var body: some Scene`), verbatim inside a minimal App.
import StreamChat
import StreamChatSwiftUI
import SwiftUI

struct CustomFactoryApp: App {
var body: some Scene {
    WindowGroup {
        ChatChannelListView(viewFactory: CustomFactory.shared)
    }
}
}
