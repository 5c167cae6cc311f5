import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import Testing

/// Appending a message to an open channel pinned to the bottom draws only what changed: the
/// rows already shown move up with their drawn cells, so the new message, the row whose group
/// ended and the parts of the screen whose views changed are drawn, not the whole screen; and
/// the screen is the same as drawing everything again.
@MainActor
@Suite("Channel append redraw")
struct ChannelAppendRedrawTests {
    let cid = ChannelId(type: .messaging, id: "general")

    @Test("An append redraws a small part of the screen, which equals a full redraw")
    func appendRedrawsLittle() async throws {
        let (bed, screen) = try await openChannel(messages: 60)
        let bobs = try await bed.channelController(cid, as: "bob")
        for round in 0..<3 {
            // Everything else settles first (bob comes online, avatars load).
            for _ in 0..<2 {
                _ = screen.snapshot(width: 100, height: 40)
                await bed.drain()
                await screen.utils?.channelHeaderLoader.waitForPendingLoads()
            }
            _ = screen.snapshot(width: 100, height: 40)
            try await bobs.send("Brand new message \(round)")
            await bed.drain()
            var incremental = "", redrawn = 0
            screen.interact { host in
                host.settle()
                incremental = host.styledSnapshot(width: 100, height: 40)
                redrawn = host.redrawnRegion.cellCount
                host.invalidateDrawing()
                #expect(host.styledSnapshot(width: 100, height: 40) == incremental, "round \(round)")
            }
            #expect(incremental.contains("Brand new message \(round)"))
            #expect(redrawn < 100 * 40 / 3, "append \(round) redrew \(redrawn) of 4000 cells")
        }
    }

    @Test("Message rows keep nothing their views cannot build again, so rows far out of view can be dropped")
    func messageRowsAreRebuildable() async throws {
        let (bed, screen) = try await openChannel(messages: 30)
        _ = screen.snapshot(width: 100, height: 40)
        await bed.drain()
        #expect(screen.snapshot(width: 100, height: 40).contains("Message 29"))
        let listNode = try #require(screen.host.graph.root?.firstNode { $0.behavior is ScrollBehavior })
        let rows = listNode.children
        #expect(rows.count > 10)
        let rebuildable = rows.filter { $0.isRebuildableFromItsView }
        #expect(rebuildable.count == rows.count)
    }

    /// The channel screen as alice, on a channel of `messages` messages from alice and bob.
    private func openChannel(messages: Int) async throws -> (SDKTestBed, ScreenHost) {
        let bed = try SDKTestBed.withChannel(cid, messages: (0..<messages).map { ($0 % 3 == 0 ? "alice" : "bob", "Message \($0)") })
        let client = try await bed.client("alice")
        let controller = client.channelController(for: cid)
        return (bed, ScreenHost(client: client, utils: Utils()) { ChatChannelView(channelController: controller) })
    }
}
