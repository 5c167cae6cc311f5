// Seed 001, "Styles": the factory with LiquidGlassStyles, verbatim.
import StreamChat
import StreamChatSwiftUI
import SwiftUI

class CustomFactory: ViewFactory {

    @Injected(\.chatClient) public var chatClient

    public var styles = LiquidGlassStyles()

    private init() {}

    public static let shared = CustomFactory()
}
