import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import Testing

/// The default loading view serves the channel list and a channel being opened (the factory has
/// one `makeLoadingView`), so it names neither: opening Town Hall (10,000 members) in the demo
/// showed "Loading channels…" under the channel's Back button for about 3 s.
@MainActor
@Suite("Channel loading view")
struct ChannelLoadingViewTests {
    @Test("A channel still loading says Loading…, not Loading channels…")
    func aLoadingChannelDoesNotSayChannels() async throws {
        let cid = ChannelId(type: .messaging, id: "general")
        let bed = try SDKTestBed.withChannel(cid, messages: [("alice", "Hello")])
        let client = try await bed.client("alice")
        let controller = client.channelController(for: cid)
        let screen = ScreenHost(client: client, utils: Utils()) { ChatChannelView(channelController: controller) }
        let size = CellSize(width: 60, height: 12)
        var frame = CellGrid(size: size)
        screen.interact { host in frame = host.render(size: size) }
        #expect(controller.channel == nil, "the first frame is drawn before the channel loaded")
        #expect(frame.plainText.contains("Loading…"), "\(frame.plainText)")
        #expect(!frame.plainText.contains("channels"), "\(frame.plainText)")
        await bed.drain()
    }
}
