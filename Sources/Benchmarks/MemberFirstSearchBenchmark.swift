import Foundation
import StreamChat

/// The first member search of a large channel, made right after the channel is opened (the
/// composer's `@` soon after the screen shows), while the channel's member index would still be
/// being built, against the searches after it in the same run. Its CPU time is the process's:
/// the search may wait for the build on another thread.
extension ClientBench {
    /// Seeds `count` members (Latin, accented, CJK and emoji names) and their owner into a new
    /// channel "crowd"; returns it.
    static func seedCrowd(on server: ChatServer, count: Int) throws -> ChannelId {
        let emoji = ["🎉", "🚀", "🌸", "🐼"]
        let members = BenchmarkMembers.make(count: count)
        try server.seedUsers(members.enumerated().map { index, member in
            ChatServer.SeedUser(id: member.id, name: index % 11 == 0 ? "\(member.name) \(emoji[index % emoji.count])" : member.name,
                                lastActiveAt: member.lastActiveAt)
        } + [.init(id: "owner", name: "Owner")])
        let cid = ChannelId(type: .messaging, id: "crowd")
        try server.seedChannel(cid, createdBy: "owner")
        try server.seedMembers(members.map(\.id), to: cid)
        return cid
    }

    static func memberFirstSearch(file: URL, count: Int = 100_000) throws {
        let server = try ChatServer(fileURL: file)
        defer { server.close() }
        let cid = try seedCrowd(on: server, count: count)
        let client = connect("owner", to: server)
        _ = synchronized(cid, client: client)
        let connection = try server.connect(userInfo: UserInfo(id: "owner"), token: .development(userId: "owner")) { _ in }
        defer { server.disconnect(connection.connectionId) }
        let search = { (term: String) throws -> (wall: Double, cpu: Double, found: Int) in
            let start = now(), cpuStart = processCPUNow()
            guard case let .members(result) = try server.perform(.queryMembers(.search(cid: cid, term: term, pageSize: 10), offset: 0),
                                                                 on: connection.connectionId) else { throw ClientError("no members answer") }
            return (Double(now() - start) / 1e3, Double(processCPUNow() - cpuStart) / 1e3, result.count)
        }
        let first = try search("mi")
        var later: [Double] = []
        for term in ["mi", "zo", "an", "jos", "李", "łu", "ri", "k"] { later.append(try search(term).wall) }
        later.sort()
        print(String(format: "first member search right after opening a %d-member channel: %.0f µs wall, %.0f µs process CPU (%d found; the index build it waits for included) = %.1f× the median of the next %d searches (%.0f µs)",
                     count, first.wall, first.cpu, first.found, first.wall / max(percentile(later, 0.5), 0.001), later.count,
                     percentile(later, 0.5)))
    }
}
