import Foundation
import StreamChat

/// One thing a simulated person does, some seconds after what prompted it.
public struct BotAction: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case startTyping
        case stopTyping
        case send(text: String, mentionedUserIds: [UserId])
        case react(messageId: MessageId, type: String)
    }

    public let botId: UserId
    public let cid: ChannelId
    /// Seconds after the prompt (a message, or the chatter timer) at which this happens.
    public let delay: TimeInterval
    public let kind: Kind

    public init(botId: UserId, cid: ChannelId, delay: TimeInterval, kind: BotAction.Kind) {
        self.botId = botId
        self.cid = cid
        self.delay = delay
        self.kind = kind
    }

    /// The request that performs this action as the bot.
    var request: ChatRequest {
        switch kind {
        case .startTyping: .typing(cid: cid, isTyping: true)
        case .stopTyping: .typing(cid: cid, isTyping: false)
        case let .send(text, mentioned): .sendMessage(cid: cid, NewMessage(text: text, mentionedUserIds: mentioned))
        case let .react(messageId, type):
            .addReaction(messageId: messageId, type: MessageReactionType(rawValue: type), score: 1, enforceUnique: false)
        }
    }
}
