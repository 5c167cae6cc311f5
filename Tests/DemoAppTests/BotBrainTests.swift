@testable import DemoSupport
import Foundation
import StreamChat
import PatientWait
import Testing

@Suite struct BotBrainTests {
    let you = DemoCast.Person(id: "alex", name: "Alex Morgan")
    let bots: [ChannelId: [UserId]] = [DemoChannels.team: ["ana", "yuki", "noah"], DemoChannels.directMessage(with: "ana"): ["ana"]]

    func brain(seed: UInt64) -> BotBrain {
        BotBrain(seed: seed, currentUser: you, botsByChannel: bots, chatterChannels: [DemoChannels.team])
    }

    func run(_ brain: inout BotBrain, prompts: Int) -> [BotAction] {
        var actions: [BotAction] = []
        for index in 0..<prompts {
            actions += brain.respond(to: .init(messageId: "m\(index)", cid: DemoChannels.team, mentionedUserIds: []))
            actions += brain.chatter()
        }
        return actions
    }

    @Test func sameSeedSameBehaviour() {
        var first = brain(seed: 1), second = brain(seed: 1), other = brain(seed: 2)
        let a = run(&first, prompts: 20), b = run(&second, prompts: 20), c = run(&other, prompts: 20)
        #expect(a == b)
        #expect(a != c)
    }

    @Test func botsTypeBeforeTheyPostAndMentionYouSometimes() {
        var brain = brain(seed: 3)
        let actions = run(&brain, prompts: 30)
        let sends = actions.filter { if case .send = $0.kind { true } else { false } }
        #expect(!sends.isEmpty)
        for send in sends {
            #expect(actions.contains { $0.botId == send.botId && $0.kind == .startTyping && $0.delay < send.delay || $0.delay == 0 })
        }
        let mentioningYou = sends.filter { if case let .send(text, ids) = $0.kind { ids == ["alex"] && text.contains("@Alex Morgan") } else { false } }
        #expect(!mentioningYou.isEmpty)
        #expect(actions.contains { if case .react = $0.kind { true } else { false } })
        #expect(actions.allSatisfy { bots[$0.cid]?.contains($0.botId) == true })
    }

    @Test func mentionedBotAlwaysAnswers() {
        var brain = brain(seed: 4)
        for index in 0..<20 {
            let actions = brain.respond(to: .init(messageId: "m\(index)", cid: DemoChannels.team, mentionedUserIds: ["yuki"]))
            #expect(actions.contains { $0.botId == "yuki" && { if case .send = $0.kind { true } else { false } }($0) })
        }
    }

    @Test func nothingInChannelsWithoutBots() {
        var brain = brain(seed: 5)
        #expect(brain.respond(to: .init(messageId: "x", cid: DemoChannels.random, mentionedUserIds: [])).isEmpty)
    }
}

/// Runs scheduled work when the test says so, in time order.
@MainActor final class ManualScheduler: BotScheduler {
    private var queue: [(time: TimeInterval, order: Int, work: @MainActor () -> Void)] = []
    private var now: TimeInterval = 0
    private var counter = 0

    func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) {
        counter += 1
        queue.append((now + delay, counter, work))
    }

    func cancelAll() { queue.removeAll() }

    /// Runs everything due up to `time` seconds from the start, including work scheduled meanwhile.
    func advance(to time: TimeInterval) {
        while let next = queue.enumerated().filter({ $0.element.time <= time }).min(by: {
            ($0.element.time, $0.element.order) < ($1.element.time, $1.element.order)
        }) {
            queue.remove(at: next.offset)
            now = next.element.time
            next.element.work()
        }
        now = time
    }
}

@Suite(.serialized) @MainActor struct BotDriverTests {
    @Test func botsAnswerOnTheServerAndTheMentionRings() async throws {
        let server = try await seededDemoServer()
        let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("demo-tests"), transport: server))
        var rings = 0
        let alert = MentionAlert(currentUserId: "alex") { rings += 1 }
        alert.attach(to: client)
        try await connectAlex(client)
        let (driver, scheduler) = startBots(seed: 9, on: server, listeningTo: client)
        defer { driver.stop() }
        for index in 0..<6 {
            driver.prompt(.init(messageId: "seed-team-\(200 - index)", cid: DemoChannels.team, mentionedUserIds: ["ana"]))
        }
        scheduler.advance(to: 600)
        try await waitUntil { !driver.performed.isEmpty && rings > 0 }
        #expect(driver.failures.isEmpty)
        #expect(driver.performed.contains { $0.botId == "ana" && { if case .send = $0.kind { true } else { false } }($0) })
        #expect(rings == alert.bellCount)
        #expect(alert.markedChannels.contains(DemoChannels.team))
        alert.openChannel = DemoChannels.team
        #expect(alert.markedChannels.isEmpty)
    }

    @Test func oneSentMessageGetsOneAnswer() async throws {
        let server = try await seededDemoServer()
        let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("demo-tests"), transport: server))
        try await connectAlex(client)
        let (driver, scheduler) = startBots(seed: 3, on: server, listeningTo: client)
        defer { driver.stop() }

        let controller = client.channelController(for: DemoChannels.team)
        var sent: MessageId?
        controller.createNewMessage(text: "@Ana García are you there?", mentionedUserIds: ["ana"]) { result in
            sent = try? result.get()
        }
        try await waitUntil { sent != nil }
        // Let every event of the sent message reach the driver before the bots act: the server
        // queued them on the main queue before the request finished.
        client.waitForPendingRequests()
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        scheduler.advance(to: 20)  // the answer takes at most 8 s; unprompted chatter starts after 25 s
        let sends = driver.performed.filter { if case .send = $0.kind { true } else { false } }
        #expect(sends.count == 1)
        #expect(sends.first?.botId == "ana")
    }

    private func connectAlex(_ client: ChatClient) async throws {
        let error: Error? = await withCheckedContinuation { continuation in
            client.connectUser(userInfo: UserInfo(id: "alex"), token: .development(userId: "alex")) { continuation.resume(returning: $0) }
        }
        #expect(error == nil)
    }

    /// Bots of the seeded channels answering Alex, on a scheduler the test advances by hand.
    private func startBots(seed: UInt64, on server: ChatServer, listeningTo client: ChatClient) -> (BotDriver, ManualScheduler) {
        let you = DemoCast.Person(id: "alex", name: "Alex Morgan")
        let brain = BotBrain(seed: seed, currentUser: you, botsByChannel: BotDriver.botsByChannel(server: server, currentUserId: "alex"),
                             chatterChannels: [DemoChannels.team])
        let scheduler = ManualScheduler()
        let driver = BotDriver(server: server, brain: brain, scheduler: scheduler)
        driver.start(listeningTo: client)
        return (driver, scheduler)
    }
}
