import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import SeedSampleSupport
import Testing

@MainActor
@Suite("Seed 001: customizing components")
struct Seed001ComponentsTests {
    @Test("The custom avatar slot is used wherever the SDK shows a user")
    func customAvatarAppearsInTheChannel() async throws {
        let chat = try await SeedChat(messages: [("bob", "Hello from Bob")])
        let controller = chat.client.channelController(for: chat.cid)
        let (_, screen) = await chat.render(ChatChannelView(viewFactory: CustomFactory.shared, channelController: controller))
        #expect(screen.contains("Hello from Bob"))
        #expect(screen.contains("[Bob Brown]"))
        #expect(CustomFactory.UserAvatarViewType.self == CustomUserAvatarView.self)
    }

    @Test("The factory is a shared instance with its own RegularStyles")
    func sharedFactoryHasRegularStyles() {
        #expect(CustomFactory.shared === CustomFactory.shared)
        #expect(CustomFactory.StylesType.self == RegularStyles.self)
        #expect(CustomFactory.shared.styles.composerPlacement == .docked)
    }

    @Test("The app's scene shows the channel list built by the custom factory")
    func appShowsTheChannelList() async throws {
        let chat = try await SeedChat(messages: [("bob", "Latest news")])
        let (_, screen) = await chat.render(scene: CustomFactoryApp().body)
        #expect(screen.contains("General"))
        #expect(screen.contains("Latest news"))
    }

    @Test("@Injected reads the SDK's dependencies")
    func dependenciesAreInjected() {
        let dependencies = Dependencies()
        #expect(dependencies.chatClient === InjectedValues[\.chatClient])
        #expect(dependencies.utils === InjectedValues[\.utils])
        #expect(dependencies.colors.textLowEmphasis == InjectedValues[\.colors].textLowEmphasis)
        #expect(dependencies.fonts.bodyBold == InjectedValues[\.fonts].bodyBold)
        #expect(dependencies.images.commandMute == InjectedValues[\.images].commandMute)
    }

    @Test("A custom InjectionKey is readable and replaceable through @Injected")
    func customTypeIsInjected() {
        let original = CustomDependencies().customType
        #expect(original === CustomInjectionKey.currentValue)
        let replacement = CustomType()
        InjectedValues.withValue(\.customType, replacement) {
            #expect(CustomDependencies().customType === replacement)
            #expect(InjectedValues[CustomInjectionKey.self] === replacement)
        }
        #expect(CustomDependencies().customType === original)
    }

    @Test("The typealias fixes NoChannels and the custom empty state is shown")
    func buildTimeTypealias() async throws {
        #expect(BuildTimeFactory.NoChannels.self == CustomNoChannelsView.self)
        let chat = try await SeedChat(channelMembers: nil)
        let (_, screen) = await chat.render(ChatChannelListView(viewFactory: BuildTimeFactory()))
        #expect(screen.contains("Nothing here yet: custom empty state"))
    }
}
