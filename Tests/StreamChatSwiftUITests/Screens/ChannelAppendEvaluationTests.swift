import Foundation
import NoonClock
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import Testing
import ScreenLines

/// Appending one message to an open channel evaluates the views that own the changed data, the
/// new row and the rows whose grouping changed: not every visible row (the message rows are
/// `Equatable`, and the environment above them keeps its version), and neither the composer,
/// the header nor the list's background (compared by what they show, they did not change).
@MainActor
@Suite("Channel append cost")
struct ChannelAppendEvaluationTests {
    let cid = ChannelId(type: .messaging, id: "general")

    @Test("Appending one message to an open channel of 300 evaluates few bodies")
    func appendEvaluatesFewBodies() async throws {
        let bed = try SDKTestBed()
        try bed.server.seedChannel(cid, name: "General", createdBy: "alice", memberIds: ["bob"])
        let start = Date().addingTimeInterval(-300 * 10)
        try bed.server.seedMessages((0..<300).map { index in
            .init(authorId: index % 3 == 0 ? "alice" : "bob", text: "Message \(index)", createdAt: start.addingTimeInterval(Double(index) * 10))
        }, in: cid)
        let client = try await bed.client("alice")
        let controller = client.channelController(for: cid)
        // Dates as of a fixed noon: midnight never falls between the seeded messages and the
        // append (it would add a date separator row and end the group).
        let screen = ScreenHost(client: client, utils: Utils(dateFormatting: .atNoon())) { ChatChannelView(channelController: controller) }
        _ = screen.snapshot(width: 100, height: 40)
        await bed.drain()
        let opened = screen.snapshot(width: 100, height: 40)
        #expect(opened.contains("Message 299"))
        _ = screen.snapshot(width: 100, height: 40)
        let bobs = try await bed.channelController(cid, as: "bob")
        await settle(screen, bed)  // bob is online now: the header says so
        try await bobs.send("Brand new message")
        await bed.drain()
        #expect(controller.messages.first?.text == "Brand new message")
        let before = screen.host.bodyEvaluationCount
        let text = screen.snapshot(width: 100, height: 40)
        let evaluations = screen.host.bodyEvaluationCount - before
        #expect(text.contains("Brand new message"))
        // The screen (it owns the view model), the list container and the list (they observe
        // it), the new row and the row before it (its group ends now) with their parts: 11.
        // Re-evaluating every visible row would be about 100; the composer and the header
        // would add 11.
        #expect(evaluations <= 13, "append evaluated \(evaluations) bodies")
    }

    @Test("An append evaluates the message list once and the rows that changed, nothing around them")
    func appendEvaluatesOnlyTheListAndChangedRows() async throws {
        let (bed, screen, viewModel) = try await openChannel()
        let bobs = try await bed.channelController(cid, as: "bob")
        await settle(screen, bed)
        try await bobs.send("Brand new message")
        await bed.drain()
        let evaluated = await screen.evaluations {
            #expect(screen.snapshot(width: 100, height: 40).contains("Brand new message"))
            // Being at the bottom, the screen marks the message read: the channel's reads and
            // unread count change once more, which no part of the screen shows.
            await bed.drain()
            _ = screen.snapshot(width: 100, height: 40)
        }
        #expect(viewModel.channel?.unreadCount.messages == 0, "the new message was marked read")
        // The screen, its header, content and list container show nothing a new message changes.
        for type: Any.Type in [ChatChannelView<DefaultViewFactory>.self, MessageListContainer<DefaultViewFactory>.self] {
            #expect(evaluated[type] == 0, "an append evaluated \(type) \(evaluated[type]) times")
        }
        // The list's rows once (no second pass from rows appearing or the read mark), not the
        // list around them (its scroll reader and scroll handlers), the new row and the row
        // before it (its group ends now), with the views inside them that changed.
        #expect(evaluated[MessageListScroll<DefaultViewFactory>.self] == 1)
        #expect(evaluated[MessageListView<DefaultViewFactory>.self] == 0)
        // The row before changes only when the new message joins its group: both are bob's, but
        // on a loaded machine the test may take longer than the grouping interval (60 s) after
        // the channel was seeded, and then the row before keeps its flags.
        let newest = viewModel.channelController.messages.prefix(2).map(\.createdAt)
        let joinsGroup = newest.count == 2 && newest[0].timeIntervalSince(newest[1]) <= Utils().messageListConfig.groupingInterval
        // The row before runs only its avatar slot and footer, which read the end of its group
        // from the list's record (its row and item are equal without it).
        #expect(evaluated[MessageListRowView<DefaultViewFactory>.self] == 1)
        #expect(evaluated[MessageItemView<DefaultViewFactory>.self] == 1)
        #expect(evaluated[MessageAvatarSlot<DefaultViewFactory>.self] == (joinsGroup ? 2 : 1))
        #expect(evaluated[MessageFooterView<DefaultViewFactory>.self] == (joinsGroup ? 2 : 1))
        // The row before keeps its text: only the new row's text is evaluated.
        #expect(evaluated[MessageTextView.self] == 1)
        let listAndRows: [Any.Type] = [
            MessageListScroll<DefaultViewFactory>.self, MessageListRowView<DefaultViewFactory>.self,
            MessageItemView<DefaultViewFactory>.self, MessageBubbleView<DefaultViewFactory>.self, UserAvatarView.self,
            MessageAvatarSlot<DefaultViewFactory>.self, MessageFooterView<DefaultViewFactory>.self,
            MessageTextView.self, MessageDateView.self, MessageAuthorView.self,
        ]
        let others = evaluated.names(besides: listAndRows)
        #expect(others.isEmpty, "an append evaluated \(others)")
    }

