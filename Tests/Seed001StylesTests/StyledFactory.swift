// A factory using the seed's CustomStyles, as the text suggests ("create your own custom Styles").
import StreamChat
import StreamChatSwiftUI
import SwiftUI

final class StyledFactory: ViewFactory {
    @Injected(\.chatClient) public var chatClient
    public var styles = CustomStyles()
}
