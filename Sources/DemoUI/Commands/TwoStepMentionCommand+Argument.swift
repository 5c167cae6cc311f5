import StreamChat
import StreamChatSwiftUI

extension TwoStepMentionCommand {
    /// What was typed after the selected user's mention (`/pay @Ana García 10` → " 10"); the
    /// whole text when it does not start with the mention. The demo's commands mention with `@`.
    func argument(typedAfter user: ChatUser, in composerCommand: ComposerCommand, mentionSymbol: String = "@") -> String {
        let mention = mentionSymbol + user.mentionText
        let typed = composerCommand.typingSuggestion.text
        return typed.hasPrefix(mention) ? String(typed.dropFirst(mention.count)) : typed
    }
}
