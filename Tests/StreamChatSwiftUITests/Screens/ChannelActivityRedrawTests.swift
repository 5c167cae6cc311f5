import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import Testing

/// Others' activity on an open channel (messages, reactions, typing), at the bottom and scrolled
/// up: after each change the frames the terminal would render (only those asked for) end on a
/// screen equal to a full redraw.
@MainActor
@Suite("Channel activity redraw")
struct ChannelActivityRedrawTests {
    let cid = ChannelId(type: .messaging, id: "general")

    @Test("Messages, reactions and typing of others redraw as a full redraw would", arguments: [false, true])
    func activityEqualsAFullRedraw(scrolledUp: Bool) async throws {
        let bed = try SDKTestBed.withChannel(cid, messages: (0..<40).map { ($0 % 3 == 0 ? "alice" : "bob", "Message \($0) ☀️") })
        let client = try await bed.client("alice")
        let controller = client.channelController(for: cid)
        let screen = ScreenHost(client: client, utils: Utils()) { ChatChannelView(channelController: controller) }
        var frameRequested = true
        screen.host.onInvalidate = { frameRequested = true }
        var shown = ""
        func runFrames() async {
            for _ in 0..<6 {
                await bed.drain()
                await screen.utils?.channelHeaderLoader.waitForPendingLoads()
                guard frameRequested else { return }
                frameRequested = false
                screen.interact { shown = $0.styledSnapshot(width: 70, height: 22) }
            }
        }
        func expectFullRedraw(_ step: String) -> Bool {
            var redrawn = ""
            screen.interact { host in
                host.invalidateDrawing()
                redrawn = host.styledSnapshot(width: 70, height: 22)
            }
            #expect(shown == redrawn, "\(step)\nshown:\n\(shown)\nredrawn:\n\(redrawn)")
            defer { shown = redrawn }
            return shown == redrawn
        }
        await runFrames()
        if scrolledUp {
            screen.interact { $0.press(.pageUp) }
            await runFrames()
            guard expectFullRedraw("PageUp") else { return }
        }
        let bobs = try await bed.channelController(cid, as: "bob")
        let messageIds = bobs.messages.map(\.id)
        var steps: [(String, () async throws -> Void)] = [
            ("bob sends", { try await bobs.send("Fresh ❤️ from bob") }),
            ("bob types", { try await awaitCompletion { bobs.sendStartTypingEvent(completion: $0) } }),
            ("bob reacts to a recent message", { try await awaitCompletion { bobs.addReaction("love", to: messageIds[2], completion: $0) } }),
            ("bob reacts to an older one", { try await awaitCompletion { bobs.addReaction("like", to: messageIds[12], completion: $0) } }),
            ("bob stops typing", { try await awaitCompletion { bobs.sendStopTypingEvent(completion: $0) } }),
            ("bob sends a long one", { try await bobs.send(String(repeating: "long ☀️ words 田中 ", count: 12)) }),
            ("bob removes a reaction", { try await awaitCompletion { bobs.deleteReaction("love", from: messageIds[2], completion: $0) } }),
        ]
        steps.append(("PageDown", { screen.interact { $0.press(.pageDown) } }))
        steps.append(("PageUp", { screen.interact { $0.press(.pageUp) } }))
        for (name, step) in steps {
            try await step()
            await runFrames()
            guard expectFullRedraw(name) else { return }
            if name == "bob sends a long one", !scrolledUp { #expect(shown.contains("long ☀️ words"), "\(shown)") }
        }
        #expect(shown.contains("Message"))
    }
}
