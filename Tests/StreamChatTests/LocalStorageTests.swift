import Foundation
import Testing
@testable import StreamChat
import TemporaryFiles

/// `ChatClientConfig.isLocalStorageEnabled` + `localStorageFolderURL`: unsent messages (pending,
/// failed, bounced) survive a restart of the client, in a SQLite file of the client's own.
@MainActor
@Suite struct LocalStorageTests {
    private func client(_ userId: UserId, server: ChatServer, folder: URL?, enabled: Bool = true) async throws -> ChatClient {
        try await localStorageClient(userId, server: server, folder: folder, enabled: enabled)
    }

    private func channel(_ cid: ChannelId, of client: ChatClient) async throws -> ChatChannelController {
        try await synchronizedChannel(cid, of: client)
    }

    private func storeFile(in folder: URL) -> URL { folder.appendingPathComponent(OutboxStore.fileName) }

    @Test func aRestartRestoresFailedAndBouncedMessagesWithAllTheirContent() async throws {
        let directory = try TemporaryDirectory()
        let folder = directory.file("client")
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("durable")
        try bed.server.setBlocklist(Blocklist(words: ["spam"], behavior: .bounceThenFlag), forChannelType: .messaging)
        let alice = try await bed.channel(cid, as: "alice")
        let quotedId = try await alice.send("quote me")
        let image = AnyAttachmentPayload(payload: .image(ImageAttachmentPayload(title: "cat", imageURL: URL(string: "file:///cat.png")!)))
        var bouncedId = "", failedId = "", discardedId = ""
        do {
            let aliceClient = try await client("alice", server: bed.server, folder: folder)
            let carolClient = try await client("carol", server: bed.server, folder: folder)
            let aliceChannel = try await channel(cid, of: aliceClient)
            let carolChannel = try await channel(cid, of: carolClient)
            let result: Result<MessageId, Error> = await withCheckedContinuation { continuation in
                aliceChannel.createNewMessage(text: "spam for @bob", pinning: .noExpiration, attachments: [image],
                                              mentionedUserIds: ["bob"], quotedMessageId: quotedId,
                                              extraData: ["mood": .string("cheeky"), "n": .number(2)]) { continuation.resume(returning: $0) }
            }
            bouncedId = try result.get()
            #expect(aliceChannel.messages.first?.isBounced == true)
            await #expect(throws: ClientError.NotAMember.self) { try await carolChannel.send("let me in") }
            await #expect(throws: ClientError.NotAMember.self) { try await carolChannel.send("never mind") }
            failedId = try #require(carolChannel.messages.first { $0.text == "let me in" }?.id)
            discardedId = try #require(carolChannel.messages.first { $0.text == "never mind" }?.id)
            #expect(FileManager.default.fileExists(atPath: storeFile(in: folder).path))
            let before = try #require(aliceChannel.messages.first)
            // The app quits: a new process starts with new clients on the same folder.
            quit(aliceClient)
            quit(carolClient)

            let aliceAgain = try await client("alice", server: bed.server, folder: folder)
            let restored = try #require(try await channel(cid, of: aliceAgain).messages.first { $0.id == bouncedId })
            #expect(restored.text == "spam for @bob")
            #expect(restored.type == .error)
            #expect(restored.isBounced)
            #expect(restored.moderationDetails == before.moderationDetails)
            #expect(restored.moderationDetails?.allowsSendingAnyway == true)
            #expect(restored.allAttachments.map(\.payload) == [image.payload])
            #expect(restored.mentionedUsers.map(\.id) == ["bob"])
            #expect(restored.quotedMessage?.id == quotedId, "the quoted message is found again in the loaded page")
            #expect(restored.pinDetails == .noExpiration)
            #expect(restored.extraData == ["mood": .string("cheeky"), "n": .number(2)])
            #expect(restored.createdAt.timeIntervalSince1970 == before.createdAt.timeIntervalSince1970)
            #expect(restored.author.id == "alice")
            #expect(restored.isSentByCurrentUser)
            quit(aliceAgain)
        }

        // Another restart: resend, edit and delete work on restored messages.
        let aliceClient = try await client("alice", server: bed.server, folder: folder)
        let carolClient = try await client("carol", server: bed.server, folder: folder)
        let aliceChannel = try await channel(cid, of: aliceClient)
        let carolChannel = try await channel(cid, of: carolClient)
        let failed = try #require(carolChannel.messages.first { $0.id == failedId })
        #expect(failed.localState == .sendingFailed)
        #expect(failed.failureReason is ClientError.NotAMember, "the kind of failure is kept: \(String(describing: failed.failureReason))")
        #expect(carolChannel.messages.map(\.text) == ["never mind", "let me in", "quote me"])

        try await awaitCompletion { aliceChannel.resendMessage(bouncedId, completion: $0) }
        #expect(aliceChannel.messages.first { $0.id == bouncedId }?.isBounced == false, "sent anyway")
        try await awaitCompletion { alice.addMembers(userIds: ["carol"], completion: $0) }
        try await awaitCompletion { carolChannel.editMessage(failedId, text: "let me in, please", completion: $0) }
        try await awaitCompletion { carolChannel.deleteMessage(discardedId, completion: $0) }
        #expect(carolChannel.messages.map(\.text) == ["let me in, please", "spam for @bob", "quote me"])
        #expect(carolChannel.messages.allSatisfy { $0.localState == nil })
        #expect(try await bed.channel(cid, as: "bob").messages.map(\.text) == ["let me in, please", "spam for @bob", "quote me"])

        // Nothing is left to restore.
        quit(aliceClient)
        quit(carolClient)
        let carolAgain = try await client("carol", server: bed.server, folder: folder)
        #expect(try await channel(cid, of: carolAgain).messages.allSatisfy { $0.localState == nil && !$0.isBounced })
        #expect(carolAgain.outbox.messages(in: cid).isEmpty)
    }

