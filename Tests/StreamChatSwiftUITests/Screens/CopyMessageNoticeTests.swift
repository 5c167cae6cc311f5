import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import Testing

/// Copy Message tells the user it worked: "ⓘ Message copied" above the composer (where the
/// composer's notices show), gone after a few seconds. It gave no feedback at all.
@MainActor
@Suite("Copy message notice")
struct CopyMessageNoticeTests {
    let cid = ChannelId(type: .messaging, id: "general")
    static let notice = "ⓘ " + L10n.MessageActions.copied

    /// The channel, with the expiries of transient notices kept for the test to run.
    private func openChannel(liquidGlass: Bool) async throws
        -> (ScreenHost, ChatChannelViewModel, ChatMessage, ExpiryRecorder) {
        let bed = try SDKTestBed.withChannel(cid, messages: [("bob", "Meet at 10 in room 4"), ("alice", "Ok")])
        let client = try await bed.client("alice")
        let viewModel = ChatChannelViewModel(channelController: client.channelController(for: cid))
        let expiries = ExpiryRecorder()
        viewModel.scheduleTransientNoticeExpiry = { seconds, expire in expiries.scheduled.append((seconds, expire)) }
        let screen = ScreenHost(client: client, utils: Utils()) {
            if liquidGlass {
                AnyView(ChatChannelView(viewFactory: GlassFactory(), viewModel: viewModel))
            } else {
                AnyView(ChatChannelView(viewFactory: DefaultViewFactory.shared, viewModel: viewModel))
            }
        }
        _ = screen.snapshot(width: 80, height: 24)
        await bed.drain()
        #expect(screen.snapshot(width: 80, height: 24).contains("Meet at 10 in room 4"))
        let bobs = try #require(viewModel.channelController.messages.first { $0.author.id == "bob" })
        return (screen, viewModel, bobs, expiries)
    }

    @MainActor final class ExpiryRecorder {
        var scheduled: [(seconds: Double, expire: @MainActor () -> Void)] = []
    }

    /// Chooses Copy Message with the terminal's clipboard answering `sent` (nil: no terminal).
    private func copy(_ message: ChatMessage, _ viewModel: ChatChannelViewModel, sent: Bool? = true) throws {
        let copy = try #require(viewModel.contextMenuActions(for: message, factory: DefaultViewFactory.shared).first { $0.id == "copy" })
        TerminalClipboard.sink = sent.map { sent in { _ in sent } }
        defer { TerminalClipboard.sink = nil }
        copy.action()
    }

    /// Nothing reached the clipboard (no terminal; a text over about 75 KB): "Message copied"
    /// showed all the same. The alert says why instead, and no notice shows.
    @Test(arguments: [(nil, L10n.MessageActions.copyFailedNoClipboard), (false, L10n.MessageActions.copyFailedTooLong)])
    func aCopyThatFailedSaysWhy(sent: Bool?, reason: String) async throws {
        let (screen, viewModel, message, expiries) = try await openChannel(liquidGlass: false)
        try copy(message, viewModel, sent: sent)
        #expect(viewModel.errorMessage == reason)
        #expect(viewModel.screenAlert == .error(reason))
        #expect(expiries.scheduled.isEmpty)
        #expect(!screen.snapshot(width: 80, height: 24).contains(Self.notice))
    }

    @Test("Copy shows \"Message copied\" right above the composer's input until its time is up",
          arguments: [false, true])
    func copyShowsATransientNotice(liquidGlass: Bool) async throws {
        let (screen, viewModel, message, expiries) = try await openChannel(liquidGlass: liquidGlass)
        #expect(!screen.snapshot(width: 80, height: 24).contains(Self.notice))
        try copy(message, viewModel)
        #expect(Clipboard.lastCopiedText == "Meet at 10 in room 4")
        let shown = screen.snapshot(width: 80, height: 24)
        let rows = shown.components(separatedBy: "\n")
        let noticeRow = try #require(rows.firstIndex { $0.contains(Self.notice) }, "\(shown)")
        let inputRow = try #require(rows.firstIndex { $0.contains("Send a message") }, "\(shown)")
        #expect(noticeRow < inputRow && inputRow - noticeRow <= 2, "just above the input:\n\(shown)")
        #expect(shown.contains("Meet at 10 in room 4"), "the list keeps its messages:\n\(shown)")
        #expect(expiries.scheduled.map(\.seconds) == [ChatChannelViewModel.transientNoticeDuration])

        expiries.scheduled.first?.expire()
        let after = screen.snapshot(width: 80, height: 24)
        #expect(!after.contains(Self.notice), "it goes by itself:\n\(after)")
        #expect(after.contains("Send a message"))
    }

    @Test("A second copy restarts the time: the first one's expiry leaves its notice")
    func secondCopyKeepsItsNotice() async throws {
        let (screen, viewModel, message, expiries) = try await openChannel(liquidGlass: false)
        try copy(message, viewModel)
        try copy(message, viewModel)
        try #require(expiries.scheduled.count == 2)
        expiries.scheduled[0].expire()
        #expect(screen.snapshot(width: 80, height: 24).contains(Self.notice))
        expiries.scheduled[1].expire()
        #expect(!screen.snapshot(width: 80, height: 24).contains(Self.notice))
    }
}
