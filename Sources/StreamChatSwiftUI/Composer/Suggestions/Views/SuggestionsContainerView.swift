import StreamChat
import SwiftUI

/// The SDK's default container of suggestions, shown above the composer: mentions
/// (``UserSuggestionsView``) and instant commands (``CommandSuggestionsView``).
public struct SuggestionsContainerView: View {
    /// The current suggestions (`"mentions"` → `[ChatUser]`, `"instantCommands"` → `[CommandHandler]`).
    public var suggestions: [String: Any]
    /// Called with `["chatUser": user]` or `["instantCommand": command]` when one is picked.
    public var handleCommand: ([String: Any]) -> Void

    /// Creates the container.
    public init(suggestions: [String: Any], handleCommand: @escaping ([String: Any]) -> Void) {
        self.suggestions = suggestions
        self.handleCommand = handleCommand
    }

    public var body: some View {
        ZStack {
            if let users = suggestions["mentions"] as? [ChatUser] {
                UserSuggestionsView(users: users) { user in
                    handleCommand(["chatUser": user])
                }
            }
            if let commands = suggestions["instantCommands"] as? [CommandHandler] {
                CommandSuggestionsView(instantCommands: commands) { command in
                    handleCommand(["instantCommand": command])
                }
            }
        }
    }
}
