import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import Testing

/// The channel list shows its `errorMessage` (a failed channel query, a malformed
/// `selectedChannelId`) in an alert, in the error's own words, as the channel screen shows its
/// own; OK or Escape dismisses it and the list is as it was.
@MainActor
@Suite("Channel list error alert")
struct ChannelListErrorAlertTests {
    static let malformed = "Channel id \"team\" must be of the form type:id with exactly one colon."

    private func makeBed() throws -> SDKTestBed {
        let bed = try SDKTestBed()
        let cid = ChannelId(type: .messaging, id: "team")
        try bed.server.seedChannel(cid, name: "Team", createdBy: "alice", memberIds: ["bob"])
        try bed.server.seedMessages([.init(authorId: "bob", text: "Standup at ten", createdAt: Date())], in: cid)
        return bed
    }

    private func open(_ bed: SDKTestBed, _ makeModel: @escaping @MainActor (ChatClient) -> ChatChannelListViewModel) async throws
        -> (ScreenHost, ChatChannelListViewModel) {
        let client = try await bed.client("alice")
        var made: ChatChannelListViewModel?
        let screen = ScreenHost(client: client) {
            let model = made ?? makeModel(client)
            made = model
            return ChatChannelListView(viewFactory: DefaultViewFactory.shared, viewModel: model)
        }
        _ = screen.snapshot(width: 90, height: 24)
        await bed.drain()
        return (screen, try #require(made))
    }

    private func press(_ key: TerminalKey, _ screen: ScreenHost, _ bed: SDKTestBed) async -> String {
        screen.interact { $0.press(key) }
        _ = screen.snapshot(width: 90, height: 24)
        await bed.drain()
        return screen.snapshot(width: 90, height: 24)
    }

    @Test("A malformed selectedChannelId is shown in its own words; Escape dismisses it and the list stays")
    func malformedSelectedChannelId() async throws {
        let bed = try makeBed()
        let (screen, model) = try await open(bed) { _ in ChatChannelListViewModel(selectedChannelId: "team") }
        let shown = screen.snapshot(width: 90, height: 24)
        #expect(shown.contains("Something went wrong.") && shown.contains(Self.malformed), "\(shown)")
        #expect(shown.contains("OK"))
        #expect(!shown.contains("InvalidChannelId"), "the user reads the error's words, not its type")
        let dismissed = await press(.escape, screen, bed)
        #expect(!dismissed.contains("Something went wrong."), "\(dismissed)")
        #expect(model.errorMessage == nil)
        #expect(dismissed.contains("Team") && dismissed.contains("Standup at ten"), "the list is as it was:\n\(dismissed)")
        #expect(!model.isChannelOpen)
    }

    @Test("A failed channel query and a malformed id are both shown; OK dismisses them")
    func twoErrorsAreBothShown() async throws {
        let bed = try makeBed()
        let (screen, model) = try await open(bed) { client in
            let query = ChannelListQuery(filter: .containMembers(userIds: ["alice"]), pageSize: 0)
            return ChatChannelListViewModel(channelListController: client.channelListController(query: query), selectedChannelId: "team")
        }
        let shown = screen.snapshot(width: 90, height: 24)
        #expect(shown.contains("Something went wrong."), "\(shown)")
        #expect(shown.contains("Page size must be positive"), "the query's error:\n\(shown)")
        #expect(shown.contains(Self.malformed), "the id's error, not replaced by the other:\n\(shown)")
        let dismissed = await press(.enter, screen, bed)
        #expect(!dismissed.contains("Something went wrong."), "\(dismissed)")
        #expect(model.errorMessage == nil)
    }

    @Test("An error shown again while it is shown is not repeated")
    func sameErrorOnce() async throws {
        let bed = try makeBed()
        let (screen, model) = try await open(bed) { client in
            let query = ChannelListQuery(filter: .containMembers(userIds: ["alice"]), pageSize: 0)
            return ChatChannelListViewModel(channelListController: client.channelListController(query: query))
        }
        model.channelListController.synchronize()
        await bed.drain()
        model.loadNextChannels()
        await bed.drain()
        let shown = screen.snapshot(width: 90, height: 24)
        #expect(shown.components(separatedBy: "Page size must be positive").count == 2, "once:\n\(shown)")
    }
}
