import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import SeedSampleSupport
import Testing

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

    @Test("The channel list of a CustomStyles factory has the seed's search field")
    func searchableModifierIsApplied() async throws {
        let chat = try await SeedChat(messages: [("bob", "hi")])
        let (_, screen) = await chat.render(ChatChannelListView(viewFactory: StyledFactory()))
        #expect(screen.contains("Search"))
        #expect(screen.contains("General"))
    }

    @Test("The composer of a CustomStyles factory gets the seed's composer modifier")
    func composerModifierIsApplied() async throws {
        let chat = try await SeedChat(messages: [("bob", "hi")])
        let controller = chat.client.channelController(for: chat.cid)
        let (_, screen) = await chat.render(ChatChannelView(viewFactory: StyledFactory(), channelController: controller))
        #expect(screen.contains("<composer>"))
    }

    @Test("The app's scene renders with LiquidGlassStyles")
    func appRenders() async throws {
        let chat = try await SeedChat(messages: [("bob", "Floating along")])
        let (_, screen) = await chat.render(scene: CustomFactoryApp().body)
        #expect(screen.contains("General"))
    }
}
