import Combine
import Foundation
import StreamChat

/// Runs the simulated people on a chat server: connects them (so they show as online),
/// watches what the current user sends, and performs what `BotBrain` decides at the times it
/// decides, through real requests of each bot's own connection.
@MainActor public final class BotDriver {
    private let server: ChatServer
    private var brain: BotBrain
    private let scheduler: any BotScheduler
    private var connections: [UserId: ConnectionId] = [:]
    private var subscription: AnyCancellable?
    private var isRunning = false
    private var promptedMessageIds: Set<MessageId> = []
    /// Every action performed, in order (for the log and for tests).
    public private(set) var performed: [BotAction] = []
    /// Requests the server refused (e.g. a banned bot posting), with the reason.
    public private(set) var failures: [(BotAction, String)] = []

    public init(server: ChatServer, brain: BotBrain, scheduler: any BotScheduler) {
        self.server = server
        self.brain = brain
        self.scheduler = scheduler
    }

    /// The bots (the named people online from the start, except you) in each of your channels.
    public static func botsByChannel(server: ChatServer, currentUserId: UserId) -> [ChannelId: [UserId]] {
        let bots = DemoCast.onlineBotIds.filter { $0 != currentUserId }
        var result: [ChannelId: [UserId]] = [:]
        for plan in DemoChannels.plans where plan.memberIds.contains(currentUserId) {
            result[plan.cid] = bots.filter(plan.memberIds.contains)
        }
        return result
    }

    /// Connects the bots and starts listening to `client` (the current user's client) and the
    /// chatter timer.
    public func start(listeningTo client: ChatClient) {
        guard !isRunning else { return }
        isRunning = true
        let bots = Set(brain.botsByChannel.values.joined()).sorted()
        for bot in bots {
            if let info = try? server.connect(userInfo: UserInfo(id: bot), token: .development(userId: bot), eventHandler: { _ in }) {
                connections[bot] = info.connectionId
            }
        }
        let me = brain.currentUser.id
        subscription = client.subscribe { [weak self] event in
            // Answer only published messages of the current user (not previews or errors);
            // `prompt` answers a message at most once.
            guard case let .messageNew(message) = event, message.author.id == me, message.localState == nil,
                  message.type != .ephemeral, message.type != .error, let cid = message.cid else { return }
            self?.prompt(BotBrain.Prompt(messageId: message.id, cid: cid, mentionedUserIds: message.mentionedUsers.map(\.id).sorted()))
        }
        scheduleChatter()
    }

    /// Feeds one message of the current user to the brain and schedules what it decides.
    /// A message is answered at most once, however often it is fed in.
    public func prompt(_ prompt: BotBrain.Prompt) {
        guard promptedMessageIds.insert(prompt.messageId).inserted else { return }
        for action in brain.respond(to: prompt) { schedule(action) }
    }

    /// Disconnects the bots and cancels what is pending.
    public func stop() {
        isRunning = false
        subscription = nil
        scheduler.cancelAll()
        for connection in connections.values { server.disconnect(connection) }
        connections.removeAll()
    }

    private func scheduleChatter() {
        scheduler.schedule(after: brain.nextChatterDelay()) { [weak self] in
            guard let self, self.isRunning else { return }
            for action in self.brain.chatter() { self.schedule(action) }
            self.scheduleChatter()
        }
    }

    private func schedule(_ action: BotAction) {
        scheduler.schedule(after: action.delay) { [weak self] in self?.perform(action) }
    }

    private func perform(_ action: BotAction) {
        guard isRunning, let connection = connections[action.botId] else { return }
        do {
            _ = try server.perform(action.request, on: connection)
            performed.append(action)
        } catch {
            failures.append((action, "\(error)"))
        }
    }
}
