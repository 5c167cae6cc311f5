// Seed 001, "Build Time Improvements": the typealias and the method, verbatim, in a factory.
import StreamChat
import StreamChatSwiftUI
import SwiftUI

final class BuildTimeFactory: ViewFactory {
    @Injected(\.chatClient) public var chatClient

typealias NoChannels = CustomNoChannelsView

public func makeNoChannelsView(options: NoChannelsViewOptions) -> CustomNoChannelsView {
    CustomNoChannelsView()
}
}
