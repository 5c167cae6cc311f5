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

    @Test("Withdrawing the last presented composer hands the host back to the one before")
    func withdrawingFallsBack() async throws {
        let bed = try SDKTestBed.withChannel(cid)
        let controller = try await bed.client("alice").channelController(for: cid)
        let host = ComposerSuggestionsHost()
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
