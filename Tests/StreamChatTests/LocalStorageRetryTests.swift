import Foundation
import Testing
@testable import StreamChat
import TemporaryFiles

/// The local storage of unsent messages after a failed open or write: the app is told
/// (`ChatClient.localStorageState`, once per problem), the messages not in the file are
/// counted, and every later change tries again until the file has them all.
@MainActor
@Suite struct LocalStorageRetryTests {
    /// Sends `text` as carol, who is not a member: it fails and stays unsent.
    private func sendFailing(_ text: String, _ controller: ChatChannelController) async {
        await #expect(throws: ClientError.NotAMember.self) { _ = try await controller.send(text) }
    }

    @Test func aStoreThatCouldNotBeOpenedIsOpenedOnALaterWriteWithEverythingNotStored() async throws {
        let directory = try TemporaryDirectory()
        // A file where the folder should be: the store cannot be opened.
        let folder = directory.file("storage")
        try Data("in the way".utf8).write(to: folder)
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("retry")

        let carol = try await localStorageClient("carol", server: bed.server, folder: folder)
        let problem = try #require(carol.localStorageState.error)
        #expect(problem.message.contains(folder.path))
        let controller = try await synchronizedChannel(cid, of: carol)
        await sendFailing("one", controller)
        await sendFailing("two", controller)
        #expect(carol.localStorageState.unstoredMessageIds == Set(controller.messages.map(\.id)))
        #expect(carol.localStorageState.error === problem, "one problem, reported once")

        try FileManager.default.removeItem(at: folder)
        await sendFailing("three", controller)
        #expect(carol.localStorageState.error == nil, "the problem is over")
        #expect(!carol.localStorageState.hasUnstoredMessages)
        quit(carol)

        let again = try await localStorageClient("carol", server: bed.server, folder: folder)
        let restored = try await synchronizedChannel(cid, of: again)
        #expect(restored.messages.map(\.text).sorted() == ["one", "three", "two"])
        quit(again)
    }

    @Test func aFailedWriteIsReportedOnceAndWrittenByTheNextChange() async throws {
        let directory = try TemporaryDirectory()
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("writes")
        let carol = try await localStorageClient("carol", server: bed.server, folder: directory.url)
        let controller = try await synchronizedChannel(cid, of: carol)
        let file = try #require(carol.outbox.storeFileURL)
        let other = try SQLiteDatabase(path: file.path)
        try other.execute("DROP TABLE unsent_messages")

        var states: [LocalStorageState] = []
        let subscription = carol.localStorageStatePublisher.sink { states.append($0) }
        await sendFailing("one", controller)
        await sendFailing("two", controller)
        let problem = try #require(carol.localStorageState.error)
        #expect(problem.message.contains(file.path))
        let reported = states.compactMap(\.error)
        #expect(!reported.isEmpty && reported.allSatisfy { $0 === problem }, "published, one problem reported once: \(reported)")
        #expect(carol.localStorageState.unstoredMessageIds.count == 2)

        try other.execute(OutboxStore.migrations[0])
        await sendFailing("three", controller)
        #expect(carol.localStorageState.error == nil)
        #expect(!carol.localStorageState.hasUnstoredMessages)
        #expect(states.last?.unstoredMessageIds.isEmpty == true)
        #expect(try other.queryFirst("SELECT count(*) FROM unsent_messages") { $0.int(0) } == 3)
        subscription.cancel()
        other.close()
        quit(carol)
    }
}
