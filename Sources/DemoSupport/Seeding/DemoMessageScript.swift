import Foundation
import StreamChat

/// Writes the seeded conversation of one channel: who says what, whom they mention, and when.
/// The same seed gives the same messages (ids, authors, texts, mentions) on every run; only the
/// timestamps follow the clock, ending shortly before `now`.
struct DemoMessageScript {
    let plan: DemoChannels.Plan
    let now: Date

    /// The messages, oldest first, with ids `seed-<channel>-<n>`.
    func messages(using random: inout SeededRandom) -> [ChatServer.SeedMessage] {
        let speakers = speakers(using: &random)
        let mentionable = plan.memberIds.filter { DemoCast.person($0) != nil }
        var offsets: [TimeInterval] = []
        var total: TimeInterval = 60
        for _ in 0..<plan.messageCount {
            offsets.append(total)
            total += Double(Int.random(in: 1...18, using: &random)) * 60
        }
        return (0..<plan.messageCount).map { index in
            let author = plan.isDirectMessage ? speakers[index % speakers.count] : random.pick(speakers)
            var text = random.pick(DemoPhrases.chatter)
            var mentioned: [UserId] = []
            if !plan.isDirectMessage, random.chance(0.18) {
                let others = mentionable.filter { $0 != author }
                let target = others.contains(DemoCast.defaultUserId) && random.chance(0.35) ? DemoCast.defaultUserId : random.pick(others)
                text = DemoPhrases.mention(random.pick(DemoPhrases.mentionTemplates), name: DemoCast.person(target)?.name ?? target)
                mentioned = [target]
            }
            return ChatServer.SeedMessage(
                id: "seed-\(plan.cid.id)-\(index + 1)", authorId: author, text: text,
                createdAt: now.addingTimeInterval(-offsets[plan.messageCount - 1 - index]), mentionedUserIds: mentioned)
        }
    }

    /// Who talks: everyone in small channels, the cast plus a few of the crowd in the big one.
    private func speakers(using random: inout SeededRandom) -> [UserId] {
        let cast = plan.memberIds.filter { DemoCast.person($0) != nil }
        guard plan.memberIds.count > 100 else { return plan.isDirectMessage ? plan.memberIds.reversed() : cast }
        let crowd = plan.memberIds.filter { DemoCast.person($0) == nil }
        return cast + (0..<12).map { _ in random.pick(crowd) }
    }
}
