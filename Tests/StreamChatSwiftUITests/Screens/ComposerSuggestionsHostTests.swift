import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing

/// The channel screen's host of the floating suggestions, when a composer is presented over
/// another: the one presented last floats its suggestions, and when it goes, the one still
/// shown floats them again (the host was left empty).
@MainActor
@Suite("Composer suggestions host")
struct ComposerSuggestionsHostTests {
    let cid = ChannelId(type: .messaging, id: "general")

    /// A channel's controller for composers (with the bed that serves it) and an empty host.
    private func hostAndController() async throws -> (SDKTestBed, ChatChannelController, ComposerSuggestionsHost) {
        let bed = try SDKTestBed.withChannel(cid)
        return (bed, try await bed.client("alice").channelController(for: cid), ComposerSuggestionsHost())
    }

    /// A channel screen (with the bed that serves it) showing composers A and B, B built last.
    private func screenWithTwoComposers() async throws -> (SDKTestBed, ScreenHost, TwoComposersFactory) {
        let bed = try SDKTestBed.withChannel(cid, messages: [("bob", "Hello")])
        let factory = TwoComposersFactory()
        let (screen, _) = try await bed.openChannel(cid, factory: factory)
        factory.shown.second = true
        _ = screen.snapshot()
        return (bed, screen, factory)
    }

    @Test("Withdrawing the last presented composer hands the host back to the one before")
    func withdrawingFallsBack() async throws {
        let (_, controller, host) = try await hostAndController()
        let first = MessageComposerViewModel(channelController: controller)
        let second = MessageComposerViewModel(channelController: controller)
        host.present(first)
        host.present(second)
        #expect(host.composer === second)
        host.withdraw(second)
        #expect(host.composer === first, "the composer still shown floats its suggestions again")
        host.present(second)
        host.withdraw(first)
        #expect(host.composer === second, "withdrawing one beneath leaves the last presented")
        host.withdraw(second)
        #expect(host.composer == nil)
    }

    /// A composer whose view goes is withdrawn by the view (`onDisappear`), so nothing has to
    /// notice it freed: its suggestions leave the screen at once, the host floats the composer
    /// still shown, and the composer that went is freed (the host held it weakly, the slot
    /// let it go).
    @Test("A floated composer whose view goes is withdrawn, its suggestions gone, and freed")
    func removedComposerIsWithdrawnAndFreed() async throws {
        let (bed, screen, factory) = try await screenWithTwoComposers()
        defer { withExtendedLifetime(bed) {} }
        try screen.click("Composer B")
        screen.interact { $0.type("@") }
        weak let second = factory.composers["B"]
        #expect(second?.text == "@", "typed into composer B")
        #expect(screen.snapshot().contains("@ Bob Brown"), "composer B's suggestions float")
        factory.shown.second = false
        let shown = screen.snapshot()
        #expect(!shown.contains("@ Bob Brown"), "the suggestions of the composer that went stayed:\n\(shown)")
        await bed.drain()
        #expect(second == nil, "composer B was freed")
        #expect(factory.composers["A"] != nil)
    }

    @Test("A composer shown when another was presented and removed floats its suggestions")
    func remainingComposerFloatsItsSuggestions() async throws {
        let (bed, screen, factory) = try await screenWithTwoComposers()
        defer { withExtendedLifetime(bed) {} }
        #expect(factory.composers["B"] != nil, "composer B was built and shown")
        factory.shown.second = false
        _ = screen.snapshot()
        try screen.click("Composer A")
        screen.interact { $0.type("@") }
        #expect(factory.composers["A"]?.text == "@", "typed into composer A")
        let shown = screen.snapshot()
        #expect(shown.contains("@ Bob Brown"), "no suggestions for the composer left:\n\(shown)")
    }
}

/// Whether the second composer shows.
@MainActor private final class SecondComposer: ObservableObject {
    @Published var second = false
}

/// Its composer slot shows composer A, and composer B beneath it while `shown.second` is on.
private final class TwoComposersFactory: ViewFactory {
    var styles = RegularStyles()
    let shown = SecondComposer()
    /// The composers built, by name, held weakly (a composer whose view went is freed).
    var composers: [String: MessageComposerViewModel] {
        built.compactMapValues(\.composer)
    }
    private var built: [String: WeakComposer] = [:]

    func makeMessageComposerViewType(options: MessageComposerViewTypeOptions) -> some View {
        TwoComposers(shown: shown, controller: options.channelController) { self.built[$0] = WeakComposer(composer: $1) }
    }
}

private struct TwoComposers: View {
    @ObservedObject var shown: SecondComposer
    let controller: ChatChannelController
    let made: (String, MessageComposerViewModel) -> Void

    var body: some View {
        VStack(spacing: 0) {
            NamedComposer(name: "A", controller: controller, made: made)
            if shown.second { NamedComposer(name: "B", controller: controller, made: made) }
        }
    }
}

private struct NamedComposer: View {
    let name: String
    @StateObject private var viewModel: MessageComposerViewModel
    private let made: (String, MessageComposerViewModel) -> Void

    init(name: String, controller: ChatChannelController, made: @escaping (String, MessageComposerViewModel) -> Void) {
        self.name = name
        _viewModel = StateObject(wrappedValue: MessageComposerViewModel(channelController: controller))
        self.made = made
    }

    var body: some View {
        TextField("Composer \(name)", text: $viewModel.text, selection: $viewModel.textSelection)
            .composerSuggestions(of: viewModel)
            .onAppear { made(name, viewModel) }
    }
}
