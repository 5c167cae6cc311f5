import Foundation

/// What moderation did to a message.
public struct MessageModerationAction: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The message was bounced: not published, returned to its author to rephrase (or, when
    /// the policy allows, to send anyway).
    public static let bounce = Self(rawValue: "bounce")
    /// The message was removed from the channel.
    public static let remove = Self(rawValue: "remove")
}

/// Why and how moderation acted on a message.
public struct MessageModerationDetails: Hashable, Sendable {
    /// The text the author wrote (kept whole, so nothing is lost).
    public let originalText: String
    /// What moderation did.
    public let action: MessageModerationAction
    /// The blocklist entry the text matched, if a blocklist decided.
    public let blocklistMatched: String?
    /// Whether the author may send the unchanged message anyway (it is then published and
    /// flagged for moderators). False when the policy only allows a rephrased message.
    public let allowsSendingAnyway: Bool

    public init(originalText: String, action: MessageModerationAction, blocklistMatched: String? = nil, allowsSendingAnyway: Bool = false) {
        self.originalText = originalText
        self.action = action
        self.blocklistMatched = blocklistMatched
        self.allowsSendingAnyway = allowsSendingAnyway
    }
}

/// What a channel type's blocklist does with a message that contains a blocked word.
public enum BlocklistBehavior: String, Hashable, Sendable, CaseIterable {
    /// The message is bounced every time it contains a blocked word: the author must rephrase it.
    case bounce
    /// The message is bounced; sending it unchanged anyway publishes it and flags it for moderators.
    case bounceThenFlag = "bounce_flag"
}

/// A channel type's blocklist: words (or phrases) whose presence bounces a message.
/// Matching is by whole words, ignoring case, diacritics and width (`Bad`, `bád` and `ＢＡＤ`
/// match `bad`; `badge` does not).
public struct Blocklist: Hashable, Sendable {
    /// The blocked words or phrases, as configured.
    public let words: [String]
    /// What happens to a message that contains one.
    public let behavior: BlocklistBehavior

    public init(words: [String], behavior: BlocklistBehavior = .bounce) {
        self.words = words
        self.behavior = behavior
    }

    /// The first configured entry `text` contains as whole words, or nil.
    public func match(in text: String) -> String? {
        let tokens = Self.tokens(of: text)
        guard !tokens.isEmpty else { return nil }
        for word in words {
            let phrase = Self.tokens(of: word)
            guard !phrase.isEmpty, phrase.count <= tokens.count else { continue }
            for start in 0...(tokens.count - phrase.count) where tokens[start..<start + phrase.count].elementsEqual(phrase) {
                return word
            }
        }
        return nil
    }

    /// The words of a text as search folds them (case, diacritics, width): runs of letters and digits.
    static func tokens(of text: String) -> [String] {
        SearchFolding.folded(text).split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }
}
