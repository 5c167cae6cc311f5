import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing

/// Appending one message to an open channel evaluates the views that own the changed data, the
/// new row and the rows whose grouping changed, not every visible row (the message rows are
/// `Equatable`, and the environment above them keeps its version).
@MainActor
@Suite("Channel append cost")
struct ChannelAppendEvaluationTests {
    let cid = ChannelId(type: .messaging, id: "general")

    @Test("Appending one message to an open channel of 300 evaluates few bodies")
    func appendEvaluatesFewBodies() async throws {
        let bed = try SDKTestBed()
        try bed.server.seedChannel(cid, name: "General", createdBy: "alice", memberIds: ["bob"])
        let start = Date().addingTimeInterval(-300 * 10)
        try bed.server.seedMessages((0..<300).map { index in
            .init(authorId: index % 3 == 0 ? "alice" : "bob", text: "Message \(index)", createdAt: start.addingTimeInterval(Double(index) * 10))
        }, in: cid)
        let client = try await bed.client("alice")
        let controller = client.channelController(for: cid)
        let screen = ScreenHost(client: client) { ChatChannelView(channelController: controller) }
        _ = screen.snapshot(width: 100, height: 40)
        await bed.drain()
        let opened = screen.snapshot(width: 100, height: 40)
        #expect(opened.contains("Message 299"))
        _ = screen.snapshot(width: 100, height: 40)
        let bobs = try await bed.channelController(cid, as: "bob")
        try await bobs.send("Brand new message")
        await bed.drain()
        #expect(controller.messages.first?.text == "Brand new message")
        let before = screen.host.bodyEvaluationCount
        let text = screen.snapshot(width: 100, height: 40)
        let evaluations = screen.host.bodyEvaluationCount - before
        #expect(text.contains("Brand new message"))
        // The screen, list and composer views that observe the channel's view model, the header,
        // the new row and the row before it (its group ends now): 28. Re-evaluating every
        // visible row would be about 100.
        #expect(evaluations <= 30, "append evaluated \(evaluations) bodies")
    }
}