    @Test("Scrolled up, an append evaluates the list's rows once and the scroll-to-bottom button for the unseen count")
    func scrolledUpAppendEvaluatesListAndContainer() async throws {
        let (bed, screen, viewModel) = try await openChannel()
        let bobs = try await bed.channelController(cid, as: "bob")
        await settle(screen, bed)
        _ = screen.snapshot(width: 80, height: 24)
        screen.interact { host in host.press(.pageUp) }
        await bed.drain()
        #expect(screen.snapshot(width: 80, height: 24).contains("↓"))
        #expect(!viewModel.isAtBottom)
        try await bobs.send("Brand new message")
        await bed.drain()
        let evaluated = await screen.evaluations {
            #expect(screen.snapshot(width: 80, height: 24).contains(L10n.MessageList.newMessages(1)))
        }
        #expect(evaluated[MessageListScroll<DefaultViewFactory>.self] == 1)
        #expect(evaluated[ScrollToBottomSlot<DefaultViewFactory>.self] == 1)
        #expect(evaluated[MessageListContainer<DefaultViewFactory>.self] == 0)
        let screenTypes: [Any.Type] = [
            ChatChannelView<DefaultViewFactory>.self, ChannelScreen<DefaultViewFactory>.self,
            ChannelWithHeader<DefaultViewFactory>.self, ChatChannelContent<DefaultViewFactory>.self,
        ]
        for type in screenTypes + Self.composerTypes + Self.headerTypes {
            #expect(evaluated[type] == 0, "a scrolled-up append evaluated \(type) \(evaluated[type]) times")
        }
    }

    @Test("An append evaluates no body of the composer, the header or the list background")
    func appendSkipsComposerHeaderAndBackground() async throws {
        let (bed, screen, _) = try await openChannel()
        let bobs = try await bed.channelController(cid, as: "bob")
        await settle(screen, bed)  // bob is online now: the header says so
        try await bobs.send("Brand new message")
        await bed.drain()
        let evaluated = await screen.evaluations {
            #expect(screen.snapshot(width: 100, height: 40).contains("Brand new message"))
        }
        for type in Self.composerTypes + Self.headerTypes + [MessageListBackgroundView.self, ChatChannelContent<DefaultViewFactory>.self] {
            #expect(evaluated[type] == 0, "an append evaluated \(type) \(evaluated[type]) times")
        }
        // The list's rows were evaluated, and so was the new row.
        #expect(evaluated[MessageListScroll<DefaultViewFactory>.self] > 0)
        #expect(evaluated[MessageListRowView<DefaultViewFactory>.self] > 0)
    }

    @Test("A reply and an edit reach the composer at once, without evaluating the header")
    func replyAndEditReachTheComposer() async throws {
        let (_, screen, viewModel) = try await openChannel()
        let message = try #require(viewModel.channelController.messages.first)
        var evaluated = await screen.evaluations {
            viewModel.quotedMessage = message
            #expect(screen.snapshot(width: 100, height: 40).contains("↩"))
        }
        #expect(evaluated[MessageComposerView<DefaultViewFactory>.self] > 0)
        #expect(evaluated[DefaultChatChannelHeader<DefaultViewFactory>.self] == 0)
        evaluated = await screen.evaluations {
            viewModel.quotedMessage = nil
            viewModel.editedMessage = message
            let text = screen.snapshot(width: 100, height: 40)
            #expect(text.contains("✎") && !text.contains("↩"))
        }
        #expect(evaluated[MessageComposerView<DefaultViewFactory>.self] > 0)
        #expect(evaluated[DefaultChannelHeaderModifier<DefaultViewFactory>.self] == 0)
    }

