import Foundation
import Testing
@testable import StreamChat

/// User search and member search for mentions.
@MainActor
@Suite struct SearchTests {
    private static let people: [ChatServer.SeedUser] = [
        .init(id: "jose", name: "José Álvarez", lastActiveAt: Date(timeIntervalSince1970: 100)),
        .init(id: "tanaka", name: "田中太郎", lastActiveAt: Date(timeIntervalSince1970: 200)),
        .init(id: "bo", name: "Bo Anders", lastActiveAt: Date(timeIntervalSince1970: 300)),
        .init(id: "andre", name: "Andre", lastActiveAt: Date(timeIntervalSince1970: 50)),
        .init(id: "an", name: "An", lastActiveAt: Date(timeIntervalSince1970: 10)),
        .init(id: "hannah", name: "Hannah", lastActiveAt: Date(timeIntervalSince1970: 400)),
        .init(id: "outsider", name: "Andy Outside", lastActiveAt: Date(timeIntervalSince1970: 500)),
        .init(id: "me", name: "Me Myself"),
    ]

    private func setUp() async throws -> (ChatTestBed, ChannelId, ChatClient) {
        let bed = try ChatTestBed(users: Self.people)
        let cid = ChannelId(type: .messaging, id: "people")
        try bed.server.seedChannel(cid, createdBy: "me", memberIds: ["jose", "tanaka", "bo", "andre", "an", "hannah"])
        return (bed, cid, try await bed.client("me"))
    }

    private func members(_ term: String, cid: ChannelId, client: ChatClient) async throws -> [UserId] {
        let controller = client.memberListController(query: ChannelMemberListQuery(cid: cid))
        try await awaitCompletion { controller.search(term: term, completion: $0) }
        return controller.members.map(\.id)
    }

    @Test func foldsAccentsCaseAndFindsCJKPrefixesAndInnerWords() async throws {
        let (_, cid, client) = try await setUp()
        #expect(try await members("jose", cid: cid, client: client) == ["jose"])
        #expect(try await members("ALVAREZ", cid: cid, client: client) == ["jose"])
        #expect(try await members("田中", cid: cid, client: client) == ["tanaka"])
        #expect(try await members("太郎", cid: cid, client: client) == ["tanaka"])
        #expect(try await members("ande", cid: cid, client: client).contains("bo"))
    }

    @Test func ranksExactThenPrefixThenWordThenSubstringAndExcludesNonMembers() async throws {
        let (_, cid, client) = try await setUp()
        let ranked = try await members("an", cid: cid, client: client)
        #expect(ranked.prefix(3) == ["an", "andre", "bo"])
        #expect(ranked.contains("hannah"))
        #expect(!ranked.contains("outsider"))
    }

    @Test func memberSearchFollowsMembershipChanges() async throws {
        let (bed, cid, client) = try await setUp()
        #expect(try await members("andy", cid: cid, client: client).isEmpty)
        let owner = try await bed.channel(cid, as: "me")
        try await awaitCompletion { owner.addMembers(userIds: ["outsider"], completion: $0) }
        #expect(try await members("andy", cid: cid, client: client) == ["outsider"])
        try await awaitCompletion { owner.removeMembers(userIds: ["jose"], completion: $0) }
        #expect(try await members("jose", cid: cid, client: client).isEmpty)
    }

    @Test func aMemberWithoutANameJoiningLaterIsFoundById() async throws {
        let (bed, cid, client) = try await setUp()
        try bed.server.seedUsers([.init(id: "nameless-42")])
        #expect(try await members("nameless", cid: cid, client: client).isEmpty, "index built before the join")
        let owner = try await bed.channel(cid, as: "me")
        try await awaitCompletion { owner.addMembers(userIds: ["nameless-42"], completion: $0) }
        #expect(try await members("nameless", cid: cid, client: client) == ["nameless-42"])
    }

    @Test func userSearchFindsNameOrIdAndPages() async throws {
        let (_, _, client) = try await setUp()
        let search = client.userSearchController()
        try await awaitCompletion { search.search(term: "jo", completion: $0) }
        #expect(search.userArray.map(\.id) == ["jose"])
        try await awaitCompletion { search.search(term: "outsi", completion: $0) }
        #expect(search.userArray.map(\.id) == ["outsider"])
        try await awaitCompletion { search.search(query: UserListQuery(filter: .autocomplete(.name, text: "a"), sort: [], pageSize: 2), completion: $0) }
        #expect(search.userArray.count == 2)
        try await awaitCompletion { search.loadNextUsers(limit: 2, completion: $0) }
        #expect(search.userArray.count == 4)
        #expect(Set(search.userArray.map(\.id)).count == 4)
    }

    @Test func aStaleSearchNeverReplacesANewerOne() async throws {
        let (_, _, client) = try await setUp()
        let search = client.userSearchController()
        let results = await awaitAll(2) { done in
            search.search(term: "jo", completion: done)
            search.search(term: "han", completion: done)
        }
        #expect(results.allSatisfy { $0 == nil })
        #expect(search.userArray.map(\.id) == ["hannah"])
    }

    @Test func channelFiltersAndSorting() async throws {
        let (bed, _, client) = try await setUp()
        try bed.server.seedChannel(ChannelId(type: .team, id: "crew"), name: "Crew Room", createdBy: "me", memberIds: ["bo"])
        let byType = client.channelListController(query: ChannelListQuery(filter: .and([.containMembers(userIds: ["me"]), .equal(.type, to: .team)])))
        try await awaitCompletion { byType.synchronize($0) }
        #expect(byType.channels.map(\.cid.rawValue) == ["team:crew"])
        let byName = client.channelListController(query: ChannelListQuery(filter: .autocomplete(.name, text: "roo"), sort: [Sorting(key: .cid, isAscending: true)]))
        try await awaitCompletion { byName.synchronize($0) }
        #expect(byName.channels.map(\.cid.id) == ["crew"])
        let unknownKey = client.channelListController(query: ChannelListQuery(filter: .equal(FilterKey(rawValue: "bogus"), to: "x")))
        await #expect(throws: ClientError.InvalidRequest.self) { try await awaitCompletion { unknownKey.synchronize($0) } }
    }
}
