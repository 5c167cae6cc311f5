import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import Testing
import ScreenLines
import CheckedIndex

/// A message search result opens its channel at that message: the page around it, scrolled to
/// it and highlighted; newer messages load as the list's bottom shows, and the scroll-to-bottom
/// button goes back to the newest.
@MainActor
@Suite("Opening a channel at a message")
struct OpenAtMessageTests {
    private let team = ChannelId(type: .messaging, id: "team")
    private static let width = 70, height = 20

    /// "Team" with 100 messages, "Message 0" (oldest) to "Message 99" (newest), ten seconds
    /// apart; message 40 reads "The zebra crossing is closed", message 95 "The yak is hungry".
    /// Three members, so the authors' names show above their messages (as in a group; a direct
    /// message of two hides them), which the rows' heights below assume.
    private func bed() throws -> SDKTestBed {
        let bed = try SDKTestBed()
        let start = Date().addingTimeInterval(-2000)
        try bed.server.seedChannel(team, name: "Team", createdBy: "alice", memberIds: ["bob", "carol"], createdAt: start.addingTimeInterval(-10))
        try bed.server.seedMessages((0..<100).map { index in
            .init(id: "m\(index)", authorId: index.isMultiple(of: 2) ? "bob" : "alice",
                  text: index == 40 ? "The zebra crossing is closed" : index == 95 ? "The yak is hungry" : "Message \(index)",
                  createdAt: start.addingTimeInterval(Double(index) * 10))
        }, in: team)
        return bed
    }

    private func render(_ screen: ScreenHost, _ bed: SDKTestBed) async -> String {
        _ = screen.snapshot(width: Self.width, height: Self.height)
        await bed.drain()
        _ = screen.snapshot(width: Self.width, height: Self.height)
        await bed.drain()
        return screen.snapshot(width: Self.width, height: Self.height)
    }

    @Test("A search result from the channel list opens its channel scrolled to the message, not at the newest")
    func searchResultOpensAtTheMessage() async throws {
        let bed = try bed()
        let client = try await bed.client("alice")
        let (screen, _) = channelListScreen(client: client)
        _ = await render(screen, bed)
        screen.interact { $0.type("zebra") }
        let results = await render(screen, bed)
        #expect(results.contains("zebra crossing"), "\(results)")
        screen.interact { $0.press(.enter) }
        let opened = await render(screen, bed)
        #expect(opened.contains("Send a message"), "\(opened)")
        #expect(opened.contains("The zebra crossing is closed"), "the message is in view:\n\(opened)")
        #expect(!opened.contains("Message 99"), "not the newest messages:\n\(opened)")
        #expect(opened.contains("↓"), "the way back to the newest shows:\n\(opened)")
    }

    @Test("Highlighted; scrolling down loads the newer pages up to the newest")
    func scrollingDownLoadsNewerMessages() async throws {
        let bed = try bed()
        let (screen, viewModel) = try await openAtZebra(bed)
        #expect(viewModel.highlightedMessageId == "m40")
        #expect(!viewModel.channelController.hasLoadedAllNextMessages)
        var frame = ""
        for _ in 0..<60 where !frame.contains("Message 99") {
            screen.interact { $0.press(.pageDown) }
            frame = await render(screen, bed)
        }
        #expect(frame.contains("Message 99"), "\(frame)")
        #expect(!frame.contains("↓"), "at the newest, the button goes:\n\(frame)")
        let controller = viewModel.channelController
        #expect(controller.hasLoadedAllNextMessages)
        let loaded = controller.messages.map(\.id)
        #expect(loaded.first == "m99" && loaded.contains("m40"))
        #expect(Set(loaded).count == loaded.count && loaded == loaded.sorted { Int($0.dropFirst())! > Int($1.dropFirst())! },
                "every message once, in order, no gap")

