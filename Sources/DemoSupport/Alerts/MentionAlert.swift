import Combine
import StreamChat

/// Notices messages that mention the current user: rings the bell and marks the channel until
/// it is opened.
@MainActor public final class MentionAlert: ObservableObject {
    /// Channels with a mention of you that you have not opened since.
    @Published public private(set) var markedChannels: Set<ChannelId> = []
    /// How many times the bell rang.
    public private(set) var bellCount = 0
    /// The channel on screen; a mention there rings but does not mark it.
    public var openChannel: ChannelId? {
        didSet { if let openChannel { markedChannels.remove(openChannel) } }
    }

    private let currentUserId: UserId
    private let ring: @MainActor () -> Void
    private var subscription: AnyCancellable?

    /// - Parameter ring: rings the terminal bell (the runtime's output).
    public init(currentUserId: UserId, ring: @escaping @MainActor () -> Void) {
        self.currentUserId = currentUserId
        self.ring = ring
    }

    /// Starts watching `client`'s events.
    public func attach(to client: ChatClient) {
        subscription = client.subscribe { [weak self] event in self?.handle(event) }
    }

    /// Handles one event: a new message by someone else that mentions you rings and marks.
    public func handle(_ event: ChatEvent) {
        guard case let .messageNew(message) = event, message.author.id != currentUserId,
              message.mentionedUsers.contains(where: { $0.id == currentUserId }), let cid = message.cid else { return }
        bellCount += 1
        ring()
        if cid != openChannel { markedChannels.insert(cid) }
    }
}
