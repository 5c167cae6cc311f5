import Foundation

/// What the seeded people and the bots say, in several languages.
enum DemoPhrases {
    static let chatter = [
        "Morning all ☀️", "Did anyone see the build times today?", "Pushing the fix for the login screen now.",
        "Lunch at 12:30?", "¿Alguien tiene el enlace de la reunión?", "Ça marche pour moi 👍", "Das Review ist fertig.",
        "了解しました！", "好的，没问题", "좋아요!", "Спасибо!", "Ευχαριστώ πολύ", "The release notes are in the doc.",
        "Can someone review PR #482?", "I'll be 5 minutes late", "Coffee ☕ anyone?", "Tests are green ✅",
        "Who owns the onboarding flow?", "Retro moved to Thursday", "Nice work on the demo!", "Looks good to me",
        "I pushed a draft, comments welcome", "Deploy window is 16:00 UTC", "Is the staging server down?", "Back in 10",
        "Great idea", "Let's pair on it tomorrow", "The new icons look 🔥", "Heads up: the API key rotates tonight",
        "Thanks for the quick turnaround!", "Qualcuno ha visto i nuovi mockup?", "Vou revisar isso à tarde.",
        "Jeg tar den.", "Zaraz sprawdzę.", "明日の会議は10時からです", "这个问题我来看看", "오늘 배포 괜찮을까요?",
        "Çok iyi görünüyor!", "Hyvää huomenta!", "Det ser bra ut 👌",
    ]

    /// `%@` stands for the mentioned person's `@Name`.
    static let mentionTemplates = [
        "%@ can you take a look?", "Thanks %@!", "%@ ping me when you're free", "%@ what do you think?",
        "%@ could you review my PR?", "Great catch %@ 🙌", "%@ ¿lo revisas tú?", "%@ merci pour l'aide !",
        "%@ 確認お願いします", "%@ are you joining the call?",
    ]

    static let replies = [
        "Sounds good!", "On it 👍", "Agreed.", "Let me check and get back to you.", "Haha, true 😄", "Good point.",
        "Done ✅", "I'll look after lunch.", "Claro, sin problema.", "D'accord !", "了解です", "好的！", "네, 알겠습니다",
        "Klingt gut.", "Perfect, thanks!",
    ]

    static let reactionTypes = ["like", "love", "haha", "wow"]

    /// A mention template filled with `@Name`.
    static func mention(_ template: String, name: String) -> String {
        template.replacingOccurrences(of: "%@", with: "@" + name)
    }
}
