import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import Testing

/// The views of a message row read the appearance and utilities directly (`Appearance.current`,
/// `Utils.current`), not through `@Injected` key paths (each such read applies two key paths
/// and copies the whole palette or fonts), and show palette colours converted once per colour
/// object: a colour assigned to the palette shows at once.
@MainActor
@Suite("Message row dependency reads")
struct MessageRowDependencyReadsTests {
    let cid = ChannelId(type: .messaging, id: "general")

    @Test("Building and drawing message rows reads no dependency through a key path")
    func rowsReadNoKeyPaths() async throws {
        // Another user's message (avatar, author, a mention) and one of the current user's.
        let messages = [
            Fixtures.message("m1", text: "hi @Carol Chen", author: Fixtures.user("bob", name: "Bob Brown"), at: 10,
                             mentioned: [Fixtures.user("carol", name: "Carol Chen")]),
            Fixtures.message("m2", text: "from me", author: Fixtures.user("alice", name: "Alice Anders"), at: 20),
        ]
        let bed = try SDKTestBed.withChannel(cid)
        let (screen, controller) = try await bed.openChannel(cid, factory: DefaultViewFactory.shared)
        let viewModel = ChatChannelViewModel(channelController: controller)
        InjectedValues.countsStreamChatReadsThroughKeyPaths = true
        defer { InjectedValues.countsStreamChatReadsThroughKeyPaths = false }
        // Counting is on: a read through a key path counts one.
        let control = InjectedValues.streamChatReadsThroughKeyPaths
        _ = InjectedValues[\.utils]
        try #require(InjectedValues.streamChatReadsThroughKeyPaths == control + 1, "reads through key paths are counted")
        for message in messages {
            let row = MessageListRowView.fixture(message, factory: DefaultViewFactory.shared, viewModel: viewModel)
            let host = ScreenHost(client: screen.client) { row }
            // Rendered directly (the test host's own injection of the client reads key paths).
            let before = InjectedValues.streamChatReadsThroughKeyPaths
            let text = host.host.snapshot(width: 60, height: 6)
            let reads = InjectedValues.streamChatReadsThroughKeyPaths - before
            #expect(text.contains(message.text), "\(text)")
            // Author, avatar, bubble, text and time all read their dependencies; through
            // `@Injected`, the time and the author alone made 5 key-path reads for another
            // user's message and 3 for one's own.
            #expect(reads == 0, "the row of \(message.id) read \(reads) dependencies through key paths")
        }
    }

    @Test("A colour assigned to the palette shows at once, and shows again after it is put back")
    func paletteColourChangeShows() {
        let message = Fixtures.message("m1", text: "hello", author: Fixtures.user("bob", name: "Bob Brown"), at: 10)
        func timeForeground() -> TerminalColor? {
            let host = ViewHost(rootView: MessageDateView(message: message))
            let grid = host.render(size: CellSize(width: 20, height: 1))
            return grid.cells.first { $0.grapheme != " " }?.style.foreground
        }
        let original = timeForeground()
        #expect(original == .rgb(115, 120, 122), "the default low-emphasis colour: \(String(describing: original))")
        var palette = InjectedValues[\.colors]
        palette.textLowEmphasis = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        InjectedValues.withValue(\.colors, palette) {
            #expect(timeForeground() == .rgb(255, 0, 0))
        }
        #expect(timeForeground() == original)
    }
}
