import Foundation
import StreamChat

/// Decides what the simulated people do. Pure and deterministic: the same seed and the same
/// sequence of prompts give the same actions, so bot behaviour can be tested and replayed.
public struct BotBrain: Sendable {
    /// A message the current user sent, as the bots see it.
    public struct Prompt: Equatable, Sendable {
        public let messageId: MessageId
        public let cid: ChannelId
        public let mentionedUserIds: [UserId]

        public init(messageId: MessageId, cid: ChannelId, mentionedUserIds: [UserId]) {
            self.messageId = messageId
            self.cid = cid
            self.mentionedUserIds = mentionedUserIds
        }
    }

    private var random: SeededRandom
    /// Who the bots talk to.
    public let currentUser: DemoCast.Person
    /// The bots in each channel the current user is in.
    public let botsByChannel: [ChannelId: [UserId]]
    /// Channels where unprompted chatter happens.
    public let chatterChannels: [ChannelId]

    public init(seed: UInt64, currentUser: DemoCast.Person, botsByChannel: [ChannelId: [UserId]], chatterChannels: [ChannelId]) {
        random = SeededRandom(seed: seed)
        self.currentUser = currentUser
        self.botsByChannel = botsByChannel.filter { !$0.value.isEmpty }
        self.chatterChannels = chatterChannels.filter { !(botsByChannel[$0] ?? []).isEmpty }
    }

    /// The reaction to a message of the current user: a mentioned bot always answers; otherwise
    /// one bot of the channel may react and usually replies after typing for a while.
    public mutating func respond(to prompt: Prompt) -> [BotAction] {
        guard let bots = botsByChannel[prompt.cid] else { return [] }
        let bot = prompt.mentionedUserIds.first(where: bots.contains) ?? random.pick(bots)
        let wasMentioned = prompt.mentionedUserIds.contains(bot)
        var actions: [BotAction] = []
        if random.chance(0.5) {
            actions.append(BotAction(botId: bot, cid: prompt.cid, delay: seconds(1...2),
                                     kind: .react(messageId: prompt.messageId, type: random.pick(DemoPhrases.reactionTypes))))
        }
        if wasMentioned || random.chance(0.8) {
            actions += typedMessage(by: bot, in: prompt.cid, after: seconds(1...3),
                                    text: reply(mentioningYou: random.chance(0.3)))
        }
        return actions
    }

    /// Unprompted chatter: one bot says something in a chatter channel, often to you.
    public mutating func chatter() -> [BotAction] {
        guard !chatterChannels.isEmpty else { return [] }
        let cid = random.pick(chatterChannels)
        let bot = random.pick(botsByChannel[cid] ?? [])
        let text = random.chance(0.4)
            ? DemoPhrases.mention(random.pick(DemoPhrases.mentionTemplates), name: currentUser.name)
            : random.pick(DemoPhrases.chatter)
        return typedMessage(by: bot, in: cid, after: 0, text: text)
    }

    /// Seconds until the next unprompted chatter.
    public mutating func nextChatterDelay() -> TimeInterval {
        seconds(25...60)
    }

    /// Typing, then the message; a message that names `@you` carries your id as a mention.
    private mutating func typedMessage(by bot: UserId, in cid: ChannelId, after start: TimeInterval, text: String) -> [BotAction] {
        let sendAt = start + seconds(2...5)
        let mentioned = text.contains("@" + currentUser.name) ? [currentUser.id] : []
        return [
            BotAction(botId: bot, cid: cid, delay: start, kind: .startTyping),
            BotAction(botId: bot, cid: cid, delay: sendAt, kind: .stopTyping),
            BotAction(botId: bot, cid: cid, delay: sendAt, kind: .send(text: text, mentionedUserIds: mentioned)),
        ]
    }

    private mutating func reply(mentioningYou: Bool) -> String {
        let text = random.pick(DemoPhrases.replies)
        return mentioningYou ? "@\(currentUser.name) \(text)" : text
    }

    private mutating func seconds(_ range: ClosedRange<Int>) -> TimeInterval {
        TimeInterval(Int.random(in: range, using: &random))
    }
}