    @Test("A message action that asks first shows its alert with Cancel; Cancel drops it")
    func confirmationAlertShowsAndCancels() async throws {
        let (_, screen, viewModel) = try await openChannel()
        let own = try #require(viewModel.channelController.messages.first { $0.author.id == "alice" })
        let delete = try #require(viewModel.contextMenuActions(for: own, factory: DefaultViewFactory.shared).first { $0.id == "delete" })
        #expect(!screen.snapshot(width: 100, height: 40).contains("permanently delete"))
        delete.action()
        let alert = screen.snapshot(width: 100, height: 40)
        #expect(alert.contains("Are you sure you want to permanently delete this message?"))
        #expect(alert.contains("Delete Message") && alert.contains("Cancel"))
        viewModel.pendingConfirmation = nil
        #expect(!screen.snapshot(width: 100, height: 40).contains("permanently delete"))
        #expect(viewModel.channelController.messages.first { $0.id == own.id }?.isDeleted == false)
    }

    @Test("Typing and a new name reach the header, without evaluating the composer")
    func typingAndRenameReachTheHeader() async throws {
        let (bed, screen, viewModel) = try await openChannel()
        let bobs = try await bed.channelController(cid, as: "bob")
        var evaluated = try await screen.evaluations {
            try await awaitCompletion { bobs.sendStartTypingEvent(completion: $0) }
            await bed.drain()
            #expect(header(of: screen).contains("Bob Brown is typing"))
        }
        #expect(evaluated[DefaultChatChannelHeader<DefaultViewFactory>.self] > 0)
        #expect(evaluated[MessageComposerView<DefaultViewFactory>.self] == 0)
        evaluated = try await screen.evaluations {
            try await awaitCompletion { viewModel.channelController.updateChannel(name: "Renamed", completion: $0) }
            await bed.drain()
            #expect(header(of: screen).contains("Renamed"))
        }
        #expect(evaluated[DefaultChannelHeaderModifier<DefaultViewFactory>.self] > 0)
        #expect(evaluated[ComposerInputView.self] == 0)
    }

    @Test("A loaded avatar still redraws the header's avatar, which observes the loader")
    func loadedAvatarReachesTheHeader() async throws {
        let (bed, screen, _) = try await openChannel()
        let loader = try #require(screen.utils?.channelHeaderLoader)
        let evaluated = await screen.evaluations {
            // Forgetting the avatars publishes a change: the header shows the placeholder and
            // loads the avatar again, then shows it when the loader publishes once more.
            loader.clearCache()
            _ = screen.snapshot(width: 100, height: 40)
            await loader.waitForPendingLoads()
            await bed.drain()
            _ = screen.snapshot(width: 100, height: 40)
        }
        #expect(evaluated[LoadingChannelAvatarView.self] >= 2)
        #expect(evaluated[ChannelAvatarView.self] >= 2)
        #expect(evaluated[MessageComposerView<DefaultViewFactory>.self] == 0)
    }

    @Test("The other member coming online reaches a direct message's header")
    func onlineStateReachesTheHeader() async throws {
        let bed = try SDKTestBed()
        let dm = ChannelId(type: .messaging, id: "dm")
        try bed.server.seedChannel(dm, createdBy: "alice", memberIds: ["bob"], isDirectMessage: true)
        let (screen, _) = try await bed.openChannel(dm, factory: DefaultViewFactory.shared)
        #expect(!header(of: screen).contains("Online"))
        _ = try await bed.client("bob")
        await bed.drain()
        #expect(header(of: screen).contains("Online"))
    }

