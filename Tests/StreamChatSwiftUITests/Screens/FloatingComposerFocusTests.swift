import CheckedIndex
import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import Testing

/// With the floating composer (`LiquidGlassStyles`), a message that gets focus from the
/// keyboard is shown whole above the composer, as is the newest message at the bottom: Tab
/// and Shift-Tab onto a message only partly shown at the list's bottom edge focused it with
/// the rest of it hidden under the composer (and one shown only by its last line at the top
/// edge was focused out of sight).
@MainActor
@Suite("Floating composer: the focused message is shown above it")
struct FloatingComposerFocusTests {
    let cid = ChannelId(type: .messaging, id: "general")
    /// The screen row of the floating composer's top edge.
    private func composerTop(_ screen: ScreenHost) -> Int? {
        screen.lines().firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("╭") }
    }

    /// Whether the focused view is in the message list; if so, whether it is shown whole, inside
    /// the list and above the composer.
    private func focusedMessage(_ screen: ScreenHost) -> (inList: Bool, whole: Bool) {
        _ = screen.lines()
        guard let focused = screen.host.graph.focusedNode, let list = ScrollRegistry.enclosingScroll(of: focused) else {
            return (false, false)
        }
        let frame = focused.frame
        return (true, frame.y >= list.frame.y && frame.maxY <= list.frame.maxY && frame.maxY <= (composerTop(screen) ?? 0))
    }

    private func press(_ key: TerminalKey, modifiers: KeyModifiers = [], in screen: ScreenHost) {
        screen.interact { $0.press(key, modifiers: modifiers) }
        _ = screen.lines()
    }

    private func openScrolledUp() async throws -> ScreenHost {
        let authors: [UserId] = ["bob", "carol", "dave"]
        let bed = try SDKTestBed.withChannel(cid, messages: (0..<24).map { (authors[$0 % 3], "Message \($0)") })
        let (screen, _) = try await bed.openChannel(cid, factory: GlassFactory())
        press(.pageUp, in: screen)
        return screen
    }

    @Test("At the bottom, the newest message and its time are above the composer")
    func newestMessageIsAboveTheComposer() async throws {
        let bed = try SDKTestBed.withChannel(cid, messages: (0..<24).map { ("bob", "Message \($0)") })
        let (screen, _) = try await bed.openChannel(cid, factory: GlassFactory())
        let shown = screen.lines()
        let composer = try #require(composerTop(screen), "\(shown.joined(separator: "\n"))")
        let newest = try #require(shown.firstIndex { $0.contains("Message 23") }, "\(shown.joined(separator: "\n"))")
        #expect(newest < composer - 1, "the time under it shows too:\n\(shown.joined(separator: "\n"))")
        #expect(try #require(shown[checked: newest + 1]).contains(":"), "\(shown.joined(separator: "\n"))")
    }

    /// Shift-Tab walks up from the input, Tab down from the header (wrapping from the input).
    @Test("Tab and Shift-Tab through the messages show each focused one whole", arguments: [true, false])
    func tabShowsEachMessageWhole(backwards: Bool) async throws {
        let screen = try await openScrolledUp()
        var reached = 0
        for step in 0..<14 {
            press(.tab, modifiers: backwards ? .shift : [], in: screen)
            let focused = focusedMessage(screen)
            guard focused.inList else { continue }
            reached += 1
            #expect(focused.whole, "step \(step):\n\(screen.lines().joined(separator: "\n"))")
            if !focused.whole { return }
        }
        #expect(reached >= 6)
    }
}