        // Reaching the newest message, the list follows new ones at once.
        let bobs = try await bed.channelController(team, as: "bob")
        try await bobs.send("Brand new")
        let followed = await render(screen, bed)
        #expect(controller.messages.first?.text == "Brand new")
        #expect(followed.contains("Brand new"), "\(followed)")
    }

    @Test("The message opens centred in the list, not at its top")
    func openedMessageIsCentred() async throws {
        let bed = try bed()
        let (screen, _) = try await openAtZebra(bed)
        let lines = await render(screen, bed).screenLines
        let dividers = lines.indices.filter { lines[$0].hasPrefix("──") }
        let zebra = try #require(lines.firstIndex { $0.contains("zebra crossing") })
        let header = try #require(dividers[checked: 0], "\(lines)"), composer = try #require(dividers[checked: 1], "\(lines)")
        let above = zebra - header - 1, below = composer - zebra - 1
        #expect(abs(above - below) <= 1, "\(above) lines above, \(below) below:\n\(lines.joined(separator: "\n"))")
    }

    @Test("The next newer page loads below the last row, which stays where it was")
    func newerPageKeepsTheLastRowInPlace() async throws {
        let bed = try bed()
        let (screen, viewModel) = try await openAtZebra(bed)
        let before = viewModel.channelController.messages.count
        var scrolled = "", loaded = ""
        for _ in 0..<10 where viewModel.channelController.messages.count == before {
            screen.interact { $0.press(.pageDown) }
            scrolled = screen.snapshot(width: Self.width, height: Self.height)
            loaded = await render(screen, bed)
        }
        #expect(viewModel.channelController.messages.count > before, "a newer page loaded")
        #expect(scrolled.contains("Message 52"), "the page's newest message showed:\n\(scrolled)")
        #expect(listLines(loaded) == listLines(scrolled), "before:\n\(scrolled)\nafter:\n\(loaded)")
    }

    @Test("Messages arriving while the list shows an older page are counted on the button")
    func waitingMessagesAreCounted() async throws {
        let bed = try bed()
        let (screen, viewModel) = try await openAtZebra(bed)
        let bobs = try await bed.channelController(team, as: "bob")
        try await bobs.send("Waiting one")
        try await bobs.send("Waiting two")
        let waiting = await render(screen, bed)
        #expect(viewModel.unseenMessageCount == 2)
        #expect(waiting.contains(L10n.MessageList.newMessages(2)), "\(waiting)")
        #expect(!waiting.contains("Waiting"), "\(waiting)")
        var frame = waiting
        for _ in 0..<60 where !frame.contains("Waiting two") {
            screen.interact { $0.press(.pageDown) }
            frame = await render(screen, bed)
        }
        #expect(frame.contains("Waiting two") && !frame.contains("↓"), "\(frame)")
        #expect(viewModel.unseenMessageCount == 0)
    }

    @Test("Opened at a message of the newest page, messages arriving are counted on the button")
    func arrivalsAreCountedOnTheNewestPage() async throws {
        let bed = try bed()
        let (screen, viewModel) = try await openAt("yak", bed)
        #expect(viewModel.channelController.hasLoadedAllNextMessages, "the page around message 95 is the newest")
        let bobs = try await bed.channelController(team, as: "bob")
        try await bobs.send("Arrived one")
        let counted = await render(screen, bed)
        #expect(counted.contains(L10n.MessageList.newMessages(1)), "\(counted)")
    }

    @Test("The scroll-to-bottom button goes back to the newest messages")
    func buttonJumpsBackToTheNewest() async throws {
        let bed = try bed()
        let (screen, viewModel) = try await openAtZebra(bed)
        let opened = await render(screen, bed)
        #expect(opened.contains("↓"), "\(opened)")
        try screen.click("↓", width: Self.width, height: Self.height)
        let back = await render(screen, bed)
        #expect(back.contains("Message 99"), "\(back)")
        #expect(!back.contains("zebra"), "\(back)")
        #expect(viewModel.highlightedMessageId == nil)
        #expect(viewModel.channelController.hasLoadedAllNextMessages)
    }

    /// `ChatChannelView` with a view model opened at the zebra message (found by a search).
    private func openAtZebra(_ bed: SDKTestBed) async throws -> (ScreenHost, ChatChannelViewModel) {
        try await openAt("zebra", bed)
    }

    /// `ChatChannelView` with a view model opened at the message a search for `word` finds.
    private func openAt(_ word: String, _ bed: SDKTestBed) async throws -> (ScreenHost, ChatChannelViewModel) {
        let client = try await bed.client("alice")
        let search = client.messageSearchController()
        try await awaitCompletion { search.search(text: word, completion: $0) }
        let message = try #require(search.messages.first)
        let viewModel = ChatChannelViewModel(channelController: client.channelController(for: team), scrollToMessage: message)
        let screen = ScreenHost(client: client) { ChatChannelView(viewFactory: DefaultViewFactory.shared, viewModel: viewModel) }
        let opened = await render(screen, bed)
        #expect(opened.contains(message.text), "\(opened)")
        #expect(!opened.contains("Message 99"), "\(opened)")
        return (screen, viewModel)
    }

    /// The lines between the header's divider and the composer's, without the ↓ button.
    private func listLines(_ text: String) -> [String] {
        let lines = text.screenLines.map { $0.replacingOccurrences(of: "↓", with: " ") }
        let dividers = lines.indices.filter { lines[$0].hasPrefix("──") }
        guard dividers.count >= 2 else { return lines }
        return Array(lines[(dividers[0] + 1)..<dividers[1]])
    }
}