    @Test("Opened from the channel list, an append evaluates no row of the list underneath")
    func appendFromTheListSkipsTheList() async throws {
        let bed = try SDKTestBed.withChannel(cid, messages: (0..<10).map { ($0 % 2 == 0 ? "alice" : "bob", "Message \($0)") })
        for index in 0..<5 {
            let other = ChannelId(type: .messaging, id: "other\(index)")
            try bed.server.seedChannel(other, name: "Other \(index)", createdBy: "alice", memberIds: ["bob"])
        }
        let client = try await bed.client("alice")
        let screen = ScreenHost(client: client, utils: Utils()) {
            ChatChannelListView(viewFactory: DefaultViewFactory.shared, selectedChannelId: cid.rawValue)
        }
        let bobs = try await bed.channelController(cid, as: "bob")
        await settle(screen, bed)
        await settle(screen, bed)
        #expect(screen.snapshot(width: 100, height: 40).contains("Message 9"))
        try await bobs.send("Brand new message")
        await bed.drain()
        let evaluated = await screen.evaluations {
            #expect(screen.snapshot(width: 100, height: 40).contains("Brand new message"))
        }
        // The list's screen observes the channel list, which changed (its last message): it is
        // evaluated, but its rows, under the channel screen, are not.
        #expect(evaluated[ChatChannelListItem<DefaultViewFactory>.self] == 0)
        for type in Self.composerTypes + Self.headerTypes + [MessageListBackgroundView.self] {
            #expect(evaluated[type] == 0, "an append evaluated \(type) \(evaluated[type]) times")
        }
    }

    // MARK: - Support

    static let composerTypes: [Any.Type] = [
        ChannelComposer<DefaultViewFactory>.self, ComposerSlot<DefaultViewFactory>.self, PlacementComposerModifier.self,
        MessageComposerView<DefaultViewFactory>.self, ComposerInputView.self, SendMessageButton.self, CommandsButton.self,
    ]
    static let headerTypes: [Any.Type] = [
        DefaultChannelHeaderModifier<DefaultViewFactory>.self, DefaultChatChannelHeader<DefaultViewFactory>.self,
        LoadingChannelAvatarView.self, ChannelAvatarView.self,
    ]

    /// "General" (alice, bob, carol, dave) with 30 messages, open for alice with the default
    /// factory and dates as of a fixed noon (no day ends during the test), rendered and loaded.
    private func openChannel() async throws -> (SDKTestBed, ScreenHost, ChatChannelViewModel) {
        let bed = try SDKTestBed.withChannel(cid, messages: (0..<30).map { ($0 % 3 == 0 ? "alice" : "bob", "Message \($0)") })
        let client = try await bed.client("alice")
        let viewModel = ChatChannelViewModel(channelController: client.channelController(for: cid))
        let screen = ScreenHost(client: client, utils: Utils(dateFormatting: .atNoon())) {
            ChatChannelView(viewFactory: DefaultViewFactory.shared, viewModel: viewModel)
        }
        await settle(screen, bed)
        #expect(screen.snapshot(width: 100, height: 40).contains("Message 29"))
        return (bed, screen, viewModel)
    }

    /// Renders and delivers events until avatars have loaded and the screen is drawn.
    private func settle(_ screen: ScreenHost, _ bed: SDKTestBed) async {
        for _ in 0..<2 {
            _ = screen.snapshot(width: 100, height: 40)
            await bed.drain()
            await screen.utils?.channelHeaderLoader.waitForPendingLoads()
            await bed.drain()
        }
        _ = screen.snapshot(width: 100, height: 40)
    }

    /// The first lines of the screen: the navigation header.
    private func header(of screen: ScreenHost) -> String {
        screen.snapshot(width: 100, height: 40).screenLines.prefix(4).joined(separator: "\n")
    }
}

/// Body evaluations per type during one update.
struct EvaluationRecord {
    let counts: [ObjectIdentifier: Int]

    subscript(type: Any.Type) -> Int { counts[ObjectIdentifier(type)] ?? 0 }

    /// The evaluated types other than `types`, by name (for failure messages).
    func names(besides types: [Any.Type]) -> [String] {
        let known = Set(types.map(ObjectIdentifier.init))
        // An `ObjectIdentifier` of a metatype is the type's metadata pointer.
        return counts.filter { !known.contains($0.key) && $0.value > 0 }
            .map { "\(unsafeBitCast($0.key, to: Any.Type.self)) ×\($0.value)" }.sorted()
    }
}

extension ScreenHost {
    /// The body evaluations, per type, made while `work` runs (changes, event deliveries, renders).
    func evaluations(during work: () async throws -> Void) async rethrows -> EvaluationRecord {
        host.graph.evaluationsByType = [:]
        defer { host.graph.evaluationsByType = nil }
        try await work()
        return EvaluationRecord(counts: host.graph.evaluationsByType ?? [:])
    }
}
