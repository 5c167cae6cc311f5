import Foundation
import Synchronization
import Testing
@testable import StreamChat

/// A user coming online or going offline tells the followers of each of the user's channels how
/// many members are online, from the memberships the server holds for the connection: no query
/// under the server's lock.
@MainActor
@Suite struct OnlineMembersTests {
    private final class Received: Sendable {
        let counts = Mutex<[ChannelId: [Int]]>([:])
        func handle(_ event: ChatEvent) {
            guard case let .onlineMembersChanged(cid, count) = event else { return }
            counts.withLock { $0[cid, default: []].append(count) }
        }
    }

    @Test func comingOnlineAndGoingOfflineCountTheMembersOfEachChannelWithoutAQuery() throws {
        let bed = try ChatTestBed()
        let channels = try (1...5).map { try bed.seedChannel("team\($0)", members: ["bob", "carol"]) }
        let elsewhere = try bed.seedChannel("elsewhere", members: ["carol"])
        let received = Received()
        let server = bed.server
        _ = try server.connect(userInfo: UserInfo(id: "alice"), token: .development(userId: "alice")) { received.handle($0) }
        _ = try server.connect(userInfo: UserInfo(id: "carol"), token: .development(userId: "carol")) { _ in }
        received.counts.withLock { $0 = [:] }

        let bob = try server.connect(userInfo: UserInfo(id: "bob"), token: .development(userId: "bob")) { _ in }
        #expect(received.counts.withLock { $0 } == Dictionary(uniqueKeysWithValues: channels.map { ($0, [3]) }), "alice, bob and carol")

        try server.lock.withLock {
            try server.store.database.countsStatements = true
            server.countsOnlineMemberScans = true
        }
        server.disconnect(bob.connectionId)
        let statements = try server.lock.withLock { try server.store.database.statementCount }
        #expect(statements == 1, "only bob's last-active time is written")
        #expect(server.lock.withLock { server.onlineMemberScans } == 1, "one walk finds the followers and online members of all five")
        #expect(server.lock.withLock { channels.map(server.onlineMemberCount(of:)) } == channels.map { _ in 2 }, "as told")
        #expect(received.counts.withLock { $0 } == Dictionary(uniqueKeysWithValues: channels.map { ($0, [3, 2]) }))
        #expect(received.counts.withLock { $0[elsewhere] } == nil, "not bob's channel")
    }

    /// A channel list finds the online members of its page in one pass over the connections,
    /// not one pass per channel, and counts them as the single-channel path does.
    @Test func aChannelListScansTheConnectionsForOnlineMembersOnce() throws {
        let bed = try ChatTestBed()
        let channels = try (1...5).map { try bed.seedChannel("team\($0)", members: ["bob", "carol"]) }
        let server = bed.server
        _ = try server.connect(userInfo: UserInfo(id: "alice"), token: .development(userId: "alice")) { _ in }
        _ = try server.connect(userInfo: UserInfo(id: "bob"), token: .development(userId: "bob")) { _ in }
        try server.lock.withLock {
            server.countsOnlineMemberScans = true
            let page = try server.queryChannels(ChannelListQuery(filter: .containMembers(userIds: ["alice"])), offset: 0, viewer: "alice")
            #expect(server.onlineMemberScans == 1)
            #expect(Set(page.map(\.cid)) == Set(channels))
            #expect(page.map(\.onlineMemberCount) == channels.map { _ in 2 }, "alice and bob, not carol")
            #expect(page.map(\.onlineMemberCount) == page.map { server.onlineMemberCount(of: $0.cid) })
        }
    }
}
