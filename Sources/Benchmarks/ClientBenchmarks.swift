import CSQLite
import Foundation
import StreamChat

/// The chat client and its embedded server: message latency between two clients, sustained
/// persisted sends against raw SQLite inserts on the same file, opening a 100,000-message
/// channel, member search in a 100,000-member channel, and the message search index's rebuild
/// when a 100,000-message file is opened by a build that folds otherwise. Each prints its
/// baseline from the same run.
@MainActor func runClientBenchmarks() {
    let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first.map(String.init) ?? "?"
    print("== Client: embedded chat server (SQLite file, WAL); load average \(load)")
    do {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("client-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let rawInsert = try ClientBench.rawInsertMicroseconds(file: directory.appendingPathComponent("raw.sqlite"), count: 5_000)
        try ClientBench.messageLatency(file: directory.appendingPathComponent("latency.sqlite"), rawInsert: rawInsert)
        try ClientBench.sustainedSends(directory: directory, count: 5_000)
        try ClientBench.channelOpen(file: directory.appendingPathComponent("open.sqlite"))
        try ClientBench.memberSearch(file: directory.appendingPathComponent("members.sqlite"))
        try ClientBench.memberFirstSearch(file: directory.appendingPathComponent("first-search.sqlite"))
        try ClientBench.seeding(directory: directory)
        try ClientBench.indexRebuild(file: directory.appendingPathComponent("rebuild.sqlite"))
    } catch {
        print("client benchmarks failed: \(error)")
    }
}

@MainActor enum ClientBench {
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Nanoseconds this thread has run on a CPU (excludes time preempted by other processes).
    static func cpuNow() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Nanoseconds all threads of this process have run on a CPU (a request's work done by a
    /// background thread it waits for included; so is any other thread's work meanwhile).
    static func processCPUNow() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Runs the main run loop until `condition` holds (or 60 s pass); returns whether it held.
    @discardableResult
    static func spin(until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(60)
        while !condition() {
            if Date() > deadline { return false }
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.000_5))
        }
        return true
    }

    static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    }

    /// Resident memory in bytes, from /proc/self/statm.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
    }

    static func connect(_ userId: UserId, to server: ChatServer) -> ChatClient {
        let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("bench"), transport: server))
        var done = false
        client.connectUser(userInfo: UserInfo(id: userId), token: .development(userId: userId)) { _ in done = true }
        spin { done }
        return client
    }

    static func synchronized(_ cid: ChannelId, client: ChatClient) -> ChatChannelController {
        let controller = client.channelController(for: cid)
        var done = false
        controller.synchronize { _ in done = true }
        spin { done }
        return controller
    }

    // MARK: Raw SQLite baseline

    /// Microseconds per raw insert (one autocommit transaction each) into the server's message
    /// table on a fresh file with the server's schema (its search index included), through the C API.
    static func rawInsertMicroseconds(file: URL, count: Int, quiet: Bool = false, firstId: Int = 0) throws -> Double {
        if !FileManager.default.fileExists(atPath: file.path) { try ChatServer(fileURL: file).close() }
        var db: OpaquePointer?
        guard sqlite3_open_v2(file.path, &db, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK else { throw ClientError("cannot open \(file.path)") }
        defer { sqlite3_close(db) }
        // The schema's message index folds the text with `search_fold`, as on the server's connection.
        guard let db, SearchFolding.registerSQLFunction(on: db) else { throw ClientError("cannot register search_fold on \(file.path)") }
        sqlite3_exec(db, "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL;", nil, nil, nil)
        var statement: OpaquePointer?
        sqlite3_prepare_v2(db, "INSERT INTO messages (id, cid, user_id, text, type, created_at, updated_at) VALUES (?, 'messaging:raw', 'a', ?, 'regular', ?, ?)", -1, &statement, nil)
        defer { sqlite3_finalize(statement) }
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        let start = now()
        for index in firstId..<firstId + count {
            sqlite3_reset(statement)
            sqlite3_bind_text(statement, 1, "raw-\(index)", -1, transient)
            sqlite3_bind_text(statement, 2, "sustained message number \(index)", -1, transient)
            let time = Date().timeIntervalSince1970
            sqlite3_bind_double(statement, 3, time)
            sqlite3_bind_double(statement, 4, time)
            guard sqlite3_step(statement) == SQLITE_DONE else { throw ClientError("raw insert failed") }
        }
        let perInsert = Double(now() - start) / 1e3 / Double(count)
        if quiet { return perInsert }
        print(String(format: "raw SQLite insert (C API, autocommit, same schema): %.1f µs each, %.0f inserts/s", perInsert, 1e6 / perInsert))
        return perInsert
    }

    // MARK: A → B latency

    static func messageLatency(file: URL, rawInsert: Double) throws {
        let server = try ChatServer(fileURL: file)
        defer { server.close() }
        try server.seedUsers([.init(id: "a", name: "Ann"), .init(id: "b", name: "Ben")])
        let cid = ChannelId(type: .messaging, id: "latency")
        try server.seedChannel(cid, createdBy: "a", memberIds: ["b"])
        let sender = synchronized(cid, client: connect("a", to: server))
        let receiver = synchronized(cid, client: connect("b", to: server))
        var arrivals: [MessageId: UInt64] = [:]
        let subscription = receiver.messagesChangesPublisher.sink { changes in
            let time = now()
            for change in changes { if case let .insert(message, _) = change { arrivals[message.id] = time } }
        }
        var samples: [Double] = []
        for index in 0..<1_000 {
            let id = "lat-\(index)"
            let start = now()
            sender.createNewMessage(messageId: id, text: "ping \(index)")
            spin { arrivals[id] != nil }
            samples.append(Double((arrivals[id] ?? start) - start) / 1e3)
        }
        subscription.cancel()
        samples.sort()
        let p50 = percentile(samples, 0.5), p99 = percentile(samples, 0.99)
        print(String(format: "A→B message latency (send call → B's controller): p50 %.0f µs, p99 %.0f µs over %d messages; p50 = %.1f× one raw insert",
                     p50, p99, samples.count, p50 / rawInsert))
    }

    // MARK: Sustained sends

    static func sustainedSends(directory: URL, count: Int) throws {
        // Raw inserts and server sends alternate in rounds on their own files, so that load
        // from other processes hits both alike; each side's rate is its median round.
        let rawFile = directory.appendingPathComponent("sustained-raw.sqlite")
        _ = try rawInsertMicroseconds(file: rawFile, count: 1, quiet: true)
        let server = try ChatServer(fileURL: directory.appendingPathComponent("sustained-server.sqlite"))
        try server.seedUsers([.init(id: "a", name: "Ann"), .init(id: "b", name: "Ben")])
        let cid = ChannelId(type: .messaging, id: "sustained")
        try server.seedChannel(cid, createdBy: "a", memberIds: ["b"])
        let connection = try server.connect(userInfo: UserInfo(id: "a"), token: .development(userId: "a")) { _ in }
        let rounds = 10, perRound = count / rounds
        var rawRounds: [Double] = [], serverRounds: [Double] = []
        for round in 0..<rounds {
            rawRounds.append(try rawInsertMicroseconds(file: rawFile, count: perRound, quiet: true, firstId: round * perRound + 1))
            let start = now()
            for index in round * perRound..<(round + 1) * perRound {
                _ = try server.perform(.sendMessage(cid: cid, NewMessage(id: "s-\(index)", text: "sustained message number \(index)")),
                                       on: connection.connectionId)
            }
            serverRounds.append(Double(now() - start) / 1e3 / Double(perRound))
        }
        server.disconnect(connection.connectionId)
        server.close()
        let raw = percentile(rawRounds.sorted(), 0.5), perSend = percentile(serverRounds.sorted(), 0.5)
        print(String(format: "sustained, %d rounds of %d: raw insert %.1f µs, server send (validated, stored, event built) %.1f µs = %.2f of the raw rate",
                     rounds, perRound, raw, perSend, raw / perSend))

        let clientServer = try ChatServer(fileURL: directory.appendingPathComponent("sustained-client.sqlite"))
        defer { clientServer.close() }
        try clientServer.seedUsers([.init(id: "a", name: "Ann"), .init(id: "b", name: "Ben")])
        try clientServer.seedChannel(cid, createdBy: "a", memberIds: ["b"])
        let sender = synchronized(cid, client: connect("a", to: clientServer))
        _ = synchronized(cid, client: connect("b", to: clientServer))
        var completed = 0
        let clientStart = now()
        for index in 0..<count {
            sender.createNewMessage(messageId: "c-\(index)", text: "sustained message number \(index)") { _ in completed += 1 }
        }
        spin { completed == count }
        let perClientSend = Double(now() - clientStart) / 1e3 / Double(count)
        print(String(format: "client sends (optimistic, 2 watchers, until all confirmed): %.1f µs each, %.0f/s = %.2f of raw insert rate",
                     perClientSend, 1e6 / perClientSend, raw / perClientSend))
    }

    // MARK: Opening a large channel

    static func channelOpen(file: URL) throws {
        let seeding = try ChatServer(fileURL: file)
        try seeding.seedUsers([.init(id: "a", name: "Ann"), .init(id: "b", name: "Ben")])
        let small = ChannelId(type: .messaging, id: "small"), large = ChannelId(type: .messaging, id: "large")
        let past = Date().addingTimeInterval(-200_000)
        for (cid, count) in [(small, 100), (large, 100_000)] {
            try seeding.seedChannel(cid, createdBy: "a", memberIds: ["b"], createdAt: past)
            try seeding.seedMessages((0..<count).map {
                ChatServer.SeedMessage(authorId: $0.isMultiple(of: 2) ? "a" : "b", text: "history message \($0) of \(cid.id)",
                                       createdAt: past.addingTimeInterval(Double($0)))
            }, in: cid)
        }
        seeding.close()

        // Each channel is opened in a fresh process, so freed memory of earlier work cannot hide growth.
        let smallResult = try openInFreshProcess(file: file, cid: small)
        let largeResult = try openInFreshProcess(file: file, cid: large)
        let megabytes = { (bytes: Int) in Double(bytes) / 1_048_576 }
        print(String(format: "open 100-message channel (fresh process): first page (%d) in %.2f ms, RSS %+.2f MB", smallResult.loaded,
                     smallResult.milliseconds, megabytes(smallResult.residentDelta)))
        print(String(format: "open 100,000-message channel (fresh process): first page (%d) in %.2f ms (%.1f× the small one), RSS %+.2f MB = %+.2f MB above the small channel (budget 5 MB)",
                     largeResult.loaded, largeResult.milliseconds, largeResult.milliseconds / max(smallResult.milliseconds, 0.001),
                     megabytes(largeResult.residentDelta), megabytes(largeResult.residentDelta - smallResult.residentDelta)))
    }

    private static let probeFlag = "--client-open-channel-probe"

    /// Runs this program again to open one channel and report time and resident-memory growth.
    static func openInFreshProcess(file: URL, cid: ChannelId) throws -> (milliseconds: Double, residentDelta: Int, loaded: Int) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = [probeFlag, file.path, cid.rawValue]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let fields = output.split(whereSeparator: \.isWhitespace)
        guard fields.count == 3, let milliseconds = Double(fields[0]), let delta = Int(fields[1]), let loaded = Int(fields[2]) else {
            throw ClientError("channel-open probe printed \"\(output)\"")
        }
        return (milliseconds, delta, loaded)
    }

    /// In the probe process: opens the channel named on the command line and prints
    /// `milliseconds residentDelta loadedMessages`. Returns false when this is not a probe run.
    static func runProbeIfRequested() -> Bool {
        let arguments = CommandLine.arguments
        guard arguments.count == 4, arguments[1] == probeFlag, let cid = try? ChannelId(cid: arguments[3]),
              let server = try? ChatServer(fileURL: URL(fileURLWithPath: arguments[2])) else { return false }
        defer { server.close() }
        let client = connect("b", to: server)
        let warmUp = synchronized(ChannelId(type: .messaging, id: "warm-up-\(UUID().uuidString.prefix(8))"), client: client)
        _ = warmUp
        let before = residentBytes()
        let start = now()
        let controller = synchronized(cid, client: client)
        let milliseconds = Double(now() - start) / 1e6
        print(milliseconds, residentBytes() - before, controller.messages.count)
        return true
    }

    // MARK: Member search

    static func memberSearch(file: URL) throws {
        let server = try ChatServer(fileURL: file)
        defer { server.close() }
        let cid = try seedCrowd(on: server, count: 100_000)

        let client = connect("owner", to: server)
        let openStart = now()
        _ = synchronized(cid, client: client)
        print(String(format: "open 100,000-member channel (a page of members; the folded member index builds in the background): %.0f ms", Double(now() - openStart) / 1e6))

        let queries = ["m", "mi", "mik", "mike", "z", "zo", "zoe", "zoë", "ł", "łu", "luk", "luka", "李", "李小", "小龙", "王小",
                       "a", "an", "ann", "anna", "jo", "jos", "jose", "só", "son", "sor", "🎉", "🚀", "ó", "osc", "ri", "riv",
                       "pr", "pri", "ya", "yıl", "x", "xq", "xqz", "k"]
        let connection = try server.connect(userInfo: UserInfo(id: "owner"), token: .development(userId: "owner")) { _ in }
        var serverSamples: [Double] = [], cpuSamples: [Double] = []
        var byQuery: [String: [Double]] = [:]
        var found = 0
        for _ in 0..<20 {
            for query in queries {
                let start = now(), cpuStart = cpuNow()
                if case let .members(result) = try server.perform(.queryMembers(.search(cid: cid, term: query, pageSize: 10), offset: 0),
                                                                  on: connection.connectionId) {
                    found += result.count
                }
                cpuSamples.append(Double(cpuNow() - cpuStart) / 1e3)
                let micros = Double(now() - start) / 1e3
                serverSamples.append(micros)
                byQuery[query, default: []].append(micros)
            }
        }
        let slowest = byQuery.map { ($0.key, $0.value.sorted()[$0.value.count / 2]) }.sorted { $0.1 > $1.1 }.prefix(3)
        print("slowest queries by median: " + slowest.map { String(format: "\"%@\" %.0f µs", $0.0, $0.1) }.joined(separator: ", "))
        server.disconnect(connection.connectionId)
        let firstQuery = serverSamples[0]
        serverSamples.sort()
        cpuSamples.sort()
        print(String(format: "member search, server request (top 10, 1–4 chars, %d queries, first included: %.0f µs): p50 %.0f µs, p99 %.0f µs, max %.0f µs (%d results)",
                     serverSamples.count, firstQuery, percentile(serverSamples, 0.5), percentile(serverSamples, 0.99), serverSamples.last ?? 0, found))
        print(String(format: "member search, on-CPU time of the same requests (preemption excluded): p50 %.0f µs, p99 %.0f µs, max %.0f µs",
                     percentile(cpuSamples, 0.5), percentile(cpuSamples, 0.99), cpuSamples.last ?? 0))

        let controller = client.memberListController(query: ChannelMemberListQuery(cid: cid))
        var clientSamples: [Double] = []
        for query in queries {
            var done = false
            let start = now()
            controller.search(term: query) { _ in done = true }
            spin { done }
            clientSamples.append(Double(now() - start) / 1e3)
        }
        clientSamples.sort()
        print(String(format: "member search through the client (request queue + main actor): p50 %.0f µs, p99 %.0f µs",
                     percentile(clientSamples, 0.5), percentile(clientSamples, 0.99)))

        let baseline = try likeScanMicroseconds(file: file, cid: cid, queries: ["mi", "zo", "李", "an", "jos"])
        print(String(format: "baseline: SQL LIKE '%%q%%' scan of the same members, median %.0f µs = %.0f× the index p99",
                     baseline, baseline / max(percentile(serverSamples, 0.99), 0.001)))
    }

    /// Median microseconds of a `LIKE '%q%'` member scan (case-sensitive, no folding) through the C API.
    static func likeScanMicroseconds(file: URL, cid: ChannelId, queries: [String]) throws -> Double {
        var db: OpaquePointer?
        guard sqlite3_open_v2(file.path, &db, SQLITE_OPEN_READONLY, nil) == SQLITE_OK else { throw ClientError("cannot open \(file.path)") }
        defer { sqlite3_close(db) }
        var statement: OpaquePointer?
        sqlite3_prepare_v2(db, "SELECT u.id FROM members m JOIN users u ON u.id = m.user_id WHERE m.cid = ? AND u.name LIKE ? ORDER BY u.last_active_at DESC LIMIT 10",
                           -1, &statement, nil)
        defer { sqlite3_finalize(statement) }
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        var samples: [Double] = []
        for query in queries {
            let start = now()
            sqlite3_reset(statement)
            sqlite3_bind_text(statement, 1, cid.rawValue, -1, transient)
            sqlite3_bind_text(statement, 2, "%\(query)%", -1, transient)
            while sqlite3_step(statement) == SQLITE_ROW {}
            samples.append(Double(now() - start) / 1e3)
        }
        samples.sort()
        return percentile(samples, 0.5)
    }
}