    @Test func aMessageStillPendingWhenTheProcessStoppedComesBackFailedReadyToResend() async throws {
        let directory = try TemporaryDirectory()
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("stopped")
        var stopped: Result<URL, Error>?
        do {
            let carol = try await client("carol", server: bed.server, folder: directory.url)
            let controller = try await channel(cid, of: carol)
            let sent: Result<MessageId, Error> = await withCheckedContinuation { continuation in
                controller.createNewMessage(text: "in flight") { continuation.resume(returning: $0) }
                // The process stops while the message is on its way: what is on disk now is
                // what the next process finds.
                #expect(controller.messages.first?.localState == .pendingSend)
                stopped = Result { try stoppedProcessFolder(of: directory.url) }
            }
            #expect(throws: ClientError.NotAMember.self) { try sent.get() }
        }
        let carol = try await client("carol", server: bed.server, folder: try #require(stopped).get())
        let controller = try await channel(cid, of: carol)
        let restored = try #require(controller.messages.first)
        #expect(restored.text == "in flight")
        #expect(restored.localState == .sendingFailed, "not sent")
        #expect(restored.failureReason?.message.contains("app stopped") == true)

        let alice = try await bed.channel(cid, as: "alice")
        try await awaitCompletion { alice.addMembers(userIds: ["carol"], completion: $0) }
        try await awaitCompletion { controller.resendMessage(restored.id, completion: $0) }
        #expect(controller.messages.map(\.localState) == [nil])
        #expect(try await bed.channel(cid, as: "bob").messages.map(\.text) == ["in flight"])
    }

    /// Alice sends `text` in `cid`; the server stores it, and the process stops before the
    /// answer is applied. Returns the message's id and the folder holding what the stopped
    /// process left on disk.
    private func sendThenStop(_ text: String, in cid: ChannelId, server: ChatServer, folder: URL) async throws -> (MessageId, URL) {
        let alice = try await client("alice", server: server, folder: folder)
        let controller = try await channel(cid, of: alice)
        var stopped: Result<URL, Error>?
        let sent: Result<MessageId, Error> = await withCheckedContinuation { continuation in
            controller.createNewMessage(text: text) { continuation.resume(returning: $0) }
            alice.waitForPendingRequests()
            stopped = Result { try stoppedProcessFolder(of: folder) }
        }
        return (try sent.get(), try #require(stopped).get())
    }

    @Test func aPendingMessageTheServerStoredBeforeTheStopIsShownOnceAsPublished() async throws {
        let directory = try TemporaryDirectory()
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("stored")
        let (id, stopped) = try await sendThenStop("made it", in: cid, server: bed.server, folder: directory.url)
        let alice = try await client("alice", server: bed.server, folder: stopped)
        #expect(alice.outbox.entry(id) == nil, "the server has it: sent, not failed")
        let controller = try await channel(cid, of: alice)
        #expect(controller.messages.map(\.text) == ["made it"])
        #expect(controller.messages.map(\.localState) == [nil])
        quit(alice)
        let again = try await client("alice", server: bed.server, folder: stopped)
        #expect(again.outbox.entry(id) == nil, "the published message left the file")
    }

    /// The server decides whether a message was sent: one it stored just before the stop is
    /// sent after the next connect, though no loaded page shows it (it was matched only against
    /// the newest page, so it stayed failed, and deleting it hid it locally while it stayed
    /// published).
    @Test func aMessageStoredBeforeTheStopIsSentAfterTheNextConnectThoughNoPageShowsIt() async throws {
        let directory = try TemporaryDirectory()
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("stored-older")
        let (id, stopped) = try await sendThenStop("made it", in: cid, server: bed.server, folder: directory.url)
        // Bob talks on: the newest page no longer shows alice's message.
        let bob = try await bed.channel(cid, as: "bob")
        for index in 0..<30 { try await bob.send("bob \(index)") }

        let alice = try await client("alice", server: bed.server, folder: stopped)
        #expect(alice.outbox.entry(id) == nil, "sent, not failed")
        let controller = try await channel(cid, of: alice)
        try await controller.loadPrevious(limit: 25)
        #expect(controller.messages.filter { $0.id == id }.map(\.localState) == [nil])

        // Deleting it deletes it for everyone.
        try await awaitCompletion { controller.deleteMessage(id, completion: $0) }
        await bed.settle()
        let bobs = try await bed.channel(cid, as: "bob")
        try await bobs.loadPrevious(limit: 25)
        #expect(bobs.messages.first { $0.id == id }?.isDeleted == true)
        quit(alice)
    }

    /// What an app about to exit calls: the answers are applied at once, so a message sent just
    /// before leaves the outbox (its file) as sent.
    @Test func completingPendingRequestsRecordsAMessageAsSent() async throws {
        let directory = try TemporaryDirectory()
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("quit")
        let alice = try await client("alice", server: bed.server, folder: directory.url)
        let controller = try await channel(cid, of: alice)
        controller.createNewMessage(text: "last words")
        #expect(alice.outbox.allMessages().map(\.message.localState) == [.pendingSend])
        alice.completePendingRequests()
        #expect(alice.outbox.allMessages().isEmpty)
        #expect(controller.messages.map(\.localState) == [nil])
        quit(alice)
    }

    @Test func disabledStorageOrNoFolderWritesNoFile() async throws {
        let directory = try TemporaryDirectory()
        let folder = directory.file("unused")
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("memory")
        let disabled = try await client("carol", server: bed.server, folder: folder, enabled: false)
        let noFolder = try await client("carol", server: bed.server, folder: nil)
        for client in [disabled, noFolder] {
            let controller = try await channel(cid, of: client)
            await #expect(throws: ClientError.NotAMember.self) { try await controller.send("kept in memory") }
            #expect(try await channel(cid, of: client).messages.map(\.localState) == [.sendingFailed], "still shown by every controller")
            #expect(client.localStorageState.error == nil)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
    }

    @Test func aBrokenFileIsReportedLeftUntouchedAndTheClientStillWorks() async throws {
        let directory = try TemporaryDirectory()
        let file = storeFile(in: directory.url)
        let garbage = Data("this is not a database, just some bytes\n".utf8) + Data((0..<4096).map { UInt8($0 % 251) })
        try garbage.write(to: file)
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("broken")

        let carol = try await client("carol", server: bed.server, folder: directory.url)
        let error = try #require(carol.localStorageState.error)
        #expect(error is ClientError.StorageFailure)
        #expect(error.message.contains(directory.url.path), "the message names the folder: \(error.message)")
        let controller = try await channel(cid, of: carol)
        await #expect(throws: ClientError.NotAMember.self) { try await controller.send("still works") }
        #expect(try await channel(cid, of: carol).messages.map(\.localState) == [.sendingFailed])
        let alice = try await bed.channel(cid, as: "alice")
        try await awaitCompletion { alice.addMembers(userIds: ["carol"], completion: $0) }
        try await awaitCompletion { controller.resendMessage(controller.messages[0].id, completion: $0) }
        #expect(controller.messages.map(\.localState) == [nil])
        #expect(try Data(contentsOf: file) == garbage, "the file is never altered")
    }

    @Test func anUnreadableRowIsReportedAndTheOthersAreRestored() async throws {
        let directory = try TemporaryDirectory()
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("rows")
        do {
            let carol = try await client("carol", server: bed.server, folder: directory.url)
            let controller = try await channel(cid, of: carol)
            await #expect(throws: ClientError.NotAMember.self) { try await controller.send("good") }
            await #expect(throws: ClientError.NotAMember.self) { try await controller.send("damaged") }
            quit(carol)
        }
        let database = try SQLiteDatabase(path: storeFile(in: directory.url).path)
        #expect(try database.run("UPDATE unsent_messages SET attachments = '[{\"broken' WHERE text = 'damaged'") == 1)
        database.close()

        let carol = try await client("carol", server: bed.server, folder: directory.url)
        let error = try #require(carol.localStorageState.error)
        #expect(error.message.contains("unreadable attachments"), "\(error.message)")
        #expect(try await channel(cid, of: carol).messages.map(\.text) == ["good"])
        quit(carol)
        let check = try SQLiteDatabase(path: storeFile(in: directory.url).path)
        #expect(try check.queryFirst("SELECT count(*) FROM unsent_messages") { $0.int(0) } == 2, "the damaged row is kept")
    }

    @Test func aFileFromANewerBuildIsRefusedAndNotChanged() async throws {
        let directory = try TemporaryDirectory()
        let file = storeFile(in: directory.url)
        let newer = try SQLiteDatabase(path: file.path)
        try newer.execute("CREATE TABLE future (x); PRAGMA user_version = 99")
        newer.close()
        let bed = try ChatTestBed()
        _ = try bed.seedChannel("future")
        let carol = try await client("carol", server: bed.server, folder: directory.url)
        #expect(carol.localStorageState.error?.message.contains("schema version 99") == true)
        let check = try SQLiteDatabase(path: file.path)
        #expect(try check.queryFirst("PRAGMA user_version") { $0.int(0) } == 99)
        #expect(try check.queryFirst("SELECT count(*) FROM sqlite_master WHERE name = 'unsent_messages'") { $0.int(0) } == 0)
    }
}
