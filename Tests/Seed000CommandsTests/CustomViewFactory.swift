import StreamChat
import StreamChatSwiftUI
import SwiftUI

// Seed 000, "Customizing the Command Suggestions View": verbatim.

class CustomViewFactory: ViewFactory {

    @Injected(\.chatClient) public var chatClient

    public var styles = RegularStyles()

    public func makeSuggestionsContainerView(
        options: SuggestionsContainerViewOptions
    ) -> some View {
        CustomSuggestionsContainerView(
            suggestions: options.suggestions,
            handleCommand: options.handleCommand
        )
    }
}

struct CustomSuggestionsContainerView: View {

    var suggestions: [String: Any]
    var handleCommand: ([String: Any]) -> Void

    var body: some View {
        ZStack {
            if let suggestedUsers = suggestions["mentions"] as? [ChatUser] {
                UserSuggestionsView(
                    users: suggestedUsers,
                    userSelected: { user in
                        handleCommand(["chatUser": user])
                    }
                )
            }

            if let instantCommands = suggestions["instantCommands"] as? [CommandHandler] {
                CommandSuggestionsView(
                    instantCommands: instantCommands,
                    commandSelected: { command in
                        handleCommand(["instantCommand": command])
                    }
                )
            }
        }
    }
}

// The seed's App uses `CustomViewFactory.shared` without showing it; a user adds it like this.
extension CustomViewFactory {
    static let shared = CustomViewFactory()
}

/// "Finally, inject the CustomViewFactory in your view hierarchy." The body is verbatim.
struct Seed000App: App {
    var body: some Scene {
        WindowGroup {
            ChatChannelListView(viewFactory: CustomViewFactory.shared)
        }
    }
}
