import DemoSupport
import DemoUI
import Foundation
import StreamChat
import TerminalUI

/// The demo app: start to first frame on a seeded database (session setup, connection, channel
/// list loaded and drawn at 100×30), against the data floor measured in the same run (open the
/// server on the same file, connect, query the channel list through the transport, no UI); and
/// resident memory after opening the 10,000-member channel and searching its members.
@MainActor func runDemoBenchmarks() {
    print("== Demo: start to first frame (seeded database), memory with the 10,000-member channel open")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("demo-benchmark-\(getpid())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("chat.sqlite")
    let residentAtStart = residentMegabytes()
    do {
        let seedStart = DispatchTime.now().uptimeNanoseconds
        let seeded = try DemoDatabase.open(at: url, reset: false, userId: DemoCast.defaultUserId)
        seeded.server.close()
        print(String(format: "first-run seeding: %.0f ms (%d users, %d messages)", milliseconds(since: seedStart),
                     seeded.seedSummary?.userCount ?? 0, seeded.seedSummary?.messageCount ?? 0))

        var options = DemoOptions()
        options.databasePath = url.path
        options.botsEnabled = false
        var floorSamples: [Double] = []
        var frameSamples: [Double] = []
        for _ in 0..<5 {
            floorSamples.append(try dataFloorMilliseconds(url))
            let start = DispatchTime.now().uptimeNanoseconds
            let session = try DemoSession(options: options, environment: [:], ring: {})
            var rounds = 0
            while !session.frame(width: 100, height: 30).contains("Town Hall"), rounds < 2_000 {
                session.pump()
                rounds += 1
            }
            frameSamples.append(milliseconds(since: start))
            session.shutdown()
        }
        let floor = median(floorSamples), frame = median(frameSamples)
        print(String(format: "data floor (server open + connect + channel query): median %.1f ms", floor))
        print(String(format: "start to first frame with channels: median %.1f ms (min %.1f), %.1f× the floor",
                     frame, frameSamples.min() ?? 0, frame / floor))

        let before = residentMegabytes()
        let session = try DemoSession(options: options, environment: [:], ring: {})
        session.settle(width: 100, height: 30)
        let opened = openChannel(named: "Town Hall", in: session)
        let controller = session.client.memberListController(query: ChannelMemberListQuery(cid: DemoChannels.townHall))
        var searched = false
        controller.search(term: "Müller") { _ in searched = true }
        var rounds = 0
        while !searched, rounds < 2_000 { session.pump(); rounds += 1 }
        print(String(format: "resident memory: %.1f MB at start, %.1f MB before the session, %.1f MB with the 10,000-member channel open (%@; %d members found for \"Müller\")",
                     residentAtStart, before, residentMegabytes(), opened ? "opened" : "NOT opened", controller.members.count))
        session.shutdown()
    } catch {
        print("demo benchmark failed: \(error)")
    }
}

/// Opens the channel whose header shows `name` from the channel list, moving down the rows.
@MainActor private func openChannel(named name: String, in session: DemoSession) -> Bool {
    for attempt in 1...12 {
        for _ in 0..<attempt { session.press(.down) }
        session.press(.enter)
        let frame = session.settle(width: 100, height: 30)
        if frame.split(separator: "\n").prefix(3).contains(where: { $0.contains(name) }) { return true }
        session.press(.escape)
        session.settle(width: 100, height: 30)
    }
    return false
}

/// Opening the server on the database, connecting the user and loading the channel list,
/// straight through the transport.
private func dataFloorMilliseconds(_ url: URL) throws -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    let server = try ChatServer(fileURL: url)
    let connection = try server.connect(userInfo: UserInfo(id: DemoCast.defaultUserId),
                                        token: .development(userId: DemoCast.defaultUserId), eventHandler: { _ in })
    _ = try server.perform(.queryChannels(ChannelListQuery(filter: .containMembers(userIds: [DemoCast.defaultUserId])), offset: 0),
                           on: connection.connectionId)
    let elapsed = milliseconds(since: start)
    server.disconnect(connection.connectionId)
    server.close()
    return elapsed
}

private func milliseconds(since start: UInt64) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

private func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

/// The process's resident set size (VmRSS) in megabytes, 0 where /proc is not available.
private func residentMegabytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
          let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
    return kilobytes / 1024
}
