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

    /// A composer's view model freed without being withdrawn: when it was the one floated, the
    /// host publishes (the slot showed its suggestions until something else changed) and the
    /// one beneath floats; a freed composer beneath changes nothing shown and publishes nothing.
    @Test("A floated composer freed without being withdrawn hands the host back, published")
    func freedComposerFallsBack() async throws {
        let (_, controller, host) = try await hostAndController()
        let first = MessageComposerViewModel(channelController: controller)
        var beneath: MessageComposerViewModel? = MessageComposerViewModel(channelController: controller)
        var floated: MessageComposerViewModel? = MessageComposerViewModel(channelController: controller)
        weak let freedBeneath = beneath, freedFloated = floated
        host.present(first)
        host.present(try #require(beneath))
        host.present(try #require(floated))
        var notifications = 0
        let subscription = host.objectWillChange.sink { _ in notifications += 1 }
        beneath = nil
        #expect(freedBeneath == nil)
        #expect(notifications == 0, "what floats did not change")
        #expect(host.composer === freedFloated)
        floated = nil
        #expect(freedFloated == nil)
        #expect(notifications == 1, "the slot is told that its composer went")
        #expect(host.composer === first)
        subscription.cancel()
    }

    @Test("A composer shown when another was presented and removed floats its suggestions")
    func remainingComposerFloatsItsSuggestions() async throws {
        let bed = try SDKTestBed.withChannel(cid, messages: [("bob", "Hello")])
        let factory = TwoComposersFactory()
        let (screen, _) = try await bed.openChannel(cid, factory: factory)
        factory.shown.second = true
        _ = screen.snapshot()
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
    var composers: [String: MessageComposerViewModel] = [:]

    func makeMessageComposerViewType(options: MessageComposerViewTypeOptions) -> some View {
        TwoComposers(shown: shown, controller: options.channelController) { self.composers[$0] = $1 }
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
