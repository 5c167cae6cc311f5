import CheckedIndex
import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing
@testable import TerminalUI
import ScreenLines

/// The channel screen builds the floating suggestions itself, from the composer's view model the
/// composer presents and the screen's current factory: they follow the factory the screen is
/// given now (they were a view built once, when the composer appeared), a composer of one's own
/// can float its suggestions too, and each cell of them is painted once per colour.
@MainActor
@Suite("Composer suggestions slot")
struct ComposerSuggestionsSlotTests {
    let cid = ChannelId(type: .messaging, id: "general")

    @Test("The suggestions are built with the factory the screen has now")
    func suggestionsFollowTheScreensFactory() async throws {
        let bed = try SDKTestBed.withChannel(cid, messages: [("bob", "Hello")])
        let client = try await bed.client("alice")
        let controller = client.channelController(for: cid)
        let choice = FactoryChoice(TitledSuggestionsFactory(title: "First factory"))
        let screen = ScreenHost(client: client) { ChosenFactoryChannel(choice: choice, controller: controller) }
        for _ in 0..<2 {
            _ = screen.snapshot()
            await bed.drain()
        }
        screen.interact { $0.type("@") }
        let first = screen.snapshot()
        #expect(first.contains("First factory") && first.contains("@ Bob Brown"), "\(first)")

        choice.factory = TitledSuggestionsFactory(title: "Second factory")
        let second = screen.snapshot()
        #expect(second.contains("Second factory"), "the suggestions kept the factory they were built with:\n\(second)")
        #expect(!second.contains("First factory"), "\(second)")
        #expect(second.contains("@ Bob Brown"), "the composer kept its text and suggestions:\n\(second)")
    }

    @Test("A composer of one's own floats its suggestions over the list with composerSuggestions(of:)")
    func ownComposerFloatsItsSuggestions() async throws {
        let bed = try SDKTestBed.withChannel(cid, messages: (0..<30).map { ($0 % 2 == 0 ? "bob" : "carol", "Message \($0)") })
        let factory = OwnComposerFactory()
        let (screen, _) = try await bed.openChannel(cid, factory: factory)
        _ = screen.snapshot()
        await bed.drain()
        let before = screen.lines()
        let field = try #require(before.lastIndex { $0.contains("Own composer") }, "\(before.joined(separator: "\n"))")
        screen.interact { $0.type("@") }
        let shown = screen.snapshot()
        let lines = shown.screenLines
        let bob = try #require(lines.firstIndex { $0.contains("@ Bob Brown") }, "no suggestions:\n\(shown)")
        #expect(bob < field, "they float above the composer:\n\(shown)")
        let composerRow = try #require(lines[checked: field], "\(shown)")
        #expect(composerRow.contains("@") && !composerRow.contains("Bob Brown") && !composerRow.contains("Carol"), "the composer keeps its row:\n\(shown)")
        #expect(!shown.contains("Message 29"), "they cover the list's last rows:\n\(shown)")

        try screen.click("@ Bob Brown", from: bob)
        #expect(factory.composer?.text == "@Bob Brown ", "a click on a row picks it for that composer")
        #expect(!screen.snapshot().contains("@ Bob Brown"), "picked, they go")
    }

    /// The slot reads the list's size only to place suggestions: while plain text is typed no
    /// reader is in the tree (one stood over the list for every keystroke of every message).
    @Test("The slot holds a size reader only while the composer suggests something", arguments: [false, true])
    func noSizeReaderWithoutSuggestions(liquidGlass: Bool) async throws {
        let (bed, screen, _) = try await SuggestionsOverlayTests().open(liquidGlass: liquidGlass)
        func readersInSlot() -> Int {
            var readers = 0
            let slot = screen.host.graph.root?.firstNode { String(describing: type(of: $0.value)).hasPrefix("ComposerSuggestionsSlot<") }
            slot?.forEachDescendant { if $0.behavior is GeometryBehavior { readers += 1 } }
            return readers
        }
        #expect(readersInSlot() == 0)
        for character in "hello there" {
            screen.interact { $0.type(String(character)) }
            _ = screen.snapshot()
            #expect(readersInSlot() == 0, "after \(character)")
        }
        screen.interact { $0.type(" @") }
        await bed.drain()
        let suggesting = screen.snapshot()
        #expect(suggesting.contains("@ Bob Brown"), "\(suggesting)")
        #expect(readersInSlot() == 1)
        screen.interact { $0.type("zzz") }
        await bed.drain()
        let none = screen.snapshot()
        #expect(!none.contains("@ Bob Brown"), "\(none)")
        #expect(readersInSlot() == 0, "the suggestions went, and the reader with them")
    }

    @Test("Each cell of the floating suggestions is painted once per colour", arguments: [false, true])
    func suggestionsArePaintedOnce(liquidGlass: Bool) async throws {
        let (_, screen, list) = try await SuggestionsOverlayTests().open(liquidGlass: liquidGlass)
        screen.interact { $0.type("@") }
        let lines = screen.lines()
        let row = try #require(lines.firstIndex { $0.contains("@ Bob Brown") })
        let cell = CellPoint(x: 40, y: row)
        // Fills that hold the list's first row too are the list's, beneath the suggestions.
        let beneath = CellPoint(x: 40, y: list.frame.y)
        var fills = 0
        screen.host.graph.root?.forEachDescendant { node in
            if node.behavior.hidesWhatIsBeneath, node.frame.contains(cell), !node.frame.contains(beneath) { fills += 1 }
        }
        // Docked: the chrome's background under the rule and the rows. Floating: the opaque
        // margins' background and the box's.
        #expect(fills == (liquidGlass ? 2 : 1), "\(fills) fills under a suggestion's cell")
    }
}

/// Which factory the channel screen is given.
@MainActor private final class FactoryChoice: ObservableObject {
    @Published var factory: TitledSuggestionsFactory
    init(_ factory: TitledSuggestionsFactory) { self.factory = factory }
}

private struct ChosenFactoryChannel: View {
    @ObservedObject var choice: FactoryChoice
    let controller: ChatChannelController

    var body: some View {
        ChatChannelView(viewFactory: choice.factory, channelController: controller)
    }
}

/// Titles its suggestions with its own words.
private final class TitledSuggestionsFactory: ViewFactory {
    var styles = RegularStyles()
    let title: String
    init(title: String) { self.title = title }

    func makeSuggestionsContainerView(options: SuggestionsContainerViewOptions) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(title)
            SuggestionsContainerView(suggestions: options.suggestions, handleCommand: options.handleCommand)
        }
    }
}

/// Its composer is a text field of its own over a composer view model of its own.
private final class OwnComposerFactory: ViewFactory {
    var styles = RegularStyles()
    private(set) weak var composer: MessageComposerViewModel?

    func makeMessageComposerViewType(options: MessageComposerViewTypeOptions) -> some View {
        OwnComposer(channelController: options.channelController) { self.composer = $0 }
    }
}

private struct OwnComposer: View {
    @StateObject private var viewModel: MessageComposerViewModel
    private let made: (MessageComposerViewModel) -> Void

    init(channelController: ChatChannelController, made: @escaping (MessageComposerViewModel) -> Void) {
        _viewModel = StateObject(wrappedValue: MessageComposerViewModel(channelController: channelController))
        self.made = made
    }

    var body: some View {
        TextField("Own composer", text: $viewModel.text, selection: $viewModel.textSelection)
            .composerSuggestions(of: viewModel)
            .onAppear { made(viewModel) }
    }
}
