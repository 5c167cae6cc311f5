import Foundation
import Testing
@testable import StreamChat
import TemporaryFiles

/// Every kind of bad input gets a typed error and changes nothing.
@MainActor
@Suite struct BadInputTests {
    @Test(arguments: ["", "   ", "\n\t "])
    func emptyMessagesAreRefusedLocally(text: String) async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("empty")
        let alice = try await bed.channel(cid, as: "alice")
        await #expect(throws: ClientError.InvalidMessage.self) { try await alice.send(text) }
        #expect(alice.messages.isEmpty)
        let image = AnyAttachmentPayload(payload: .image(ImageAttachmentPayload(title: "pic", imageURL: URL(string: "file:///pic.png")!)))
        try await alice.send(text, attachments: [image])
        #expect(alice.messages.first?.imageAttachments.count == 1, "an attachment alone is a message")
    }

    @Test func messagesOver5000CharactersAreRefused() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("long")
        let alice = try await bed.channel(cid, as: "alice")
        await #expect(throws: ClientError.InvalidMessage.self) { try await alice.send(String(repeating: "a", count: 5_001)) }
        await #expect(throws: ClientError.InvalidMessage.self) { try await alice.send(String(repeating: "👩‍👩‍👧", count: 5_001)) }
        #expect(alice.messages.isEmpty)
        try await alice.send(String(repeating: "é", count: 5_000))
        #expect(alice.messages.count == 1)
        let server = try await bed.client("alice")
        await #expect(throws: ClientError.InvalidMessage.self) {
            let response = try await withCheckedThrowingContinuation { continuation in
                server.perform(.sendMessage(cid: cid, NewMessage(text: String(repeating: "b", count: 5_001)))) { continuation.resume(with: $0) }
            }
            _ = response
        }
    }

    @Test(arguments: ["", "messaging", ":general", "messaging:", "a:b:c", "mess aging:x", "messaging:has space",
                      "messaging:" + String(repeating: "x", count: 65), "messaging:é", "messaging:\u{0}"])
    func malformedChannelIdsAreRefused(text: String) {
        #expect(throws: ClientError.InvalidChannelId.self) { try ChannelId(cid: text) }
    }

    @Test func wellFormedChannelIdsParse() throws {
        let cid = try ChannelId(cid: "messaging:!members-abc_1.2@x")
        #expect(cid.type == .messaging)
        #expect(cid.id == "!members-abc_1.2@x")
        #expect(try ChannelId(cid: "custom-type:x").type == .custom("custom-type"))
        #expect(cid.rawValue == "messaging:!members-abc_1.2@x")
    }

    @Test func unknownChannelsAndUsersAreReported() async throws {
        let bed = try ChatTestBed()
        let client = try await bed.client("alice")
        let missing = client.channelController(for: ChannelId(type: .messaging, id: "missing"))
        await #expect(throws: ClientError.ChannelNotFound.self) { try await missing.synchronizeAsync() }
        #expect(missing.state == .remoteDataFetchFailed(ClientError.ChannelNotFound("No channel with id \"messaging:missing\".")))

        let user = client.userController(userId: "nobody")
        await #expect(throws: ClientError.UserNotFound.self) { try await awaitCompletion { user.synchronize($0) } }

        let withStranger = try client.channelController(createChannelWithId: ChannelId(type: .messaging, id: "new"), members: ["nobody"])
        await #expect(throws: ClientError.UserNotFound.self) { try await withStranger.synchronizeAsync() }
        await #expect(throws: ClientError.ChannelNotFound.self) {
            try await client.channelController(for: ChannelId(type: .messaging, id: "new")).synchronizeAsync()
        }
    }

    @Test func failedSendsKeepTheMessageWithItsReasonAndCanBeResent() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("closed")
        let carol = try await bed.channel(cid, as: "carol")
        let bob = try await bed.channel(cid, as: "bob")
        await #expect(throws: ClientError.NotAMember.self) { try await carol.send("let me in") }
        let failed = try #require(carol.messages.first)
        #expect(failed.localState == .sendingFailed)
        #expect(failed.failureReason is ClientError.NotAMember)
        #expect(bob.messages.isEmpty, "nothing reached the channel")

        let alice = try await bed.channel(cid, as: "alice")
        try await awaitCompletion { alice.addMembers(userIds: ["carol"], completion: $0) }
        try await awaitCompletion { carol.resendMessage(failed.id, completion: $0) }
        #expect(carol.messages.first?.localState == nil)
        #expect(carol.messages.count == 1)
        #expect(bob.messages.first?.text == "let me in")
    }

    @Test func unknownMentionsAndQuotesAreRefused() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("refs")
        let alice = try await bed.channel(cid, as: "alice")
        await #expect(throws: ClientError.UserNotFound.self) { try await alice.send("hi @ghost", mentionedUserIds: ["ghost"]) }
        let result: Result<MessageId, Error> = await withCheckedContinuation { continuation in
            alice.createNewMessage(text: "quoting", quotedMessageId: "nope") { continuation.resume(returning: $0) }
        }
        #expect(throws: ClientError.MessageNotFound.self) { try result.get() }
        let reloaded = try await bed.channel(cid, as: "bob")
        #expect(reloaded.messages.isEmpty)
    }

    @Test func invalidUTF8FromAFileIsRefusedAndStoresNothing() async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("import")
        let directory = try TemporaryDirectory()
        let bad = directory.file("bad.txt")
        try Data([0x68, 0x69, 0x0A, 0xC3, 0x28, 0x0A]).write(to: bad)
        #expect(throws: ClientError.InvalidUTF8.self) { try bed.server.importMessages(fromTextFile: bad, into: cid, authorId: "alice") }
        #expect(throws: ClientError.InvalidUTF8.self) { try MessageText.decode(Data([0xFF])) }
        let good = directory.file("good.txt")
        try Data("first\n\nsecond ✓\n".utf8).write(to: good)
        try bed.server.importMessages(fromTextFile: good, into: cid, authorId: "alice")
        let alice = try await bed.channel(cid, as: "alice")
        #expect(alice.messages.map(\.text) == ["second ✓", "first"])
    }

    @Test(arguments: ["'; DROP TABLE users; --", "%", "_", "a%", "\" OR 1=1 --", "*", "\\"])
    func searchTermsAreText(term: String) async throws {
        let bed = try ChatTestBed(users: ChatTestBed.defaultUsers + [
            .init(id: "percent", name: "100% Real"), .init(id: "snake", name: "snake_case fan"),
        ])
        let cid = try bed.seedChannel("search", members: ["bob", "percent", "snake"])
        let client = try await bed.client("alice")
        let search = client.userSearchController()
        try await awaitCompletion { search.search(term: term, completion: $0) }
        let expected = ChatTestBed.defaultUsers.map(\.id) + ["percent", "snake"]
        let names = [ChatServer.SeedUser](ChatTestBed.defaultUsers + [.init(id: "percent", name: "100% Real"), .init(id: "snake", name: "snake_case fan")])
        let literal = Set(names.filter {
            TextMatching.hasWord(startingWith: term, in: $0.name ?? "") || SearchFolding.folded($0.name ?? "").contains(SearchFolding.folded(term))
                || SearchFolding.folded($0.id).contains(SearchFolding.folded(term))
        }.map(\.id))
        #expect(Set(search.userArray.map(\.id)).isSubset(of: literal), "only literal matches")
        let members = client.memberListController(query: ChannelMemberListQuery(cid: cid))
        try await awaitCompletion { members.search(term: term, completion: $0) }
        #expect(Set(members.members.map(\.id)).isSubset(of: literal))
        let list = client.channelListController(query: ChannelListQuery(filter: .autocomplete(.name, text: term)))
        try await awaitCompletion { list.synchronize($0) }
        #expect(list.channels.isEmpty)
        try await awaitCompletion { search.search(term: nil, completion: $0) }
        #expect(Set(search.userArray.map(\.id)) == Set(expected), "every user is still there")
    }

    @Test func percentAndUnderscoreFindOnlyNamesContainingThem() async throws {
        let bed = try ChatTestBed(users: [.init(id: "p", name: "100% Real"), .init(id: "s", name: "snake_case"), .init(id: "x", name: "Plain")])
        let client = try await bed.client("x")
        let search = client.userSearchController()
        try await awaitCompletion { search.search(term: "%", completion: $0) }
        #expect(search.userArray.map(\.id) == ["p"])
        try await awaitCompletion { search.search(term: "_", completion: $0) }
        #expect(search.userArray.map(\.id) == ["s"])
    }

    @Test(arguments: ["", "has space", "tab\there", "nul\u{0}", String(repeating: "x", count: 256)])
    func malformedUserIdsAreRefused(id: String) async throws {
        let server = try ChatServer()
        #expect(throws: ClientError.InvalidRequest.self) {
            try server.connect(userInfo: UserInfo(id: id), token: .development(userId: id)) { _ in }
        }
        #expect(throws: ClientError.InvalidRequest.self) { try server.seedUsers([.init(id: id)]) }
    }

    @Test func channelIdsBuiltFromPartsAreCheckedWhenCreated() async throws {
        let bed = try ChatTestBed()
        let alice = try await bed.client("alice")
        let bad = try alice.channelController(createChannelWithId: ChannelId(type: .messaging, id: "two words"))
        await #expect(throws: ClientError.InvalidChannelId.self) { try await bad.synchronizeAsync() }
        let list = alice.channelListController(query: ChannelListQuery(filter: .containMembers(userIds: ["alice"])))
        try await awaitCompletion { list.synchronize($0) }
        #expect(list.channels.isEmpty)
    }

    @Test func tokensMustMatchTheUserAndRequestsNeedAConnection() async throws {
        let server = try ChatServer()
        let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("t"), transport: server))
        let error: Error? = await withCheckedContinuation { continuation in
            client.connectUser(userInfo: UserInfo(id: "alice"), token: .development(userId: "mallory")) { continuation.resume(returning: $0) }
        }
        #expect(error is ClientError.InvalidToken)
        #expect(throws: ClientError.InvalidToken.self) { try Token(rawValue: "not-a-jwt") }
        let offline = ChatClient(config: ChatClientConfig(apiKey: APIKey("t"), transport: server))
        await #expect(throws: ClientError.CurrentUserDoesNotExist.self) {
            try await awaitCompletion { offline.userController(userId: "alice").mute(completion: $0) }
        }
    }
}
