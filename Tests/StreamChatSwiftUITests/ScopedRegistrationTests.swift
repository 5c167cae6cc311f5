import StreamChat
@testable import StreamChatSwiftUI
import Testing

/// `StreamChat.withScopedRegistration`: what a test registers is seen by that test only, also
/// while another test runs in between its awaits.
@MainActor
@Suite("Scoped StreamChat registration")
struct ScopedRegistrationTests {
    /// Opened once; waiting for it returns at once after it was opened.
    @MainActor private final class Gate {
        private let stream: AsyncStream<Void>
        private let continuation: AsyncStream<Void>.Continuation
        init() { (stream, continuation) = AsyncStream.makeStream(of: Void.self) }
        func open() { continuation.finish() }
        func wait() async { for await _ in stream {} }
    }

    private static func makeStreamChat(_ name: String) -> StreamChat {
        StreamChat(chatClient: ChatClient(config: ChatClientConfig(apiKey: APIKey(name))), utils: Utils())
    }

    @Test("Two scopes that interleave at awaits each read their own StreamChat")
    func interleavedScopesReadTheirOwn() async {
        let firstRegistered = Gate(), secondRegistered = Gate(), firstChecked = Gate()
        // The second scope registers while the first one waits, between the first one's
        // registration and its reads.
        let second = Task { @MainActor in
            await StreamChat.withScopedRegistration {
                await firstRegistered.wait()
                let theirs = Self.makeStreamChat("second")
                secondRegistered.open()
                await firstChecked.wait()
                return InjectedValues[\.streamChat] === theirs && InjectedValues[\.chatClient] === theirs.chatClient
            }
        }
        let firstSeesItsOwn = await StreamChat.withScopedRegistration {
            let mine = Self.makeStreamChat("first")
            firstRegistered.open()
            await secondRegistered.wait()
            defer { firstChecked.open() }
            return InjectedValues[\.streamChat] === mine && InjectedValues[\.utils] === mine.utils
                && InjectedValues[\.chatClient] === mine.chatClient
        }
        #expect(firstSeesItsOwn)
        #expect(await second.value)
    }

    @Test("A scope without a registration reads a default context of its own, not the process-wide one")
    func emptyScopeHasItsOwnDefault() async {
        let processWide = InjectedValues[\.streamChat]
        let (inside, again) = await StreamChat.withScopedRegistration {
            let first = InjectedValues[\.streamChat]
            await Task.yield()
            return (first, InjectedValues[\.streamChat])
        }
        #expect(inside !== processWide)
        #expect(again === inside)
    }

    @Test("Tasks created inside a scope read its registration")
    func childTasksInherit() async {
        let seen = await StreamChat.withScopedRegistration {
            let mine = Self.makeStreamChat("parent")
            let child = Task { @MainActor in InjectedValues[\.streamChat] === mine }
            return await child.value
        }
        #expect(seen)
    }
}
