import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import Testing
import ScreenLines

/// The composer grows with its lines (up to five) on short screens too: it takes the height it
/// needs before the message list, which keeps at least one line.
@MainActor @Suite struct ComposerGrowthTests {
    let cid = ChannelId(type: .messaging, id: "general")

    /// The screen's rows after `count` lines were pasted into the composer of a channel with 30
    /// messages, without trailing spaces.
    private func screen(afterPasting count: Int, width: Int, height: Int) async throws -> [String] {
        let bed = try SDKTestBed.withChannel(cid, messages: (0..<30).map { ("bob", "Message \($0)") })
        let (screen, _) = try await bed.openChannel(cid, factory: DefaultViewFactory.shared)
        _ = screen.snapshot(width: width, height: height)
        screen.interact { $0.handle(.paste((1...count).map { "line \($0)" }.joined(separator: "\n"))) }
        return screen.snapshot(width: width, height: height).trimmedScreenLines
    }

    /// The rows between the header's rule and the composer's: the message list's.
    private func listRows(_ rows: [String]) -> ArraySlice<String> {
        let rules = rows.indices.filter { rows[$0].hasPrefix("───") }
        guard let first = rules.first, let last = rules.last, first < last else { return [] }
        return rows[(first + 1)..<last]
    }

    @Test("At 30x10 five lines show in the composer and the list keeps a line", arguments: [5, 7])
    func shortScreen(lines: Int) async throws {
        let rows = try await screen(afterPasting: lines, width: 30, height: 10)
        let shown = rows.filter { $0.contains("line ") }
        #expect(shown.count == 5, "\(rows.joined(separator: "\n"))")
        #expect(shown.last?.contains("line \(lines)") == true, "the caret's line shows")
        #expect(listRows(rows).count >= 1, "\(rows.joined(separator: "\n"))")
    }

    @Test("At 30x8 the composer grows as far as the list's last line allows")
    func shorterScreen() async throws {
        let rows = try await screen(afterPasting: 5, width: 30, height: 8)
        #expect(rows.filter { $0.contains("line ") }.count == 3, "\(rows.joined(separator: "\n"))")
        #expect(rows.last?.contains("line 5") == true)
        #expect(listRows(rows).count == 1, "\(rows.joined(separator: "\n"))")
    }

    @Test("At 100x40 the five lines and the newest messages show")
    func tallScreen() async throws {
        let rows = try await screen(afterPasting: 5, width: 100, height: 40)
        #expect(rows.filter { $0.contains("line ") }.count == 5, "\(rows.joined(separator: "\n"))")
        #expect(rows.contains { $0.contains("Message 29") })
        #expect(listRows(rows).count > 20)
    }
}
