import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import SeedSampleSupport
import Testing
import CheckedIndex
import ScreenLines

@MainActor
@Suite("Seed 001: styles")
struct Seed001StylesTests {
    @Test("LiquidGlassStyles on the factory makes the composer float")
    func liquidGlassFactory() {
        #expect(CustomFactory.StylesType.self == LiquidGlassStyles.self)
        #expect(CustomFactory.shared.styles.composerPlacement == .floating)
    }

    @Test("CustomStyles keeps its own hooks and the defaults for the rest")
    func customStylesHooks() {
        let styles = CustomStyles()
        #expect(type(of: styles.makeComposerInputViewModifier(options: ComposerInputModifierOptions(composerPlacement: .docked, hasContent: false))) == MyInputModifier.self)
        #expect(type(of: styles.makeComposerButtonViewModifier(options: ComposerButtonModifierOptions(isEnabled: true))) == MyButtonModifier.self)
        #expect(type(of: styles.makeScrollToBottomButtonModifier(options: ScrollToBottomButtonModifierOptions(unreadCount: 0))) == MyScrollToBottomModifier.self)
        #expect(type(of: styles.makeComposerViewModifier(options: ComposerViewModifierOptions(composerPlacement: .docked))) == MyComposerBackgroundModifier.self)
        #expect(type(of: styles.makeSuggestionsContainerModifier(options: SuggestionsContainerModifierOptions(composerPlacement: .docked))) == MySuggestionsModifier.self)
        #expect(type(of: styles.makeSearchableModifier(options: SearchableModifierOptions(searchText: .constant("")))) == DefaultSearchableModifier.self)
        #expect(type(of: styles.makeMessageListModifier(options: MessageListModifierOptions(channel: ChatChannel(cid: ChannelId(type: .messaging, id: "x"))))) == EmptyModifier.self)
    }

    @Test("The channel list of a CustomStyles factory has the seed's search field, with the seed's own prompt")
    func searchableModifierIsApplied() async throws {
        let chat = try await SeedChat(messages: [("bob", "hi")])
        let (_, screen) = await chat.render(ChatChannelListView(viewFactory: StyledFactory()))
        #expect(screen.contains("Search"))
        #expect(screen.contains("General"))
        // The seed's hook passes the prompt "Search" itself; the default hook's prompt is the
        // localized string. With that string reworded, only the seed's field still says "Search".
        // The provider is replaced and restored within one synchronous main-actor job, so no
        // test running in parallel sees it; a first frame (loading) shows the search field.
        let (seeds, defaults) = InjectedValues.withValue(\.chatClient, chat.client) {
            let original = Appearance.localizationProvider
            defer { Appearance.localizationProvider = original }
            Appearance.localizationProvider = { key, table in
                key == "channel.list.search.prompt" ? "Durchsuchen" : Appearance.defaultLocalizationProvider(key, table)
            }
            let seeds = ViewHost(rootView: ChatChannelListView(viewFactory: StyledFactory())).snapshot(width: 100, height: 30)
            let defaults = ViewHost(rootView: ChatChannelListView(viewFactory: DefaultViewFactory.shared)).snapshot(width: 100, height: 30)
            return (seeds, defaults)
        }
        #expect(seeds.contains("Search") && !seeds.contains("Durchsuchen"), "\(seeds)")
        #expect(defaults.contains("Durchsuchen"), "the default hook's prompt is localized:\n\(defaults)")
    }

    @Test("The composer of a CustomStyles factory gets the seed's composer, input, button and suggestions modifiers")
    func composerModifiersAreApplied() async throws {
        let chat = try await SeedChat(messages: [("bob", "hi")])
        let controller = chat.client.channelController(for: chat.cid)
        let (host, screen) = await chat.render(ChatChannelView(viewFactory: StyledFactory(), channelController: controller))
        #expect(screen.contains("<composer>"))
        let rows = screen.screenLines
        let input = try #require(rows.firstIndex { $0.contains("<input>") }, "\(screen)")
        #expect(rows[input].contains("Send a message"), "the input modifier wraps the input:\n\(screen)")
        #expect(rows[input].components(separatedBy: "<button>").count == 3, "the commands and send buttons:\n\(screen)")
        #expect(!screen.contains("<suggestions>"))
        host.type("/")
        let listing = await chat.snapshot(host)
        #expect(listing.contains("<suggestions>"), "\(listing)")
    }

    @Test("The app's scene renders with LiquidGlassStyles: its channel's composer floats")
    func appRenders() async throws {
        let chat = try await SeedChat(messages: [("bob", "Floating along")])
        let (host, screen) = await chat.render(scene: CustomFactoryApp().body)
        #expect(screen.contains("General"))
        InjectedValues.withValue(\.chatClient, chat.client) { host.press(.enter) }
        let channel = await chat.snapshot(host)
        #expect(channel.contains("Floating along"), "the channel opened:\n\(channel)")
        // Floating: the row above the input is the top of a box inset from the screen's edge (a
        // docked composer has a full-width rule there).
        let rows = channel.screenLines
        let input = try #require(rows.firstIndex { $0.contains(L10n.Composer.Placeholder.message) }, "\(channel)")
        let above = try #require(rows[checked: input - 1], "a row above the input:\n\(channel)")
        let corner = try #require(above.firstIndex(of: "╭"), "the box's top is above the input:\n\(channel)")
        #expect(above.distance(from: above.startIndex, to: corner) > 0 && above[..<corner].allSatisfy { $0 == " " }, "the box is indented:\n\(channel)")
    }
}
