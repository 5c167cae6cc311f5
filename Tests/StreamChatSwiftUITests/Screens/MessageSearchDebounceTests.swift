import Foundation
import Synchronization
@testable import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import Testing

/// The channel list's message search waits until the text stays still (300 ms, as Stream's
/// channel list search debounces), asks once for the final text, and never shows an older
/// answer; Return does not wait.
@MainActor
@Suite("Message search: debounce")
struct MessageSearchDebounceTests {
    /// Counts the message searches that reach the server.
    private final class CountingTransport: ChatTransport {
        let server: ChatServer
        let searches = Mutex<[String]>([])
        /// While set, message searches fail (the server is unreachable for them).
        let failsSearches = Mutex(false)
        struct SearchUnavailable: Error {}
        init(_ server: ChatServer) { self.server = server }
        func connect(userInfo: UserInfo, token: Token, eventHandler: @escaping @Sendable (ChatEvent) -> Void) throws -> ChatConnectionInfo {
            try server.connect(userInfo: userInfo, token: token, eventHandler: eventHandler)
        }
        func disconnect(_ connectionId: ConnectionId) { server.disconnect(connectionId) }
        func perform(_ request: ChatRequest, on connectionId: ConnectionId) throws -> ChatResponse {
            if case let .searchMessages(query, _) = request {
                searches.withLock { $0.append(query.text) }
                if failsSearches.withLock({ $0 }) { throw SearchUnavailable() }
            }
            return try server.perform(request, on: connectionId)
        }
    }

