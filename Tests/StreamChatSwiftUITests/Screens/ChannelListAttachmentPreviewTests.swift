import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import Testing
import ScreenLines

/// The channel list previews a message with an attachment by its kind, as Stream's preview
/// formatter does ("Giphy", "Photo", a file's title), never by the command that made it; a giphy
/// preview only its author sees (ephemeral) never shows there.
@MainActor
@Suite("Channel list attachment previews")
struct ChannelListAttachmentPreviewTests {
    let team = ChannelId(type: .messaging, id: "team")

    private func teamRow(_ screen: ScreenHost) -> String {
        let text = screen.snapshot(width: 80, height: 24)
        let lines = text.screenLines
        guard let title = lines.firstIndex(where: { $0.contains("Team") }) else { return text }
        return lines[title...].prefix(2).joined(separator: "\n")
    }

    /// Whether Team is listed above Other (nil when either is missing).
    private func isTeamFirst(_ screen: ScreenHost) -> Bool? {
        let lines = screen.lines(width: 80, height: 24)
        guard let team = lines.firstIndex(where: { $0.contains("Team") }),
              let other = lines.firstIndex(where: { $0.contains("Other") }) else { return nil }
        return team < other
    }

    /// alice's list: Team (carol's "Standup at ten", a minute ago) below Other (a newer message).
    private func openList() async throws -> (SDKTestBed, ScreenHost) {
        let bed = try SDKTestBed()
        try bed.server.seedChannel(team, name: "Team", createdBy: "alice", memberIds: ["carol"])
        try bed.server.seedMessages([.init(authorId: "carol", text: "Standup at ten", createdAt: Date().addingTimeInterval(-60))], in: team)
        let other = ChannelId(type: .messaging, id: "other")
        try bed.server.seedChannel(other, name: "Other", createdBy: "alice", memberIds: ["carol"])
        try bed.server.seedMessages([.init(authorId: "carol", text: "Newer elsewhere", createdAt: Date().addingTimeInterval(-30))], in: other)
        let client = try await bed.client("alice")
        let screen = ScreenHost(client: client) { ChatChannelListView(viewFactory: DefaultViewFactory.shared) }
        _ = screen.snapshot()
        await bed.drain()
        return (bed, screen)
    }

    private func send(_ text: String, attachments: [AnyAttachmentPayload] = [], in controller: ChatChannelController) async throws -> MessageId {
        let result: Result<MessageId, Error> = await withCheckedContinuation { continuation in
            controller.createNewMessage(text: text, attachments: attachments) { continuation.resume(returning: $0) }
        }
        return try result.get()
    }

    @Test("A sent giphy reads \"You: Giphy\"; while only its ephemeral preview exists, the list shows the message before")
    func giphy() async throws {
        let (bed, screen) = try await openList()
        #expect(teamRow(screen).contains("Carol Chen: Standup at ten"))
        #expect(isTeamFirst(screen) == false)

        let alices = try await bed.channelController(team, as: "alice")
        let preview = try await send("/giphy cats", in: alices)
        await bed.drain()
        #expect(alices.messages.first?.type == .ephemeral)
        var row = teamRow(screen)
        #expect(row.contains("Carol Chen: Standup at ten"), "\(row)")
        #expect(!row.contains("giphy") && !row.contains("Giphy") && !row.contains("You:"), "\(row)")
        #expect(isTeamFirst(screen) == false, "a preview only alice sees does not move the channel up")

        try await awaitCompletion { alices.sendGiphy(messageId: preview, completion: $0) }
        await bed.drain()
        row = teamRow(screen)
        #expect(row.contains("You: Giphy"), "\(row)")
        #expect(!row.contains("/giphy"), "\(row)")
        #expect(isTeamFirst(screen) == true, "the sent giphy is the newest message")
    }

    @Test("An image reads \"Photo\" (or its text), a file its title")
    func imagesAndFiles() async throws {
        let bed = try SDKTestBed()
        try bed.server.seedChannel(team, name: "Team", createdBy: "alice", memberIds: ["carol"])
        let client = try await bed.client("alice")
        let screen = ScreenHost(client: client) { ChatChannelListView(viewFactory: DefaultViewFactory.shared) }
        _ = screen.snapshot()
        await bed.drain()
        let carols = try await bed.channelController(team, as: "carol")
        let image = AnyAttachmentPayload(payload: .image(ImageAttachmentPayload(title: "cat.png", imageURL: URL(string: "file:///cat.png")!)))
        _ = try await send("", attachments: [image], in: carols)
        await bed.drain()
        #expect(teamRow(screen).contains("Carol Chen: Photo"), "\(teamRow(screen))")

        _ = try await send("Look at this", attachments: [image], in: carols)
        await bed.drain()
        #expect(teamRow(screen).contains("Carol Chen: Look at this"), "\(teamRow(screen))")

        let file = AnyAttachmentPayload(payload: .file(FileAttachmentPayload(
            title: "report.pdf", assetURL: URL(string: "file:///report.pdf")!, fileSize: 1_024, mimeType: "application/pdf")))
        _ = try await send("", attachments: [file], in: carols)
        await bed.drain()
        #expect(teamRow(screen).contains("Carol Chen: report.pdf"), "\(teamRow(screen))")
    }

    @Test("A message that failed to send (\"/giphy\" without a term) reads \"Message failed to send\", not the command, and moves nothing")
    func failedToSend() async throws {
        let (bed, screen) = try await openList()
        let before = screen.snapshot(width: 80, height: 24)
        let teamTime = try #require(teamRow(screen).screenLines.first?.split(separator: " ").last, "\(before)")
        let alices = try await bed.channelController(team, as: "alice")
        await #expect(throws: ClientError.InvalidMessage.self) { try await send("/giphy", in: alices) }
        await bed.drain()
        #expect(alices.messages.first?.localState == .sendingFailed)
        let row = teamRow(screen)
        #expect(row.contains("Message failed to send"), "\(row)")
        #expect(!row.contains("/giphy") && !row.contains("You:"), "\(row)")
        #expect(isTeamFirst(screen) == false, "the list orders by the last message the server accepted:\n\(screen.snapshot(width: 80, height: 24))")
        #expect(row.screenLines.first?.split(separator: " ").last == teamTime, "the row keeps carol's time:\n\(row)")
    }
}
