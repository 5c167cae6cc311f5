import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing

/// An app that keeps a channel's view model (and a composer of its own) after the screen's host
/// goes, then shows the view model again: the composer of the screen that went was withdrawn
/// from the view model's suggestions host with it (`onDisappear` runs when a host is freed), so
/// it never floats suggestions over a later screen.
@MainActor
@Suite("Channel view model outliving its screen")
struct ChannelViewModelOutlivesScreenTests {
    let cid = ChannelId(type: .messaging, id: "general")

    @Test("The app's composer of a screen whose host went floats nothing when the view model is shown again")
    func composerOfAFreedScreenIsWithdrawn() async throws {
        let bed = try SDKTestBed.withChannel(cid, messages: [("bob", "Hello")])
        defer { withExtendedLifetime(bed) {} }
        let client = try await bed.client("alice")
        let controller = client.channelController(for: cid)
        let viewModel = ChatChannelViewModel(channelController: controller)
        let appComposer = MessageComposerViewModel(channelController: controller)
        var first: ScreenHost? = ScreenHost(client: client) {
            ChatChannelView(viewFactory: AppComposerFactory(composer: appComposer), viewModel: viewModel)
        }
        _ = first?.snapshot()
        await bed.drain()
        let shown = try #require(first?.snapshot())
        #expect(shown.contains("Hello"), "the channel loaded:\n\(shown)")
        #expect(viewModel.composerSuggestionsHost.composer === appComposer, "the app's composer was presented")
        first = nil
        #expect(viewModel.composerSuggestionsHost.composer == nil, "the composer of the screen that went is withdrawn")

        // Shown again with a composer of the screen's own, which then goes: nothing floats.
        let factory = AppComposerFactory(composer: nil)
        let second = ScreenHost(client: client) { ChatChannelView(viewFactory: factory, viewModel: viewModel) }
        _ = second.snapshot()
        await bed.drain()
        _ = second.snapshot()
        let shownComposer = try #require(viewModel.composerSuggestionsHost.composer)
        #expect(shownComposer !== appComposer)
        factory.shown.composer = false
        _ = second.snapshot()
        #expect(viewModel.composerSuggestionsHost.composer == nil, "the first screen's composer floated again")
        withExtendedLifetime(appComposer) {}
    }
}

/// Whether the factory's composer shows.
@MainActor private final class ComposerShown: ObservableObject {
    @Published var composer = true
}

/// Its composer slot shows `composer` (the app's, kept by the app) or, without one, a composer
/// of the view's own, while `shown.composer` is on.
private final class AppComposerFactory: ViewFactory {
    var styles = RegularStyles()
    let shown = ComposerShown()
    let composer: MessageComposerViewModel?

    init(composer: MessageComposerViewModel?) { self.composer = composer }

    func makeMessageComposerViewType(options: MessageComposerViewTypeOptions) -> some View {
        ShownComposer(shown: shown, composer: composer, controller: options.channelController)
    }
}

private struct ShownComposer: View {
    @ObservedObject var shown: ComposerShown
    let composer: MessageComposerViewModel?
    let controller: ChatChannelController

    var body: some View {
        if shown.composer {
            if let composer {
                AppComposer(viewModel: composer)
            } else {
                OwnComposer(controller: controller)
            }
        }
    }
}

private struct AppComposer: View {
    @ObservedObject var viewModel: MessageComposerViewModel

    var body: some View {
        TextField("Composer", text: $viewModel.text, selection: $viewModel.textSelection)
            .composerSuggestions(of: viewModel)
    }
}

private struct OwnComposer: View {
    @StateObject private var viewModel: MessageComposerViewModel

    init(controller: ChatChannelController) {
        _viewModel = StateObject(wrappedValue: MessageComposerViewModel(channelController: controller))
    }

    var body: some View { AppComposer(viewModel: viewModel) }
}
