import ScopedStreamChat
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing

private final class Counter {
    var value = 0
}

private struct CounterKey: InjectionKey {
    static var currentValue = Counter()
}

extension InjectedValues {
    fileprivate var counter: Counter {
        get { Self[CounterKey.self] }
        set { Self[CounterKey.self] = newValue }
    }
}

private struct UsesInjected {
    @Injected(\.colors) var colors
    @Injected(\.counter) var counter
}

extension GlobalStateTests {
    /// Scoped: `streamChatRegistersItself` registers a `StreamChat` and the fonts test changes the
    /// registered appearance, in a registration of their own instead of the process-wide one.
    @MainActor
    @Suite("Dependency injection", .scopedStreamChat)
    struct DependencyInjectionTests {
        @Test func scopedOverrideIsVisibleInsideAndRestoredAfter() {
            let before = InjectedValues[\.colors].tintColor
            var palette = ColorPalette()
            palette.tintColor = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
            InjectedValues.withValue(\.colors, palette) {
                #expect(UsesInjected().colors.tintColor == palette.tintColor)
                #expect(InjectedValues[\.colors].tintColor == palette.tintColor)
            }
            #expect(InjectedValues[\.colors].tintColor == before)
        }

        @Test func scopedOverrideIsRestoredWhenTheOperationThrows() {
            struct Failure: Error {}
            let original = InjectedValues[\.counter]
            let replacement = Counter()
            #expect(throws: Failure.self) {
                try InjectedValues.withValue(\.counter, replacement) {
                    #expect(UsesInjected().counter === replacement)
                    throw Failure()
                }
            }
            #expect(InjectedValues[\.counter] === original)
        }

        @Test func customKeyByTypeAndByKeyPathAgree() {
            let counter = InjectedValues[\.counter]
            #expect(InjectedValues[CounterKey.self] === counter)
            counter.value += 1
            #expect(UsesInjected().counter.value == counter.value)
        }

        @Test func streamChatRegistersItself() {
            let previous = InjectedValues[\.streamChat]
            defer { InjectedValues[\.streamChat] = previous }
            let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("di-test")))
            let utils = Utils(channelNamer: { _, _ in "always this" })
            let streamChat = StreamChat(chatClient: client, utils: utils)
            #expect(InjectedValues[\.chatClient] === client)
            #expect(InjectedValues[\.utils] === utils)
            #expect(InjectedValues[\.utils].channelNamer(Fixtures.channel("x"), nil) == "always this")
            #expect(InjectedValues[\.streamChat] === streamChat)
        }

        @Test func wrappedValueAssignmentReplacesTheDependency() {
            let original = InjectedValues[\.fonts]
            defer { InjectedValues[\.fonts] = original }
            var holder = UsesInjectedFonts()
            var fonts = Fonts()
            fonts.bodyBold = .title
            holder.fonts = fonts
            #expect(InjectedValues[\.fonts].bodyBold == .title)
        }
    }
}

private struct UsesInjectedFonts {
    @Injected(\.fonts) var fonts
}
