// Seed 001, "Accessing Dependencies", verbatim inside a plain struct.
import StreamChat
import StreamChatSwiftUI
import SwiftUI

struct Dependencies {
@Injected(\.chatClient) var chatClient
@Injected(\.colors) var colors
@Injected(\.fonts) var fonts
@Injected(\.images) var images
@Injected(\.utils) var utils
}

struct CustomDependencies {
@Injected(\.customType) var customType
}
