import Foundation
import ScopedStreamChat
@testable import StreamChat
import Testing
import ScreenLines

/// Mention suggestions in the demo rank as someone typing a name expects.
@Suite(.serialized, .scopedStreamChat) @MainActor struct DemoMentionRankingTests {
    /// `@Mi` in the team channel lists Mike Morris (his name starts with it) above 김민준, whose
    /// id `minjun` starts with it. The id used to win whenever 김민준 had been active more
    /// recently, as when the demo's bots come online one after the other (mike, then minjun).
    @Test func aNamePrefixOutranksAnIdPrefixOfSomeoneMoreRecentlyActive() async throws {
        let demo = try DemoSessionTesting(openChannel: "team")
        defer { demo.close() }
        let opened = await demo.settle(until: "Send a message")
        try #require(opened.contains("Send a message"), "\(opened)")
        let server = demo.session.database.server
        let start = Date()
        for (offset, id) in ["mike", "minjun"].enumerated() {
            server.setClock { start.addingTimeInterval(Double(offset) * 60) }
            _ = try server.connect(userInfo: UserInfo(id: id), token: .development(userId: id), eventHandler: { _ in })
        }
        await demo.settle()
        let frame = await demo.type("@Mi")
        // The suggestion rows read "@ <name> <id>".
        let rows = frame.screenLines.filter { $0.contains("@ Mike Morris mike") || $0.contains("@ 김민준 minjun") }
        #expect(rows.count == 2, "\(frame)")
        #expect(rows.first?.contains("Mike Morris") == true, "\(frame)")
    }
}
