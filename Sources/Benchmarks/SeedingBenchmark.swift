import CSQLite
import Foundation
import StreamChat

/// Seeding messages (`ChatServer.seedMessages`, the demo's and the benchmarks' bulk load)
/// against the same rows inserted row by row with triggers: through the C API in one
/// transaction with one prepared statement, the schema's search index kept by its insert trigger
/// row by row (`search_fold` registered), which the bulk path avoids: not a floor. `Benchmarks --client-profile seeding N` seeds N messages
/// alone (for callgrind); `--client-profile member-index N` opens an N-member channel and runs
/// one member search at once, while its index would be built.
extension ClientBench {
    static func seeding(directory: URL, count: Int = 20_000) throws {
        let seeded = try seedMilliseconds(file: directory.appendingPathComponent("seeding.sqlite"), count: count)
        let rowByRow = try rowByRowInsertMilliseconds(file: directory.appendingPathComponent("seeding-raw.sqlite"), count: count)
        print(String(format: "seedMessages, %d messages in one call: %.0f ms (%.1f µs a message) = %.2f× the same rows inserted row by row with triggers in one transaction (%.0f ms, %.1f µs a row)",
                     count, seeded, 1_000 * seeded / Double(count), seeded / rowByRow, rowByRow, 1_000 * rowByRow / Double(count)))
    }

    /// The messages both sides store: half ASCII, half with accents and letters `SearchFolding` folds itself.
    static func seedingMessages(count: Int, since past: Date) -> [ChatServer.SeedMessage] {
        (0..<count).map {
            ChatServer.SeedMessage(id: "seed-\($0)", authorId: $0.isMultiple(of: 2) ? "a" : "b",
                                   text: $0.isMultiple(of: 2) ? "message \($0) about the match tonight, see you at \($0 % 97)"
                                       : "Message \($0) about Ødegård's café in Łódź, naïve façade №\($0 % 97)",
                                   createdAt: past.addingTimeInterval(Double($0)))
        }
    }

    /// A server on `file` with users a and b and the channel the messages go to.
    private static func seedingServer(file: URL, past: Date) throws -> (ChatServer, ChannelId) {
        let server = try ChatServer(fileURL: file)
        try server.seedUsers([.init(id: "a", name: "Ann"), .init(id: "b", name: "Ben")])
        let cid = ChannelId(type: .messaging, id: "seeding")
        try server.seedChannel(cid, createdBy: "a", memberIds: ["b"], createdAt: past)
        return (server, cid)
    }

    static func seedMilliseconds(file: URL, count: Int) throws -> Double {
        let past = Date().addingTimeInterval(-Double(count) - 1_000)
        let (server, cid) = try seedingServer(file: file, past: past)
        defer { server.close() }
        let messages = seedingMessages(count: count, since: past)
        let start = now()
        try server.seedMessages(messages, in: cid)
        return Double(now() - start) / 1e6
    }

    /// Milliseconds to insert the same rows row by row with triggers through the C API: one
    /// transaction, one prepared statement.
    private static func rowByRowInsertMilliseconds(file: URL, count: Int) throws -> Double {
        let past = Date().addingTimeInterval(-Double(count) - 1_000)
        let (server, cid) = try seedingServer(file: file, past: past)
        server.close()
        let messages = seedingMessages(count: count, since: past)
        var db: OpaquePointer?
        guard sqlite3_open_v2(file.path, &db, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK, let db else { throw ClientError("cannot open \(file.path)") }
        defer { sqlite3_close(db) }
        guard SearchFolding.registerSQLFunction(on: db) else { throw ClientError("cannot register search_fold on \(file.path)") }
        guard sqlite3_exec(db, "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL;", nil, nil, nil) == SQLITE_OK else {
            throw ClientError("cannot set the journal mode on \(file.path)")
        }
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(db, "INSERT INTO messages (id, cid, user_id, text, type, created_at, updated_at) VALUES (?, ?, ?, ?, 'regular', ?, ?)",
                                 -1, &statement, nil) == SQLITE_OK else { throw ClientError("cannot prepare the insert") }
        defer { sqlite3_finalize(statement) }
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        let start = now()
        guard sqlite3_exec(db, "BEGIN IMMEDIATE", nil, nil, nil) == SQLITE_OK else { throw ClientError("cannot begin the transaction") }
        for message in messages {
            sqlite3_reset(statement)
            sqlite3_bind_text(statement, 1, message.id, -1, transient)
            sqlite3_bind_text(statement, 2, cid.rawValue, -1, transient)
            sqlite3_bind_text(statement, 3, message.authorId, -1, transient)
            sqlite3_bind_text(statement, 4, message.text, -1, transient)
            sqlite3_bind_double(statement, 5, message.createdAt.timeIntervalSince1970)
            sqlite3_bind_double(statement, 6, message.createdAt.timeIntervalSince1970)
            guard sqlite3_step(statement) == SQLITE_DONE else { throw ClientError("row insert failed") }
        }
        guard sqlite3_exec(db, "COMMIT", nil, nil, nil) == SQLITE_OK else { throw ClientError("commit failed") }
        return Double(now() - start) / 1e6
    }

    /// `--client-profile seeding N` / `--client-profile member-index N`: one measured step alone,
    /// for callgrind. Returns false when not asked.
    static func runProfileIfRequested() -> Bool {
        let arguments = CommandLine.arguments
        guard let flag = arguments.firstIndex(of: "--client-profile"), arguments.count > flag + 2,
              let count = Int(arguments[flag + 2]) else { return false }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("client-profile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            switch arguments[flag + 1] {
            case "seeding":
                let milliseconds = try seedMilliseconds(file: directory.appendingPathComponent("seeding.sqlite"), count: count)
                print(String(format: "seeded %d messages in %.0f ms", count, milliseconds))
            case "member-index":
                try memberFirstSearch(file: directory.appendingPathComponent("members.sqlite"), count: count)
            default:
                print("--client-profile takes seeding or member-index")
            }
        } catch {
            print("client profile failed: \(error)")
        }
        return true
    }
}
