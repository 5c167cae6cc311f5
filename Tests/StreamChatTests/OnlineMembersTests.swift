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

        let statements = try statementsRun(on: server) { server.disconnect(bob.connectionId) }.statements
        #expect(statements == ["UPDATE users SET last_active_at = ? WHERE id = ?"], "only bob's last-active time is written")
        #expect(server.lock.withLock { channels.map(server.onlineMemberCount(of:)) } == channels.map { _ in 2 }, "as told")
        #expect(received.counts.withLock { $0 } == Dictionary(uniqueKeysWithValues: channels.map { ($0, [3, 2]) }))
        #expect(received.counts.withLock { $0[elsewhere] } == nil, "not bob's channel")
    }

    /// A channel's online members are the users of open connections that are members of it,
    /// each counted once: not a user with a second connection twice, not a watcher who is no
    /// member, not a member who is offline. A channel list counts them for its page as a single
    /// channel does.
    @Test func onlineMembersAreTheUsersOfOpenConnectionsThatAreMembers() throws {
        let bed = try ChatTestBed()
        let channels = try (1...3).map { try bed.seedChannel("team\($0)", members: ["bob", "carol"]) }
        let quiet = try bed.seedChannel("quiet", owner: "carol", members: ["mod"])
        let server = bed.server
        _ = try server.connect(userInfo: UserInfo(id: "alice"), token: .development(userId: "alice")) { _ in }
        _ = try server.connect(userInfo: UserInfo(id: "bob"), token: .development(userId: "bob")) { _ in }
        _ = try server.connect(userInfo: UserInfo(id: "bob"), token: .development(userId: "bob")) { _ in }
        let moderator = try server.connect(userInfo: UserInfo(id: "mod"), token: .development(userId: "mod")) { _ in }
        try server.lock.withLock {
            let watcher = try #require(server.connections[moderator.connectionId])
            server.startWatching(channels[0], connection: watcher)
            #expect(channels.map(server.onlineMemberCount(of:)) == [2, 2, 2], "alice and bob (twice connected), not mod (watching) nor carol (offline)")
            #expect(server.onlineMemberCount(of: quiet) == 1, "mod")
            let page = try server.queryChannels(ChannelListQuery(filter: .containMembers(userIds: ["alice"])), offset: 0, viewer: "alice")
            #expect(Set(page.map(\.cid)) == Set(channels))
            #expect(page.map(\.onlineMemberCount) == page.map { server.onlineMemberCount(of: $0.cid) })
        }
    }
}
