import Foundation
import PatientWait
@testable import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import Testing

/// A channel screen that has gone leaves nothing of its channel alive: its controller, its view
/// model and its composer's view model are released with the screen, so they stop following
/// the client's events. (The message list's rows shared a context that the view model cached
/// and that held the view model strongly: once the first page was shown, every channel opened
/// and left stayed alive and went on handling every event of the client.)
@MainActor
@Suite("Channel screen release")
struct ChannelScreenReleaseTests {
    let cid = ChannelId(type: .messaging, id: "general")

    /// How the screen is made: from a channel controller (the screen makes its view model, and
    /// asks for the first page once it has measured itself) or from a view model made by the app.
    enum Made: CaseIterable {
        case withController, withViewModel
    }

    private func makeBed() throws -> SDKTestBed {
        try SDKTestBed.withChannel(cid, messages: (0..<12).map { ($0 % 3 == 0 ? "alice" : "bob", "Message \($0)") })
    }

    /// Opens the channel for alice, renders its first page and runs `use` on the screen; returns
    /// weak references to what the screen held, once the screen and everything made for it
    /// are out of scope.
    private func openAndClose(
        _ bed: SDKTestBed, made: Made, utils: Utils? = nil, _ use: (ScreenHost, LiveChannelObjects) async throws -> Void = { _, _ in }
    ) async throws -> LiveChannelObjects {
        let client = try await bed.client("alice")
        let live = LiveChannelObjects()
        do {
            let controller = client.channelController(for: cid)
            live.controller = controller
            let screen: ScreenHost
            switch made {
            case .withController:
                screen = ScreenHost(client: client, utils: utils) { ChatChannelView(channelController: controller) }
            case .withViewModel:
                let viewModel = ChatChannelViewModel(channelController: controller)
                live.channelViewModel = viewModel
                screen = ScreenHost(client: client, utils: utils) {
                    ChatChannelView(viewFactory: DefaultViewFactory.shared, viewModel: viewModel)
                }
            }
            _ = screen.snapshot()
            await bed.drain()
            let text = screen.snapshot()
            #expect(text.contains("Message 11"), "the first page is shown:\n\(text)")
            live.composer = ComposerDrafts.open.viewModels.first { $0.channelController === controller }
            #expect(live.composer != nil)
            try await use(screen, live)
        }
        await bed.drain()
        return live
    }

    @Test("After its first page was shown", arguments: Made.allCases)
    func releasedAfterFirstPage(made: Made) async throws {
        let bed = try makeBed()
        let live = try await openAndClose(bed, made: made)
        live.expectReleased()
    }

    @Test("After a message from another client arrived and was shown", arguments: Made.allCases)
    func releasedAfterArrival(made: Made) async throws {
        let bed = try makeBed()
        let bobs = try await bed.channelController(cid, as: "bob")
        let live = try await openAndClose(bed, made: made) { screen, _ in
            try await bobs.send("Arrived while open")
            await bed.drain()
            #expect(screen.snapshot().contains("Arrived while open"))
        }
        live.expectReleased()
    }

    @Test("After the composer suggested mentions and commands", arguments: Made.allCases)
    func releasedAfterComposerSuggestions(made: Made) async throws {
        let bed = try makeBed()
        let live = try await openAndClose(bed, made: made) { screen, live in
            screen.interact { $0.type("@") }
            _ = screen.snapshot()
            await bed.drain()
            #expect(live.composer?.suggestions["mentions"] != nil, "mentions suggested")
            screen.interact { $0.press(.backspace); $0.type("/") }
            _ = screen.snapshot()
            await bed.drain()
            #expect(live.composer?.suggestions["instantCommands"] != nil, "commands suggested")
        }
        live.expectReleased()
    }

