import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import SeedSampleSupport
import Testing
import CheckedIndex
import ScreenLines

@MainActor
@Suite("Seed 002: custom channel header")
struct Seed002ChannelHeaderTests {
    @Test("The positional factory method takes effect")
    func positionalHeaderSlotIsUsed() {
        let factory = CustomViewFactory()
        let modifier = factory.makeChannelHeaderViewModifier(options: ChannelHeaderViewModifierOptions(channel: ChatChannel(cid: ChannelId(type: .messaging, id: "x"))))
        #expect(type(of: modifier) == WhatsAppChannelHeaderModifier.self)
        #expect(modifier.channel.cid.id == "x")
    }

    @Test("A factory without styles gets RegularStyles of its own that keep changes")
    func factoryWithoutStyles() {
        let first = CustomViewFactory(), second = CustomViewFactory()
        #expect(CustomViewFactory.StylesType.self == RegularStyles.self)
        first.styles.composerPlacement = .floating
        #expect(first.styles.composerPlacement == .floating)
        #expect(second.styles.composerPlacement == .docked)
    }

    @Test("The WhatsApp header shows avatar, name, members and the call buttons in the channel view")
    func whatsAppHeaderInGroupChannel() async throws {
        let chat = try await SeedChat(messages: [("bob", "Morning all")])
        let controller = chat.client.channelController(for: chat.cid)
        let (_, screen) = await chat.render(ChatChannelView(viewFactory: CustomViewFactory(), channelController: controller))
        let header = screen.screenLines.prefix(4).joined(separator: "\n")
        #expect(header.contains("General"))
        // More than two members: the subtitle lists the last active members by name.
        #expect(header.contains("Alice Anders") || header.contains("Bob Brown"))
        #expect(header.contains(SymbolGlyphs.glyph(for: "video")))
        #expect(header.contains(SymbolGlyphs.glyph(for: "phone")))
        #expect(screen.contains("Morning all"))
    }

    @Test("In a direct message the subtitle is the other member's online info")
    func whatsAppHeaderInDirectMessage() async throws {
        let chat = try await SeedChat(channelMembers: nil)
        try chat.server.seedChannel(ChannelId(type: .messaging, id: "dm"), createdBy: "alice", memberIds: ["bob"], isDirectMessage: true)
        let controller = chat.client.channelController(for: ChannelId(type: .messaging, id: "dm"))
        let (_, screen) = await chat.render(ChatChannelView(viewFactory: CustomViewFactory(), channelController: controller))
        #expect(screen.contains("Bob Brown"))
        #expect(screen.contains("Offline") || screen.contains("Last seen"))
    }

    @Test("The app opens the list; the selected channel shows the WhatsApp header")
    func appUsesTheHeader() async throws {
        let chat = try await SeedChat(messages: [("bob", "Morning all")])
        let (host, list) = await chat.render(scene: CustomViewFactoryApp().body)
        #expect(list.contains("General"))
        // Focus moves from the search field to the channel row, which Enter opens.
        InjectedValues.withValue(\.chatClient, chat.client) {
            host.press(.tab)
            host.press(.enter)
        }
        let channel = await chat.snapshot(host)
        #expect(channel.contains("Morning all"))
        #expect(channel.contains(SymbolGlyphs.glyph(for: "phone")))
    }

    @Test("With many members the subtitle stays on one truncated row and the messages follow the header")
    func crowdedChannelHeaderIsOneSubtitleRow() async throws {
        let chat = try await SeedChat(channelMembers: nil)
        let memberIds = (0..<30).map { UserId("member\($0)") }
        try chat.server.seedUsers(memberIds.map { .init(id: $0, name: "Member Number \($0.dropFirst(6))") })
        let crowded = ChannelId(type: .messaging, id: "crowded")
        try chat.server.seedChannel(crowded, name: "Crowd", createdBy: "alice", memberIds: ["bob", "carol"] + memberIds)
        try chat.server.seedMessages([.init(authorId: "bob", text: "Morning crowd", createdAt: Date())], in: crowded)
        let controller = chat.client.channelController(for: crowded)
        let (_, screen) = await chat.render(ChatChannelView(viewFactory: CustomViewFactory(), channelController: controller), width: 60, height: 20)
        let lines = screen.screenLines
        let rule = try #require(lines.firstIndex { $0.hasPrefix(String(repeating: "─", count: 60)) })
        #expect(rule <= 3)
        let header = lines[..<rule]
        #expect(header.contains { $0.contains("Crowd") })
        let subtitleRows = header.filter { $0.contains("Member Number") || $0.contains("Brown") || $0.contains("Chen") }
        #expect(subtitleRows.count == 1)
        #expect(subtitleRows.first?.contains("…") == true)
        #expect(screen.contains("Morning crowd"))
    }

    @Test("The WhatsApp header's avatar: the loader's placeholder, then the group's mosaic once the loader publishes it")
    func headerAvatarRedrawsWhenTheLoaderPublishes() async throws {
        let chat = try await SeedChat(messages: [("bob", "Morning all")])
        // A loader of this test's own, in a StreamChat registered only for this test.
        try await StreamChat.withScopedRegistration {
            let loader = ChannelHeaderLoader()
            _ = StreamChat(chatClient: chat.client, utils: Utils(channelHeaderLoader: loader))
            let controller = chat.client.channelController(for: chat.cid)
            let host = ViewHost(rootView: ChatChannelView(viewFactory: CustomViewFactory(), channelController: controller))
            _ = host.snapshot(width: 100, height: 30)
            // The channel loads without a frame drawn, so the next frame is the first to ask the
            // loader for the loaded channel's avatar.
            for _ in 0..<200 where controller.channel?.memberCount != 3 || controller.messages.isEmpty {
                chat.client.waitForPendingRequests()
                await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
            }
            let channel = try #require(controller.channel, "the channel loaded")
            try #require(channel.memberCount == 3 && !controller.messages.isEmpty, "the channel loaded")
            let placeholder = SymbolGlyphs.glyph(for: "person.2.circle")
            let placeholderImage = loader.image(for: channel)
            let before = host.styledSnapshot(width: 100, height: 30)
            #expect(Self.headerRows(before).contains { $0.contains(placeholder) }, "\(before)")
            await loader.waitForPendingLoads()
            try #require(loader.image(for: channel) != placeholderImage, "the loader made the group's mosaic")
            let after = host.styledSnapshot(width: 100, height: 30)
            let header = Self.headerRows(after)
            #expect(!header.contains { $0.contains(placeholder) }, "\(after)")
            #expect(header.contains { $0.contains("General") }, "\(after)")
            let colours = Self.colours(in: header)
            #expect(colours.count >= 2, "the mosaic's cells in the header:\n\(after)")
            #expect(colours != Self.colours(in: Self.headerRows(before)), "\(before)\n\(after)")
        }
    }

    /// The rows (and their style annotations) above the rule under the header.
    private static func headerRows(_ styled: String) -> [String] {
        Array(styled.screenLines.prefix { !$0.hasPrefix("─") })
    }

    /// The RGB colours the style annotations of `rows` name.
    private static func colours(in rows: [String]) -> Set<String> {
        Set(rows.filter { $0.hasPrefix("  [") }.flatMap { row in
            row.split(separator: " ").filter { $0.contains("=#") }.compactMap { $0.split(separator: "=")[checked: 1].map(String.init) }
        })
    }
}
