import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing

/// The scroll-to-bottom button on the rendered channel: scrolled up with the wheel or PageUp,
/// it shows how many messages arrived since; pressing it goes back to the newest message.
@MainActor
@Suite("Scroll-to-bottom button")
struct ScrollToBottomTests {
    let cid = ChannelId(type: .messaging, id: "general")

    enum ScrollInput: String, CaseIterable {
        case mouseWheel, pageUp
    }

    private static let width = 80, height = 24

    @Test("Scrolled up, messages from others are counted; pressing the button goes to the newest",
          arguments: ScrollInput.allCases, [false, true])
    func scrollUpCountAndReturn(input: ScrollInput, liquidGlass: Bool) async throws {
        let bed = try SDKTestBed.withChannel(cid, messages: (0..<20).map { ("bob", "Old message \($0)") })
        let (screen, _) = liquidGlass
            ? try await bed.openChannel(cid, factory: GlassFactory())
            : try await bed.openChannel(cid, factory: DefaultViewFactory.shared)
        let start = screen.snapshot(width: Self.width, height: Self.height)
        #expect(start.contains("Old message 19"), "\(start)")
        #expect(!start.contains(L10n.MessageList.newMessages(0)), "no button at the bottom:\n\(start)")

        let listPoint = try #require(start.position(of: "Old message 19"), "\(start)")
        for _ in 0..<3 {
            switch input {
            case .mouseWheel: screen.mouse(.wheelUp, x: listPoint.x, y: listPoint.y)
            case .pageUp: screen.interact { $0.press(.pageUp) }
            }
        }
        await bed.drain()
        let scrolled = screen.snapshot(width: Self.width, height: Self.height)
        #expect(!scrolled.contains("Old message 19"), "scrolled away from the newest:\n\(scrolled)")
        #expect(scrolled.contains("↓"), "the button shows while scrolled up:\n\(scrolled)")

        let bobs = try await bed.send("Fresh one", "Fresh two", in: cid, as: "bob")
        let counted = screen.snapshot(width: Self.width, height: Self.height)
        #expect(counted.contains(L10n.MessageList.newMessages(2)), "the button counts the new messages:\n\(counted)")
        #expect(!counted.contains("Fresh two"), "the list stayed where the user scrolled:\n\(counted)")

        try screen.click(L10n.MessageList.newMessages(2), width: Self.width, height: Self.height)
        await bed.drain()
        let back = screen.snapshot(width: Self.width, height: Self.height)
        #expect(back.contains("Fresh two"), "pressing the button shows the newest message:\n\(back)")
        #expect(!back.contains(L10n.MessageList.newMessages(2)), "the button goes away at the bottom:\n\(back)")
        #expect(!back.contains("↓"), "\(back)")

        try await bobs.send("Fresh three")
        await bed.drain()
        let following = screen.snapshot(width: Self.width, height: Self.height)
        #expect(following.contains("Fresh three"), "at the bottom again, the list follows new messages:\n\(following)")
        #expect(!following.contains("↓"), "\(following)")
    }

    @Test("Sending from the composer while scrolled up goes to the newest message, which shows")
    func sendingFromTheComposerScrollsToTheNewest() async throws {
        let bed = try SDKTestBed.withChannel(cid, messages: (0..<20).map { ("bob", "Old message \($0)") })
        let (screen, _) = try await bed.openChannel(cid, factory: DefaultViewFactory.shared)
        #expect(screen.snapshot(width: Self.width, height: Self.height).contains("Old message 19"))
        screen.interact { host in
            for _ in 0..<3 { host.press(.pageUp) }
        }
        await bed.drain()
        let scrolled = screen.snapshot(width: Self.width, height: Self.height)
        #expect(!scrolled.contains("Old message 19"), "\(scrolled)")
        screen.interact { host in
            host.type("Sent while reading history")
            host.press(.enter)
        }
        await bed.drain()
        let sent = screen.snapshot(width: Self.width, height: Self.height)
        #expect(sent.contains("Sent while reading history"), "the sent message shows:\n\(sent)")
        #expect(sent.contains("Old message 19"), "\(sent)")
        #expect(!sent.contains("↓"), "at the bottom, no button:\n\(sent)")
    }

    @Test("Own messages sent while scrolled up are not counted as new")
    func ownMessagesAreNotCounted() async throws {
        let bed = try SDKTestBed.withChannel(cid, messages: (0..<20).map { ("bob", "Old message \($0)") })
        let (screen, controller) = try await bed.openChannel(cid, factory: DefaultViewFactory.shared)
        #expect(screen.snapshot(width: Self.width, height: Self.height).contains("Old message 19"))
        screen.interact { host in host.press(.pageUp) }
        await bed.drain()
        #expect(screen.snapshot(width: Self.width, height: Self.height).contains("↓"))
        try await controller.send("My own words")
        let bobs = try await bed.channelController(cid, as: "bob")
        try await bobs.send("Bob's words")
        await bed.drain()
        let text = screen.snapshot(width: Self.width, height: Self.height)
        #expect(text.contains(L10n.MessageList.newMessages(1)), "\(text)")
    }
}
