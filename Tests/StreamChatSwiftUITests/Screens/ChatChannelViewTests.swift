import CheckedIndex
import Foundation
import NoonClock
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing
import TemporaryFiles
import ScreenLines

@MainActor
@Suite("ChatChannelView")
struct ChatChannelViewTests {
    let cid = ChannelId(type: .messaging, id: "general")

    /// A bed with a "General" channel of alice, bob and carol and the given messages, oldest first.
    private func makeBed(_ messages: [(UserId, String)] = [], mentions: [Int: [UserId]] = [:]) throws -> SDKTestBed {
        try SDKTestBed.withChannel(cid, messages: messages, mentions: mentions)
    }

    /// The channel open for `user`, with dates as of a fixed noon: the messages are today's, and
    /// no midnight between two of them adds a separator or splits a group.
    private func open<Factory: ViewFactory>(_ bed: SDKTestBed, as user: UserId = "alice", factory: Factory) async throws -> (ScreenHost, ChatChannelController) {
        try await bed.openChannel(cid, as: user, factory: factory, utils: Utils(dateFormatting: .atNoon()))
    }

    @Test("Header, grouped messages with author and date separator, in both styles", arguments: [false, true])
    func rendersChannel(liquidGlass: Bool) async throws {
        let bed = try makeBed([("bob", "First from Bob"), ("bob", "Second from Bob"), ("alice", "Reply from Alice"), ("carol", "Carol here")])
        let (screen, _) = liquidGlass ? try await open(bed, factory: GlassFactory()) : try await open(bed, factory: DefaultViewFactory.shared)
        let text = screen.snapshot(width: 80, height: 24)
        #expect(text.contains("General"))
        #expect(text.contains("4 members"))
        #expect(text.contains("Today"))
        for message in ["First from Bob", "Second from Bob", "Reply from Alice", "Carol here"] {
            #expect(text.contains(message), "missing \(message) in\n\(text)")
        }
        // Bob's two messages form one group: his name shows once; the current user's name never.
        #expect(text.components(separatedBy: "Bob Brown").count - 1 == 1)
        #expect(!text.contains("Alice Anders"))
        #expect(text.contains("Carol Chen"))
        // The composer's placement: docked, a full-width rule directly above the input's row;
        // floating, the top of a box inset from the screen's edge.
        let rows = text.components(separatedBy: "\n")
        let input = try #require(rows.firstIndex { $0.contains(L10n.Composer.Placeholder.message) }, "\(text)")
        let above = try #require(rows[checked: input - 1], "\(text)")
        if liquidGlass {
            let corner = try #require(above.firstIndex(of: "╭"), "the box's top is above the input:\n\(text)")
            #expect(above.distance(from: above.startIndex, to: corner) > 0 && above[..<corner].allSatisfy { $0 == " " }, "the box is indented:\n\(text)")
        } else {
            #expect(above.count == 80 && above.allSatisfy { $0 == "─" }, "a full-width rule is directly above the input:\n\(text)")
        }
    }

    @Test("A message from another user arrives live and the list stays at the bottom")
    func liveMessages() async throws {
        let bed = try makeBed((0..<40).map { ("bob", "Old message \($0)") })
        let (screen, _) = try await open(bed, factory: DefaultViewFactory.shared)
        #expect(screen.snapshot().contains("Old message 39"))
        let bobs = try await bed.channelController(cid, as: "bob")
        try await bobs.send("Brand new message")
        await bed.drain()
        let text = screen.snapshot()
        #expect(text.contains("Brand new message"))
        #expect(!text.contains("Old message 0\n"))
    }

    @Test("Typing of another member shows below the messages")
    func typingIndicator() async throws {
        let bed = try makeBed([("bob", "hello")])
        let (screen, _) = try await open(bed, factory: DefaultViewFactory.shared)
        let bobs = try await bed.channelController(cid, as: "bob")
        try await awaitCompletion { bobs.sendStartTypingEvent(completion: $0) }
        await bed.drain()
        #expect(screen.snapshot().contains("Bob Brown is typing"))
    }