    private func open() async throws -> (SDKTestBed, CountingTransport, ScreenHost, ChatChannelListViewModel, ManualDelays) {
        let bed = try SDKTestBed()
        let team = ChannelId(type: .messaging, id: "team")
        let now = Date()
        try bed.server.seedChannel(team, name: "Team", createdBy: "alice", memberIds: ["bob"], createdAt: now.addingTimeInterval(-900))
        try bed.server.seedMessages([
            .init(authorId: "bob", text: "Notes from the standup", createdAt: now.addingTimeInterval(-600)),
            .init(authorId: "bob", text: "Noted, thanks", createdAt: now.addingTimeInterval(-500)),
        ], in: team)
        let transport = CountingTransport(bed.server)
        let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("debounce-tests"), transport: transport))
        try await awaitCompletion { client.connectUser(userInfo: UserInfo(id: "alice"), token: .development(userId: "alice"), completion: $0) }
        let delays = ManualDelays()
        let (screen, viewModel) = channelListScreen(client: client, searchDebounce: delays.debounce)
        _ = screen.snapshot(width: 60, height: 16)
        client.waitForPendingRequests()
        await bed.drain()
        return (bed, transport, screen, viewModel, delays)
    }

    /// Renders until requests, answers and the screens they open have settled (an opened
    /// channel measures the screen, then loads).
    private func render(_ screen: ScreenHost, _ viewModel: ChatChannelListViewModel, _ bed: SDKTestBed) async -> String {
        for _ in 0..<3 {
            _ = screen.snapshot(width: 60, height: 16)
            viewModel.channelListController.client.waitForPendingRequests()
            await bed.drain()
        }
        return screen.snapshot(width: 60, height: 16)
    }

    @Test("Typing a word searches once, for the final text, after 300 ms of stillness")
    func oneSearchForTheFinalText() async throws {
        let (bed, transport, screen, viewModel, delays) = try await open()
        screen.interact { $0.type("note") }
        _ = await render(screen, viewModel, bed)
        #expect(transport.searches.withLock { $0 }.isEmpty, "no search per keystroke")
        #expect(delays.pending.count == 4 && delays.pending.allSatisfy { $0.delay == .milliseconds(300) })
        delays.runAll()
        let frame = await render(screen, viewModel, bed)
        #expect(transport.searches.withLock { $0 } == ["note"], "the earlier keystrokes' searches were dropped")
        #expect(frame.contains("Bob Brown: Notes from the standup") && frame.contains("Bob Brown: Noted, thanks"), "\(frame)")
    }

    @Test("A newer text's answer wins; clearing the text empties the results at once")
    func newerTextWinsAndClearingIsImmediate() async throws {
        let (bed, transport, screen, viewModel, delays) = try await open()
        screen.interact { $0.type("note") }
        delays.runAll()
        screen.interact { $0.type("s") }   // "notes": the "note" answer may still be on its way
        delays.runAll()
        let frame = await render(screen, viewModel, bed)
        #expect(transport.searches.withLock { $0 } == ["note", "notes"])
        #expect(frame.contains("Notes from the standup") && !frame.contains("Noted, thanks"), "\(frame)")
        screen.interact { host in for _ in 0..<5 { host.press(.backspace) } }
        let cleared = await render(screen, viewModel, bed)
        #expect(viewModel.messageSearchResults.isEmpty && !cleared.contains("Notes from"), "\(cleared)")
        delays.runAll()
        _ = await render(screen, viewModel, bed)
        #expect(transport.searches.withLock { $0 } == ["note", "notes"], "a blank text asks nothing")
    }

    @Test("Return right after typing searches at once and opens the first message found")
    func returnDoesNotWait() async throws {
        let (bed, transport, screen, viewModel, delays) = try await open()
        screen.interact { $0.type("thanks") }
        screen.interact { $0.press(.enter) }
        let opened = await render(screen, viewModel, bed)
        #expect(transport.searches.withLock { $0 } == ["thanks"])
        #expect(opened.contains("Send a message") && opened.contains("Noted, thanks"), "\(opened)")
        delays.runAll()
        _ = await render(screen, viewModel, bed)
        #expect(transport.searches.withLock { $0 } == ["thanks"], "the waiting search ran once, not again")
    }

    @Test("While a new text waits, the previous text's results are not shown as its own: \"Searching…\" is")
    func previousResultsAreNotShownForANewText() async throws {
        let (bed, _, screen, viewModel, delays) = try await open()
        screen.interact { $0.type("note") }
        delays.runAll()
        let found = await render(screen, viewModel, bed)
        #expect(found.contains("Noted, thanks") && !found.contains(L10n.ChannelList.searchingMessages), "\(found)")
        screen.interact { $0.type("s") }   // "notes": no longer matches "Noted, thanks"
        let waiting = await render(screen, viewModel, bed)
        #expect(viewModel.isSearchingMessages && viewModel.messageSearchResults.isEmpty)
        #expect(waiting.contains(L10n.ChannelList.searchingMessages) && !waiting.contains("Noted, thanks"), "\(waiting)")
        #expect(!waiting.contains(L10n.ChannelList.noResultsTitle), "no verdict before the answer:\n\(waiting)")
        delays.runAll()
        let answered = await render(screen, viewModel, bed)
        #expect(!viewModel.isSearchingMessages)
        #expect(answered.contains("Notes from the standup") && !answered.contains("Noted, thanks"), "\(answered)")
        #expect(!answered.contains(L10n.ChannelList.searchingMessages), "\(answered)")
    }

    @Test("Return while the new text's search is on its way opens that text's first result, not the previous text's")
    func returnWaitsForTheSearchOnItsWay() async throws {
        let (bed, transport, screen, viewModel, delays) = try await open()
        screen.interact { $0.type("note") }
        delays.runAll()
        _ = await render(screen, viewModel, bed)
        #expect(viewModel.messageSearchResults.first?.text == "Noted, thanks")
        screen.interact { $0.type("s") }
        delays.runAll()   // the search for "notes" is asked; its answer has not come back
        screen.interact { $0.press(.enter) }
        #expect(viewModel.selectedMessage == nil, "nothing opened before the answer")
        let opened = await render(screen, viewModel, bed)
        #expect(transport.searches.withLock { $0 } == ["note", "notes"])
        #expect(viewModel.selectedMessage?.text == "Notes from the standup")
        #expect(opened.contains("Send a message") && opened.contains("Notes from the standup"), "\(opened)")
    }

    @Test("The previous text's results are not paged while the new text's search is on its way")
    func previousResultsAreNotPaged() async throws {
        let bed = try SDKTestBed()
        let team = ChannelId(type: .messaging, id: "team")
        let start = Date().addingTimeInterval(-3600)
        try bed.server.seedChannel(team, name: "Team", createdBy: "alice", memberIds: ["bob"], createdAt: start.addingTimeInterval(-10))
        try bed.server.seedMessages((0..<30).map {
            .init(authorId: "bob", text: "Standup note \($0)", createdAt: start.addingTimeInterval(Double($0) * 10))
        }, in: team)
        let transport = CountingTransport(bed.server)
        let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("debounce-paging-tests"), transport: transport))
        try await awaitCompletion { client.connectUser(userInfo: UserInfo(id: "alice"), token: .development(userId: "alice"), completion: $0) }
        let (screen, viewModel) = channelListScreen(client: client)
        _ = await render(screen, viewModel, bed)
        screen.interact { $0.type("note") }
        // The first page is in, not drawn yet (drawn, its last rows would ask for the next page).
        _ = screen.snapshot(width: 60, height: 16)
        client.waitForPendingRequests()
        await bed.drain()
        let previous = viewModel.messageSearchResults
        #expect(previous.count == 25 && !viewModel.messageSearchController.hasLoadedAllMessages)
        let asked = transport.searches.withLock { $0 }
        screen.interact { $0.type("s") }   // "notes": asked at once (no debounce here), not answered yet
        let last = try #require(previous.last)
        viewModel.messageSearchResultAppeared(last)
        #expect(!viewModel.isLoadingNextSearchResults, "no page of the new text after the previous text's 25")
        _ = await render(screen, viewModel, bed)
        #expect(transport.searches.withLock { $0 } == asked + ["notes"], "only the new text's search went out")
        #expect(viewModel.messageSearchResults.isEmpty && !viewModel.isSearchingMessages)
    }

    @Test("A failed search says so with Retry, not \"No results\", and Return asks again")
    func aFailedSearchIsNotNoResults() async throws {
        let (bed, transport, screen, viewModel, delays) = try await open()
        transport.failsSearches.withLock { $0 = true }
        screen.interact { $0.type("note") }
        delays.runAll()
        let failed = await render(screen, viewModel, bed)
        #expect(viewModel.messageSearchFailed && viewModel.errorMessage != nil)
        #expect(!failed.contains(L10n.ChannelList.noResultsTitle), "no verdict from a failure:\n\(failed)")
        viewModel.errorMessage = nil   // the error's alert, dismissed
        let section = await render(screen, viewModel, bed)
        #expect(section.contains(L10n.ChannelList.searchFailed) && section.contains(L10n.ChannelList.retrySearch), "\(section)")
        transport.failsSearches.withLock { $0 = false }
        screen.interact { $0.press(.enter) }
        let opened = await render(screen, viewModel, bed)
        #expect(transport.searches.withLock { $0 } == ["note", "note"], "Return searched again")
        #expect(viewModel.selectedMessage?.text == "Noted, thanks")
        #expect(opened.contains("Send a message") && opened.contains("Noted, thanks"), "\(opened)")
    }
}
