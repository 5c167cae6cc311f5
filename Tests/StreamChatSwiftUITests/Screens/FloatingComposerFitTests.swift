import CheckedIndex
import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing
import ScreenLines

/// The floating composer's box (LiquidGlassStyles) is whole on small screens: at 20×6 its
/// bottom border was cut (the list kept its line and the box got two of the three rows it
/// needs). What gives on a short screen: first the margin below the box, then the list's line.
@MainActor @Suite struct FloatingComposerFitTests {
    let cid = ChannelId(type: .messaging, id: "general")

    /// The screen's rows, trailing spaces cut.
    private func rows(width: Int, height: Int) async throws -> [String] {
        let bed = try SDKTestBed.withChannel(cid, messages: (0..<10).map { ("bob", "Message \($0)") })
        let (screen, _) = try await bed.openChannel(cid, factory: GlassFactory())
        return screen.snapshot(width: width, height: height).trimmedScreenLines
    }

    @Test("The box is whole", arguments: [(20, 6), (20, 7), (20, 8), (30, 8), (60, 12)])
    func theBoxIsWhole(width: Int, height: Int) async throws {
        let rows = try await rows(width: width, height: height)
        let screen = rows.joined(separator: "\n")
        let top = try #require(rows.lastIndex { $0.contains("╭") }, "no top border:\n\(screen)")
        let bottom = try #require(rows.lastIndex { $0.contains("╰") }, "no bottom border:\n\(screen)")
        #expect(bottom == top + 2, "one row of input between the borders:\n\(screen)")
        let input = try #require(rows[checked: top + 1], "\(screen)")
        #expect(input.contains("Send a") && input.contains("│"), "\(screen)")
        // The header's three rows and its rule, then the list; a line of it whenever the box
        // leaves one, and the margin under the box only once the list has its line.
        let listRows = top - 3
        #expect(listRows == (height >= 7 ? max(1, height - 3 - 4) : 0), "\(screen)")
        #expect(bottom == (height >= 8 ? height - 2 : height - 1), "\(screen)")
    }
}