    @Test("Mentions of mentioned users are highlighted")
    func mentionsHighlighted() async throws {
        let bed = try makeBed([("bob", "hey @Alice Anders look")], mentions: [0: ["alice"]])
        let (screen, controller) = try await open(bed, factory: DefaultViewFactory.shared)
        #expect(screen.snapshot().contains("hey @Alice Anders look"))
        let message = try #require(controller.messages.first)
        #expect(message.mentionedUsers.map(\.id) == ["alice"])
        let segments = MentionHighlighting.segments(of: message.text, mentioning: message.mentionedUsers.flatMap { [$0.mentionText, $0.id] })
        #expect(segments.filter(\.isMention).map(\.text) == ["@Alice Anders"])
        // Drawn: the mention is a run of cells styled apart from the words around it.
        var styled = ""
        screen.interact { styled = $0.styledSnapshot(width: 80, height: 24) }
        let lines = styled.components(separatedBy: "\n")
        let row = try #require(lines.firstIndex { $0.contains("hey @Alice Anders look") }, "\(styled)")
        let column = try #require(lines[row].range(of: "@Alice Anders").map { lines[row][..<$0.lowerBound].count })
        let runs = lines[(row + 1)...].prefix { $0.hasPrefix("  [") }
        #expect(runs.contains { $0.hasPrefix("  [\(column)-\(column + 13)) ") }, "\(styled)")
    }

