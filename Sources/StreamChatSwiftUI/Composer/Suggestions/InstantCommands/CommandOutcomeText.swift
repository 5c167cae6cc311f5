import StreamChat

/// The local, only-to-you texts announcing what a command did.
enum CommandOutcomeText {
    /// "Ana was muted" for the built-in moderation commands; "Pay: Ana" for others.
    static func success(commandId: String, displayName: String?, user: ChatUser) -> String {
        let name = user.mentionText
        switch commandId.drop(while: { !$0.isLetter }) {
        case "mute": return "\(name) was muted"
        case "unmute": return "\(name) was unmuted"
        case "ban": return "\(name) was banned"
        case "unban": return "\(name) was unbanned"
        case "flag": return "\(name) was flagged"
        default: return "\(displayName ?? commandId): \(name)"
        }
    }
}
