import Foundation
import Testing
@testable import StreamChat
import TemporaryFiles

/// The connect completes without waiting for the server's answers about the unsent messages
/// (they were asked for one channel after another, each after the previous answer, before the
/// completion ran); what the app asks from its completion is answered after them, so nothing is
/// lost or sent twice.
@MainActor
@Suite struct UnsentCheckAtConnectTests {
    private final class Record {
        var ids: [MessageId] = []
        var resends: [Error?] = []
    }

    @Test func theConnectCompletesFirstAndAResendFromItsCompletionIsAnsweredAfterTheCheck() async throws {
        let directory = try TemporaryDirectory()
        let bed = try ChatTestBed()
        let one = try bed.seedChannel("one"), two = try bed.seedChannel("two")
        let closed = try bed.seedChannel("closed", owner: "bob")
        let record = Record()
        let stopped: URL
        do {
            // alice's message in a channel she is not in fails; those in one and two reach the
            // server, and the app stops before their answers are stored.
            let alice = try await localStorageClient("alice", server: bed.server, folder: directory.url)
            await #expect(throws: ClientError.NotAMember.self) { try await synchronizedChannel(closed, of: alice).send("no way") }
            let senders = [try await synchronizedChannel(one, of: alice), try await synchronizedChannel(two, of: alice)]
            for (sender, text) in zip(senders, ["made it one", "made it two"]) {
                sender.createNewMessage(text: text) { if case let .success(id) = $0 { record.ids.append(id) } }
            }
            alice.waitForPendingRequests()
            stopped = try stoppedProcessFolder(of: directory.url)
            alice.completePendingRequests()
        }
        try #require(record.ids.count == 2)

        let alice = ChatClient(config: localStorageConfig(server: bed.server, folder: stopped))
        let heldAtCompletion: Int = await withCheckedContinuation { continuation in
            alice.connectUser(userInfo: UserInfo(id: "alice"), token: .development(userId: "alice")) { _ in
                let held = alice.outbox.allMessages().count
                // The app resends at once a message it shows failed.
                alice.channelController(for: one).resendMessage(record.ids[0]) { record.resends.append($0) }
                continuation.resume(returning: held)
            }
        }
        #expect(heldAtCompletion == 3, "completed before the check's answers came")
        alice.completePendingRequests()
        #expect(record.resends.count == 1 && record.resends[0] == nil, "the server answers with the stored message")
        #expect(alice.outbox.allMessages().map(\.message.text) == ["no way"], "the check removed the two it has")
        for (cid, text) in [(one, "made it one"), (two, "made it two")] {
            #expect(try await bed.channel(cid, as: "bob").messages.map(\.text) == [text], "once on the server")
            let mine = try await synchronizedChannel(cid, of: alice)
            #expect(mine.messages.map(\.text) == [text])
            #expect(mine.messages.map(\.localState) == [nil])
        }
        quit(alice)
    }
}
