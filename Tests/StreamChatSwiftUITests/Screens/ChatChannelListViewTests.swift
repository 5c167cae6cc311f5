import CheckedIndex
import Foundation
import NoonClock
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import Testing
import ScreenLines

@MainActor
@Suite("ChatChannelListView")
struct ChatChannelListViewTests {
    /// alice's channels: a group with an older last message, a direct message with bob (online)
    /// with the newest, and a channel without messages.
    private func makeBed() async throws -> SDKTestBed {
        let bed = try SDKTestBed()
        let now = Date()
        try bed.server.seedChannel(ChannelId(type: .messaging, id: "team"), name: "Team", createdBy: "alice", memberIds: ["carol"], createdAt: now.addingTimeInterval(-900))
        try bed.server.seedMessages([.init(authorId: "carol", text: "Standup at ten", createdAt: now.addingTimeInterval(-600))], in: ChannelId(type: .messaging, id: "team"))
        try bed.server.seedChannel(ChannelId(type: .messaging, id: "dm"), createdBy: "alice", memberIds: ["bob"], isDirectMessage: true, createdAt: now.addingTimeInterval(-900))
        try bed.server.seedMessages([.init(authorId: "bob", text: "Lunch?", createdAt: now.addingTimeInterval(-60))], in: ChannelId(type: .messaging, id: "dm"))
        try bed.server.seedChannel(ChannelId(type: .messaging, id: "quiet"), name: "Quiet room", createdBy: "alice", memberIds: [], createdAt: now.addingTimeInterval(-800))
        return bed
    }

    private func open<Factory: ViewFactory>(_ bed: SDKTestBed, factory: Factory, utils: Utils? = nil) async throws -> ScreenHost {
        let client = try await bed.client("alice")
        let screen = ScreenHost(client: client, utils: utils) { ChatChannelListView(viewFactory: factory) }
        _ = screen.snapshot()
        await bed.drain()
        return screen
    }

    private func lineIndex(of text: String, in screen: String) -> Int? {
        screen.screenLines.firstIndex { $0.contains(text) }
    }

    @Test("Channels sorted by last message, with names, previews and the online dot", arguments: [false, true])
    func listsChannels(liquidGlass: Bool) async throws {
        let bed = try await makeBed()
        _ = try await bed.client("bob")
        let screen = liquidGlass ? try await open(bed, factory: GlassListFactory()) : try await open(bed, factory: DefaultViewFactory.shared)
        let text = screen.snapshot(width: 80, height: 24)
        let dm = try #require(lineIndex(of: "Bob Brown", in: text), "\(text)")
        let team = try #require(lineIndex(of: "Team", in: text))
        let quiet = try #require(lineIndex(of: "Quiet room", in: text))
        #expect(dm < team && team < quiet)
        #expect(text.contains("Lunch?"))
        #expect(text.contains("Carol Chen: Standup at ten"))
        #expect(text.contains("No messages yet"))
        #expect(text.contains("●"))
        #expect(text.contains("Search"))
    }

    @Test("A new message moves its channel to the top and counts as unread")
    func liveUpdateAndUnread() async throws {
        let bed = try await makeBed()
        let screen = try await open(bed, factory: DefaultViewFactory.shared)
        #expect(try unreadBadge(of: "Team", on: screen) == "1", "carol's message is unread")
        let carols = try await bed.channelController(ChannelId(type: .messaging, id: "team"), as: "carol")
        try await carols.send("Fresh news")
        await bed.drain()
        let text = screen.snapshot()
        let team = try #require(lineIndex(of: "Team", in: text), "\(text)")
        let dm = try #require(lineIndex(of: "Bob Brown", in: text))
        #expect(team < dm)
        #expect(text.contains("Carol Chen: Fresh news"))
        #expect(try unreadBadge(of: "Team", on: screen) == "2", "the badge counts it:\n\(text)")
    }