    @Test("After mentions searched the server's members and all users (the search controllers too)")
    func releasedAfterServerSearches() async throws {
        let bed = try makeBed()
        let fillers = (0..<110).map { ChatServer.SeedUser(id: "filler\($0)", name: "Filler \($0)") }
        try bed.server.seedUsers(fillers)
        try bed.server.seedMembers(fillers.map(\.id), to: cid)
        // The channel's members: more than a channel query loads, so the server is searched.
        let members = try await openAndClose(bed, made: .withController) { screen, live in
            screen.interact { $0.type("@filler 10") }
            _ = screen.snapshot()
            await settle { (live.composer?.suggestions["mentions"] as? [ChatUser])?.count == 11 }
            #expect((live.composer?.suggestions["mentions"] as? [ChatUser])?.count == 11)
            // Emptied: the screen going (its host freed) saves no draft for the next screen.
            live.composer?.text = ""
        }
        members.expectReleased()
        // All users, through a search controller the commands configuration gives the composer.
        let config = RecordingUserSearchConfig()
        let everyone = try await openAndClose(bed, made: .withController, utils: Utils(commandsConfig: config)) { screen, live in
            screen.interact { $0.type("@filler 10") }
            _ = screen.snapshot()
            await settle { (live.composer?.suggestions["mentions"] as? [ChatUser])?.count == 11 }
            #expect((live.composer?.suggestions["mentions"] as? [ChatUser])?.count == 11)
            #expect(config.searchController != nil)
        }
        everyone.expectReleased()
        #expect(config.searchController == nil, "the user search controller was released")
    }

    @Test("A channel opened from the list is released when the user goes back; the list's own when it goes")
    func channelOpenedFromListReleased() async throws {
        let bed = try makeBed()
        let client = try await bed.client("alice")
        let channel = LiveChannelObjects()
        weak var listViewModel: ChatChannelListViewModel?
        weak var listController: ChatChannelListController?
        weak var searchController: ChatMessageSearchController?
        do {
            let (screen, viewModel) = channelListScreen(client: client)
            listViewModel = viewModel
            listController = viewModel.channelListController
            searchController = viewModel.messageSearchController
            _ = screen.snapshot()
            await bed.drain()
            // Searching runs the message search too; Return opens the channel that matches.
            screen.interact { $0.type("gen"); $0.press(.enter) }
            for _ in 0..<2 {
                _ = screen.snapshot()
                await bed.drain()
            }
            let opened = screen.snapshot()
            #expect(opened.contains("Message 11") && opened.contains(L10n.Composer.Placeholder.message), "the channel opened:\n\(opened)")
            channel.controller = viewModel.selectedChannelController
            channel.composer = ComposerDrafts.open.viewModels.first { $0.channelController === channel.controller }
            #expect(channel.controller != nil && channel.composer != nil)
            screen.interact { $0.press(.escape) }
            _ = screen.snapshot()
            await bed.drain()
            let list = screen.snapshot()
            #expect(!list.contains(L10n.Composer.Placeholder.message), "back on the list:\n\(list)")
            channel.expectReleased()
        }
        await bed.drain()
        #expect(listViewModel == nil, "the list's view model was released")
        #expect(listController == nil, "the channel list controller was released")
        #expect(searchController == nil, "the message search controller was released")
    }
}

/// Weak references to the objects of one channel screen.
@MainActor final class LiveChannelObjects {
    weak var controller: ChatChannelController?
    /// Set when the test made the view model.
    weak var channelViewModel: ChatChannelViewModel?
    weak var composer: MessageComposerViewModel?

    func expectReleased(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(controller == nil, "the channel controller was released", sourceLocation: sourceLocation)
        #expect(channelViewModel == nil, "the channel view model was released", sourceLocation: sourceLocation)
        #expect(composer == nil, "the composer's view model was released", sourceLocation: sourceLocation)
    }
}

/// The default commands, with mentions of all the app's users searched through a controller
/// the configuration makes (and holds weakly, to tell whether it was released).
@MainActor final class RecordingUserSearchConfig: CommandsConfig {
    let mentionsSymbol = "@"
    let instantCommandsSymbol = "/"
    weak var searchController: ChatUserSearchController?

    func makeCommandsHandler(with channelController: ChatChannelController) -> CommandsHandler {
        let searchController = channelController.client.userSearchController()
        self.searchController = searchController
        let mentions = MentionsCommandHandler(
            channelController: channelController, userSearchController: searchController, commandSymbol: mentionsSymbol, mentionAllAppUsers: true
        )
        return CommandsHandler(commands: [mentions])
    }
}
