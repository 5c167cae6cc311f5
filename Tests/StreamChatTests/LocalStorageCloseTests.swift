import Foundation
import Testing
@testable import StreamChat
import TemporaryFiles

/// The client's local storage file is closed when the client disconnects or goes, after what
/// was on its way is written: another process (or client) can take the file over, and nothing
/// is lost. Closed, SQLite has checkpointed and removed the file's write-ahead log, which it
/// does when the last connection to the file closes; open, the log is there.
@MainActor
@Suite struct LocalStorageCloseTests {
    private func log(in folder: URL) -> String { folder.appendingPathComponent(OutboxStore.fileName).path + "-wal" }

    private func disconnect(_ client: ChatClient) async {
        await withCheckedContinuation { continuation in client.disconnect { continuation.resume() } }
    }

    /// A channel carol is no member of (what she sends fails, and is kept in the file) and her
    /// client, keeping its unsent messages in a folder of its own, in which "first" failed.
    private func carolFailingToPost() async throws -> (TemporaryDirectory, ChatTestBed, ChannelId, ChatClient, ChatChannelController) {
        let directory = try TemporaryDirectory()
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("closing")
        let carol = try await localStorageClient("carol", server: bed.server, folder: directory.url)
        let controller = try await synchronizedChannel(cid, of: carol)
        await #expect(throws: ClientError.NotAMember.self) { try await controller.send("first") }
        #expect(FileManager.default.fileExists(atPath: log(in: directory.url)), "open")
        return (directory, bed, cid, carol, controller)
    }

    @Test func disconnectingClosesTheFileAfterWritingWhatWasOnItsWay() async throws {
        let (directory, bed, cid, carol, controller) = try await carolFailingToPost()

        // Sent, then disconnected before the answer came: the failure is written, then the file closes.
        controller.createNewMessage(text: "second")
        await disconnect(carol)
        #expect(!FileManager.default.fileExists(atPath: log(in: directory.url)), "closed by the disconnect")
        #expect(carol.localStorageState.unstoredMessageIds.isEmpty)

        // A change after the disconnect opens the file again and is written.
        let third: Result<MessageId, Error> = await withCheckedContinuation { continuation in
            controller.createNewMessage(text: "third") { continuation.resume(returning: $0) }
        }
        #expect(throws: ClientError.self) { try third.get() }
        #expect(FileManager.default.fileExists(atPath: log(in: directory.url)), "open again")
        await disconnect(carol)
        #expect(!FileManager.default.fileExists(atPath: log(in: directory.url)))

        let again = try await localStorageClient("carol", server: bed.server, folder: directory.url)
        let restored = try await synchronizedChannel(cid, of: again).messages
        #expect(restored.map(\.text) == ["third", "second", "first"])
        #expect(restored.allSatisfy { $0.localState == .sendingFailed })
        #expect(restored.filter { $0.failureReason is ClientError.NotAMember }.map(\.text) == ["second", "first"],
                "failed for what the server said, not as stopped before the answer")
    }

    @Test func aClientThatGoesClosesTheFile() async throws {
        weak var released: ChatClient?
        let directory: TemporaryDirectory, bed: ChatTestBed, cid: ChannelId
        do {
            let carol: ChatClient
            (directory, bed, cid, carol, _) = try await carolFailingToPost()
            released = carol
        }
        #expect(released == nil)
        #expect(!FileManager.default.fileExists(atPath: log(in: directory.url)), "closed with the client")
        let again = try await localStorageClient("carol", server: bed.server, folder: directory.url)
        #expect(try await synchronizedChannel(cid, of: again).messages.map(\.text) == ["first"])
    }
}