    @Test("Over 99 unread messages the badge says 99+")
    func unreadBadgeCaps() async throws {
        let bed = try SDKTestBed()
        let busy = ChannelId(type: .messaging, id: "busy")
        let start = Date().addingTimeInterval(-3600)
        try bed.server.seedChannel(busy, name: "Busy", createdBy: "alice", memberIds: ["carol"], createdAt: start)
        try bed.server.seedMessages((0..<120).map { .init(authorId: "carol", text: "Ping \($0)", createdAt: start.addingTimeInterval(Double($0 + 1))) }, in: busy)
        let screen = try await open(bed, factory: DefaultViewFactory.shared)
        let text = screen.snapshot()
        #expect(try unreadBadge(of: "Busy", on: screen) == "99+", "\(text)")
        #expect(!text.contains("120"), "\(text)")
    }

    /// The unread badge (`UnreadIndicatorView`) of the row of `channel` as drawn ("3", "99+"),
    /// nil when that row has none: found in the row's views, not by the shape of a word.
    private func unreadBadge(of channel: String, on screen: ScreenHost) throws -> String? {
        let text = screen.snapshot()
        let root = try #require(screen.host.graph.root)
        let row = try #require(root.firstNode { node in
            node.value is ChatChannelListItem<DefaultViewFactory>
                && node.firstNode { ($0.value as? Text)?.plainString == channel } != nil
        }, "\(text)")
        guard let badge = row.firstNode(where: { $0.value is UnreadIndicatorView }) else { return nil }
        let label = try #require(badge.firstNode { $0.value is Text }?.value as? Text).plainString
        let line = try #require(text.components(separatedBy: "\n")[checked: badge.frame.y], "\(text)")
        #expect(line.contains(label), "the badge is drawn on its row:\n\(text)")
        return label
    }

    @Test("Typing in the search field filters channels by name")
    func search() async throws {
        let bed = try await makeBed()
        let screen = try await open(bed, factory: DefaultViewFactory.shared)
        screen.interact { $0.type("quiet") }
        let text = screen.snapshot()
        #expect(text.contains("Quiet room"))
        #expect(!text.contains("Lunch?"))
    }

    /// The search folds case, diacritics and letters such as "Ø" and "Æ" (which Foundation's
    /// diacritic folding keeps): "odegard" finds "Ødegård", as mentions do.
    @Test("Search finds a name by its letters without strokes or ligatures")
    func searchFoldsLetters() async throws {
        let bed = try await makeBed()
        try bed.server.seedChannel(ChannelId(type: .messaging, id: "fans"), name: "Ødegård & Æsir", createdBy: "alice", memberIds: [],
                                   createdAt: Date().addingTimeInterval(-700))
        let screen = try await open(bed, factory: DefaultViewFactory.shared)
        #expect(screen.snapshot().contains("Quiet room"))
        for typed in ["odegard", "AESIR"] {
            screen.interact { $0.type(typed) }
            let text = screen.snapshot()
            #expect(text.contains("Ødegård & Æsir"), "\(typed):\n\(text)")
            #expect(!text.contains("Quiet room"), "\(typed):\n\(text)")
            screen.interact { for _ in typed { $0.press(.backspace) } }
        }
    }

    @Test("Typing while a channel row has focus goes to the search field; nothing is lost")
    func typingOnARowSearches() async throws {
        let bed = try await makeBed()
        let screen = try await open(bed, factory: DefaultViewFactory.shared)
        #expect(screen.snapshot().contains("Lunch?"))
        screen.interact { $0.press(.tab) }  // from the search field onto the first row
        _ = screen.snapshot()
        let focused = try #require(screen.host.graph.focusedNode)
        #expect(focused.behavior.focusRole(focused) != .textField)
        screen.interact { $0.type("quiet") }
        let text = screen.snapshot()
        #expect(text.contains("Quiet room"))
        #expect(!text.contains("Lunch?"))
        let field = try #require(screen.host.graph.focusedNode)
        #expect(field.behavior.focusRole(field) == .textField)
    }

    @Test("Return in the empty search field opens the first channel")
    func returnOpensFirstChannel() async throws {
        let bed = try await makeBed()
        let screen = try await open(bed, factory: DefaultViewFactory.shared)
        screen.interact { $0.press(.enter) }
        _ = screen.snapshot()
        await bed.drain()
        let text = screen.snapshot()
        #expect(text.contains("Send a message"), "the channel opened:\n\(text)")
        #expect(text.contains("Lunch?"), "the newest channel (with Bob) opened:\n\(text)")
        #expect(!text.contains("Quiet room"), "\(text)")
    }

    @Test("An opened channel is drawn whole: no cell of the list stays on screen")
    func openedChannelLeavesNoCellOfTheList() async throws {
        let bed = try await makeBed()
        let screen = try await open(bed, factory: DefaultViewFactory.shared)
        screen.interact { $0.press(.enter) }
        _ = screen.snapshot()
        await bed.drain()
        let opened = screen.snapshot()
        _ = screen.snapshot(width: 81)
        let redrawn = screen.snapshot()
        #expect(opened == redrawn, "drawn after opening:\n\(opened)\nfully redrawn:\n\(redrawn)")
    }

    @Test("Return while searching opens the best match")
    func returnOpensBestMatch() async throws {
        let bed = try await makeBed()
        let searching = try await open(bed, factory: DefaultViewFactory.shared)
        searching.interact { $0.type("quiet"); $0.press(.enter) }
        _ = searching.snapshot()
        await bed.drain()
        let opened = searching.snapshot()
        #expect(opened.contains("Send a message") && opened.contains("Quiet room"), "\(opened)")
    }

    @Test("Escape in the search field clears it and shows every channel again")
    func escapeClearsSearch() async throws {
        let bed = try await makeBed()
        let screen = try await open(bed, factory: DefaultViewFactory.shared)
        screen.interact { $0.type("quiet") }
        #expect(!screen.snapshot().contains("Lunch?"))
        screen.interact { $0.press(.escape) }
        let text = screen.snapshot()
        #expect(text.contains("Lunch?") && text.contains("Quiet room"), "\(text)")
        #expect(!text.contains("quiet"), "the field is empty:\n\(text)")
    }

    @Test("No channels shows the empty state")
    func emptyState() async throws {
        let bed = try SDKTestBed()
        let screen = try await open(bed, factory: DefaultViewFactory.shared)
        #expect(screen.snapshot().contains("Let's start chatting!"))
    }

    @Test("A search that matches nothing says so, not the empty state of a new user")
    func searchWithoutMatches() async throws {
        let bed = try await makeBed()
        let delays = ManualDelays()
        let (screen, viewModel) = channelListScreen(client: try await bed.client("alice"), searchDebounce: delays.debounce)
        _ = screen.snapshot()
        await bed.drain()
        screen.interact { $0.type("zzzqx") }
        let searching = screen.snapshot()
        #expect(searching.contains(L10n.ChannelList.searchingMessages) && !searching.contains(L10n.ChannelList.noResultsTitle),
                "no verdict before the message search answered:\n\(searching)")
        // The message search runs once the text stayed still for the debounce; then it answers.
        delays.runAll()
        viewModel.channelListController.client.waitForPendingRequests()
        await bed.drain()
        let text = screen.snapshot()
        #expect(text.contains(L10n.ChannelList.noResultsTitle), "\(text)")
        #expect(!text.contains(L10n.ChannelList.emptyTitle), "\(text)")
        screen.interact { $0.press(.escape) }
        #expect(screen.snapshot().contains("Quiet room"))
    }

    @Test("Pages are loaded as the list scrolls")
    func pagination() async throws {
        let bed = try SDKTestBed()
        for index in 0..<45 {
            try bed.server.seedChannel(ChannelId(type: .messaging, id: "c\(index)"), name: String(format: "Channel %02d", index),
                                       createdBy: "alice", createdAt: Date().addingTimeInterval(Double(index)))
        }
        let client = try await bed.client("alice")
        let query = ChannelListQuery(filter: .containMembers(userIds: ["alice"]), sort: [Sorting(key: .lastMessageAt, isAscending: false)], pageSize: 10)
        let controller = client.channelListController(query: query)
        let screen = ScreenHost(client: client) { ChatChannelListView(channelListController: controller) }
        _ = screen.snapshot(width: 60, height: 20)
        await bed.drain()
        screen.interact { $0.press(.tab) }
        for _ in 0..<30 {
            screen.interact { $0.press(.pageDown) }
            _ = screen.snapshot(width: 60, height: 20)
            await bed.drain()
        }
        var seen = ""
        for _ in 0..<40 {
            screen.interact { $0.press(.pageDown) }
            seen += screen.snapshot(width: 60, height: 20)
        }
        #expect(controller.channels.count == 45, "every page was loaded")
        let lastName = try #require(controller.channels.last?.name)
        #expect(seen.contains(lastName), "the last channel was shown")
    }

    @Test("Bad input: control characters, very long names, users without names, channels without members")
    func badInput() async throws {
        let bed = try SDKTestBed(users: [
            .init(id: "alice", name: "Alice"),
            .init(id: "nameless"),
            .init(id: "evil", name: "Ev\u{1B}[31mil\u{7} \u{202E}txet"),
        ])
        let long = String(repeating: "Supercalifragilistic ", count: 12)
        // Sent at 09:30 of the fixed noon's day that the list's dates are as of: it shows that
        // time whenever the test runs.
        let sentAt = NoonClock.noon.addingTimeInterval(-2.5 * 3_600)
        try bed.server.seedChannel(ChannelId(type: .messaging, id: "long"), name: long, createdBy: "alice", createdAt: sentAt.addingTimeInterval(-60))
        try bed.server.seedMessages([.init(authorId: "alice", text: "Under a long name", createdAt: sentAt)],
                                    in: ChannelId(type: .messaging, id: "long"))
        try bed.server.seedChannel(ChannelId(type: .messaging, id: "dm1"), createdBy: "alice", memberIds: ["nameless"], isDirectMessage: true)
        try bed.server.seedChannel(ChannelId(type: .messaging, id: "evil"), name: "\u{1B}]0;owned\u{7}Evil room", createdBy: "alice", memberIds: ["evil"])
        try bed.server.seedMessages([.init(authorId: "evil", text: "\u{1B}[2Jwipe\u{0}\nnext line", createdAt: Date())], in: ChannelId(type: .messaging, id: "evil"))
        let screen = try await open(bed, factory: DefaultViewFactory.shared, utils: Utils(dateFormatting: .atNoon()))
        let text = screen.snapshot(width: 50, height: 20)
        #expect(!text.contains("\u{1B}") && !text.contains("\u{7}") && !text.contains("\u{0}"))
        #expect(text.contains("nameless"), "a user without a name is shown by id")
        #expect(text.contains("Supercalifragilistic"))
        #expect(text.contains("Evil room"))
        // The long name takes one row, cut with "…" before the time, which stays on that row;
        // the preview keeps the row below.
        let rows = text.components(separatedBy: "\n")
        let nameRows = rows.indices.filter { rows[$0].contains("Supercalifragilistic") }
        #expect(nameRows.count == 1, "\(text)")
        let nameRow = try #require(nameRows.first)
        #expect(screen.textsFit(containing: "Supercalifragilistic", width: 50), "the name is cut within the screen's width")
        let afterCut = try #require(rows[nameRow].components(separatedBy: "…").dropFirst().last, "cut with …:\n\(text)")
        #expect(afterCut.trimmingCharacters(in: .whitespaces) == "09:30", "the time follows the cut name:\n\(text)")
        let preview = try #require(rows[checked: nameRow + 1], "\(text)")
        #expect(preview.contains("Under a long name"), "\(text)")
    }

    @Test("A custom channel namer names the list's rows and the channel's header")
    func customNamerIsRendered() async throws {
        let bed = try await makeBed()
        let client = try await bed.client("alice")
        let utils = Utils(channelNamer: { channel, _ in "Named \(channel.cid.id)" })
        let list = ScreenHost(client: client, utils: utils) { ChatChannelListView(viewFactory: DefaultViewFactory.shared) }
        _ = list.snapshot()
        await bed.drain()
        let rows = list.snapshot()
        #expect(rows.contains("Named team") && rows.contains("Named dm"), "\(rows)")
        #expect(!rows.contains("Team"), "\(rows)")
        let controller = client.channelController(for: ChannelId(type: .messaging, id: "team"))
        let channel = ScreenHost(client: client, utils: utils) { ChatChannelView(viewFactory: DefaultViewFactory.shared, channelController: controller) }
        _ = channel.snapshot()
        await bed.drain()
        let header = channel.snapshot().components(separatedBy: "\n").prefix(3).joined(separator: "\n")
        #expect(header.contains("Named team"), "\(header)")
    }

    @Test("Selecting a channel opens it")
    func selectionOpensChannel() async throws {
        let bed = try await makeBed()
        let screen = try await open(bed, factory: TaggingFactory())
        let text = screen.snapshot()
        #expect(text.contains("«ChannelItem:Bob Brown»"))
        screen.interact {
            $0.press(.tab)
            $0.press(.enter)
        }
        await bed.drain()
        #expect(screen.snapshot().contains("«Destination:"))
    }

    @Test("selectedChannelId opens that channel once the list has loaded it; Escape goes back to the list")
    func selectedChannelIdOpensTheChannel() async throws {
        let bed = try await makeBed()
        let client = try await bed.client("alice")
        let screen = ScreenHost(client: client) {
            ChatChannelListView(viewFactory: DefaultViewFactory.shared, selectedChannelId: "messaging:team")
        }
        let composer = L10n.Composer.Placeholder.message
        #expect(!screen.snapshot().contains(composer), "nothing to open before the list has loaded")
        await bed.drain()
        _ = screen.snapshot()
        await bed.drain()
        let opened = screen.snapshot()
        #expect(opened.contains("Standup at ten"), "\(opened)")
        #expect(opened.contains(composer), "the channel screen, with its composer:\n\(opened)")
        #expect(!opened.contains("Lunch?"), "not the list:\n\(opened)")
        screen.interact { $0.press(.escape) }
        await bed.drain()
        let list = screen.snapshot()
        #expect(list.contains("Lunch?") && list.contains("Quiet room"), "back on the list:\n\(list)")
        #expect(!list.contains(composer), "\(list)")
        let carols = try await bed.channelController(ChannelId(type: .messaging, id: "team"), as: "carol")
        try await carols.send("Another update")
        await bed.drain()
        #expect(!screen.snapshot().contains(composer), "the channel is opened once, not again when the list changes")
    }

    @Test("onItemTap replaces opening the channel; the list can live in the app's own NavigationStack")
    func onItemTapAndEmbedding() async throws {
        let bed = try await makeBed()
        let client = try await bed.client("alice")
        var tapped: [ChannelId] = []
        let screen = ScreenHost(client: client) {
            NavigationStack {
                ChatChannelListView(viewFactory: DefaultViewFactory.shared, title: "Inbox", onItemTap: { tapped.append($0.cid) },
                                    embedInNavigationView: false)
            }
        }
        _ = screen.snapshot()
        await bed.drain()
        #expect(screen.snapshot().contains("Inbox"))
        screen.interact {
            $0.press(.tab)
            $0.press(.enter)
        }
        await bed.drain()
        let text = screen.snapshot()
        #expect(tapped == [ChannelId(type: .messaging, id: "dm")], "the tap went to the app")
        #expect(text.contains("Quiet room") && !text.contains(L10n.Composer.Placeholder.message), "no channel was opened:\n\(text)")
    }

    @Test("A selectedChannelId that is malformed or not among the channels opens nothing", arguments: ["team", "messaging:nope", ""])
    func selectedChannelIdThatIsNotThere(id: String) async throws {
        let bed = try await makeBed()
        let client = try await bed.client("alice")
        var viewModel: ChatChannelListViewModel?
        let screen = ScreenHost(client: client) {
            let model = ChatChannelListViewModel(selectedChannelId: id)
            viewModel = model
            return ChatChannelListView(viewFactory: DefaultViewFactory.shared, viewModel: model)
        }
        _ = screen.snapshot()
        await bed.drain()
        let model = try #require(viewModel)
        if model.errorMessage != nil {
            // The alert telling why (ChannelListErrorAlertTests) is dismissed first.
            screen.interact { $0.press(.escape) }
            await bed.drain()
        }
        let text = screen.snapshot()
        #expect(text.contains("Lunch?") && text.contains("Quiet room"), "the list stays:\n\(text)")
        #expect(!model.isChannelOpen)
        if id.contains(":") {
            #expect(model.errorMessage == nil, "a well-formed id waits for the channel to load")
            #expect(model.selectedChannelId == id)
        } else {
            #expect(model.selectedChannelId == nil, "a malformed id is reported, then forgotten")
        }
    }
}

/// A factory with the floating styles.
final class GlassListFactory: ViewFactory {
    var styles = LiquidGlassStyles()
}
