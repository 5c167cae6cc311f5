import StreamChat

/// The local, only-to-you texts announcing what a command did.
enum CommandOutcomeText {
    /// "Ana was muted" for the built-in moderation commands; "Pay: Ana" for others.
    static func success(commandId: String, displayName: String?, user: ChatUser) -> String {
        let name = user.mentionText
        switch commandId.drop(while: { !$0.isLetter }) {
        case "mute": return L10n.Composer.Outcome.muted(name)
        case "unmute": return L10n.Composer.Outcome.unmuted(name)
        case "ban": return L10n.Composer.Outcome.banned(name)
        case "unban": return L10n.Composer.Outcome.unbanned(name)
        case "flag": return L10n.Composer.Outcome.flagged(name)
        default: return L10n.Composer.Outcome.other(displayName ?? commandId, name)
        }
    }
}