    @Test("Messages of a muted user collapse to a placeholder, also after a restart")
    func mutedUserCollapses() async throws {
        let directory = try TemporaryDirectory()
        let file = directory.chatFile
        do {
            let server = try ChatServer(fileURL: file)
            try server.seedUsers(SDKTestBed.defaultUsers)
            try server.seedChannel(cid, name: "General", createdBy: "alice", memberIds: ["bob"])
            try server.seedMessages([.init(authorId: "bob", text: "Noisy message", createdAt: Date())], in: cid)
            server.close()
        }
        for run in 0..<2 {
            let server = try ChatServer(fileURL: file)
            defer { server.close() }
            let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("sdk-mute"), transport: server))
            try await awaitCompletion { client.connectUser(userInfo: UserInfo(id: "alice"), token: .development(userId: "alice"), completion: $0) }
            let controller = client.channelController(for: cid)
            let screen = ScreenHost(client: client) { ChatChannelView(channelController: controller) }
            _ = screen.snapshot()
            try await awaitCompletion { controller.synchronize($0) }
            if run == 0 {
                #expect(screen.snapshot().contains("Noisy message"))
                try await awaitCompletion { client.userController(userId: "bob").mute(completion: $0) }
                client.waitForPendingRequests()
                await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
            }
            let text = screen.snapshot()
            #expect(!text.contains("Noisy message"), "run \(run):\n\(text)")
            #expect(text.contains("Message from a muted user (Bob Brown)"), "run \(run):\n\(text)")
        }
    }

    @Test("A /giphy preview only its sender sees, with Send, Shuffle and Cancel; Send posts it")
    func giphyPreview() async throws {
        let bed = try makeBed([("bob", "show me cats")])
        let client = try await bed.client("alice")
        let controller = client.channelController(for: cid)
        let viewModel = ChatChannelViewModel(channelController: controller)
        let screen = ScreenHost(client: client) { ChatChannelView(viewFactory: DefaultViewFactory.shared, viewModel: viewModel) }
        _ = screen.snapshot()
        await bed.drain()
        _ = try await controller.send("/giphy cats")
        await bed.drain()
        let preview = screen.snapshot(width: 80, height: 30)
        for expected in ["GIPHY · ", "Send", "Shuffle", "Cancel", "Only visible to you"] {
            #expect(preview.contains(expected), "missing \(expected) in\n\(preview)")
        }
        let bobs = try await bed.channelController(cid, as: "bob")
        #expect(!bobs.messages.contains { !$0.giphyAttachments.isEmpty }, "the preview is not posted")
        let ephemeral = try #require(controller.messages.first { $0.type == .ephemeral })
        viewModel.perform(.send, on: ephemeral)
        await bed.drain()
        let sent = screen.snapshot(width: 80, height: 30)
        #expect(sent.contains("GIPHY · "))
        #expect(!sent.contains("Shuffle"))
        #expect(!sent.contains("Only visible to you"))
        #expect(bobs.messages.contains { !$0.giphyAttachments.isEmpty }, "Send posted the giphy")
    }

    @Test("A reactions line starts in the message text column, not beside the avatar")
    func reactionsAlignWithText() async throws {
        let bed = try makeBed([("bob", "Before this"), ("bob", "React to this")])
        let (screen, controller) = try await open(bed, factory: DefaultViewFactory.shared)
        let message = try #require(controller.messages.first { $0.text == "React to this" })
        try await awaitCompletion { controller.addReaction("love", to: message.id, completion: $0) }
        await bed.drain()
        let text = screen.snapshot(width: 60, height: 20)
        let lines = text.screenLines
        let emoji = MessageListConfig().emoji(forReaction: "love")
        let body = try #require(text.position(of: "React to this"), "\(text)")
        let reaction = try #require(text.position(of: emoji), "\(text)")
        #expect(reaction.y > body.y, "\(text)")
        #expect(text.position(of: "Before this") == CellPoint(x: body.x, y: body.y - 1), "grouped messages stay on adjacent rows\n\(text)")
        #expect(reaction.x == body.x, "the reaction starts where the text does\n\(text)")
        #expect(!lines[reaction.y].contains("BB"), "the avatar's initials are not on the reactions row\n\(text)")
        #expect(lines[body.y].contains("BB"), "the initials sit on the bubble's last line\n\(text)")
    }

    @Test("Edited and deleted messages show their state")
    func editedAndDeleted() async throws {
        let bed = try makeBed([("alice", "typo hree"), ("alice", "regret this")])
        let (screen, controller) = try await open(bed, factory: DefaultViewFactory.shared)
        let typo = try #require(controller.messages.first { $0.text == "typo hree" })
        let regret = try #require(controller.messages.first { $0.text == "regret this" })
        try await awaitCompletion { controller.editMessage(typo.id, text: "typo here", completion: $0) }
        try await awaitCompletion { controller.deleteMessage(regret.id, completion: $0) }
        await bed.drain()
        let text = screen.snapshot()
        #expect(text.contains("typo here"))
        #expect(text.contains("Edited"))
        #expect(text.contains("Message deleted"))
        #expect(!text.contains("regret this"))
    }

    @Test("A message the server refuses stays with a Resend button")
    func failedMessageResend() async throws {
        let bed = try makeBed([("bob", "before the ban")])
        let (screen, controller) = try await open(bed, factory: DefaultViewFactory.shared)
        let moderator = try await bed.client("mod")
        try await awaitCompletion { moderator.userController(userId: "alice").ban(in: cid, completion: $0) }
        await bed.drain()
        let result: Result<MessageId, Error> = await withCheckedContinuation { continuation in
            controller.createNewMessage(text: "am I still here?") { continuation.resume(returning: $0) }
        }
        #expect((try? result.get()) == nil)
        await bed.drain()
        let text = screen.snapshot()
        #expect(text.contains("am I still here?"))
        #expect(text.contains("Message failed to send"))
        #expect(text.contains("Resend"))
    }

    @Test("Control characters and very long names keep the layout intact")
    func badInput() async throws {
        let longName = String(repeating: "Bartholomew ", count: 20)
        let bed = try SDKTestBed(users: [.init(id: "alice", name: "Alice"), .init(id: "bob", name: longName), .init(id: "eve", name: "E\u{1B}[31mvil\u{7}")])
        try bed.server.seedChannel(cid, name: "Bad\u{1B}]0;pwned\u{7} input", createdBy: "alice", memberIds: ["bob", "eve"])
        try bed.server.seedMessages([
            .init(authorId: "bob", text: "long name here", createdAt: Date().addingTimeInterval(-20)),
            .init(authorId: "eve", text: "ring \u{7} the bell \u{1B}[2J clear", createdAt: Date().addingTimeInterval(-10)),
        ], in: cid)
        let (screen, _) = try await open(bed, factory: DefaultViewFactory.shared)
        let text = screen.snapshot(width: 60, height: 20)
        #expect(!text.contains("\u{1B}"))
        #expect(!text.contains("\u{7}"))
        #expect(text.contains("long name here"))
        // The long author name takes one row, cut with "…"; the bubble's text keeps a row of its own.
        let rows = text.components(separatedBy: "\n")
        let nameRows = rows.filter { $0.contains("Bartholomew") }
        #expect(nameRows.count == 1 && nameRows[0].contains("…"), "\(text)")
        #expect(screen.textsFit(containing: "Bartholomew", width: 60), "the name is cut within the screen's width")
        let bubble = try #require(rows.firstIndex { $0.contains("long name here") }, "\(text)")
        #expect(!rows[bubble].contains("Bartholomew"), "\(text)")
        #expect(rows.contains { $0.contains("ring") && $0.contains("the bell") }, "the next message is whole:\n\(text)")
    }
}

/// A factory with the floating composer.
final class GlassFactory: ViewFactory {
    var styles = LiquidGlassStyles()
}
