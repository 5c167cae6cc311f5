import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import Testing

/// The view factory is used by every row of every list: nothing may hold a weak reference to it,
/// which would move its reference counts to a side table and slow every retain and release.
@MainActor
@Suite("Factory reference counts")
struct FactorySideTableTests {
    @Test("Opening a channel and building its rows and their actions leaves the factory without a side table")
    func channelScreenLeavesFactoryFast() async throws {
        let cid = ChannelId(type: .messaging, id: "general")
        let bed = try SDKTestBed.withChannel(cid, messages: (0..<12).map { ($0 % 3 == 0 ? "alice" : "bob", "Message \($0)") })
        let client = try await bed.client("alice")
        let controller = client.channelController(for: cid)
        let screen = ScreenHost(client: client, utils: Utils()) { ChatChannelView(channelController: controller) }
        _ = screen.snapshot(width: 100, height: 30)
        await bed.drain()
        #expect(screen.snapshot(width: 100, height: 30).contains("Message 11"))
        #expect(!ReferenceCountProbe.usesSlowPath(DefaultViewFactory.shared))
    }
}
