import CSQLite
import Foundation
import StreamChat

/// The one-time rebuild of the message search index when a file's stored folding fingerprint
/// differs from this build's (another build, OS or Unicode version): opening a 100,000-message
/// file then folds and indexes every message again (half of them ASCII, half with accents and
/// folded letters). Measured against seeding the same messages
/// (one transaction; the index's triggers fold and index each), against opening the file with
/// its index up to date, and against a scan that only folds the text (`search_fold`), all in
/// the same run; the rebuild and the up-to-date open alternate over rounds, medians reported.
extension ClientBench {
    static func indexRebuild(file: URL, count: Int = 100_000, rounds: Int = 3) throws {
        guard sqlite3_compileoption_used("ENABLE_FTS5") == 1 else {
            print("message index rebuild: skipped, the linked SQLite has no FTS5 (search scans instead)")
            return
        }
        let seeding = try ChatServer(fileURL: file)
        try seeding.seedUsers([.init(id: "a", name: "Ann"), .init(id: "b", name: "Ben")])
        let cid = ChannelId(type: .messaging, id: "rebuild")
        let past = Date().addingTimeInterval(-200_000)
        try seeding.seedChannel(cid, createdBy: "a", memberIds: ["b"], createdAt: past)
        let messages = (0..<count).map {
            ChatServer.SeedMessage(authorId: $0.isMultiple(of: 2) ? "a" : "b",
                                   text: $0.isMultiple(of: 2) ? "message \($0) about the match tonight, see you at \($0 % 97)"
                                       : "Message \($0) about Ødegård's café in Łódź, naïve façade №\($0 % 97)",
                                   createdAt: past.addingTimeInterval(Double($0)))
        }
        let seedStart = now()
        try seeding.seedMessages(messages, in: cid)
        let seedMilliseconds = Double(now() - seedStart) / 1e6
        seeding.close()

        var rebuilds: [Double] = [], opens: [Double] = [], folds: [Double] = []
        for _ in 0..<rounds {
            opens.append(try openMilliseconds(file))
            try forgetFingerprint(file)
            rebuilds.append(try openMilliseconds(file))
            folds.append(try foldScanMilliseconds(file))
        }
        try checkRebuilt(file, messages: count)
        let rebuild = percentile(rebuilds.sorted(), 0.5), open = percentile(opens.sorted(), 0.5)
        let fold = percentile(folds.sorted(), 0.5)
        print(String(format: "message index rebuild at open (another fingerprint), %d messages: %.0f ms (median of %d, %.1f µs a message) = %.2f× seeding them (%.0f ms, indexed by the triggers); the open with the index up to date takes %.1f ms; folding their text alone (search_fold scan) %.0f ms = %.0f%% of the rebuild",
                     count, rebuild, rounds, 1_000 * rebuild / Double(count), rebuild / seedMilliseconds, seedMilliseconds, open,
                     fold, 100 * fold / rebuild))
    }

    /// Milliseconds to open a server on `file` (migrations checked, search index installed).
    private static func openMilliseconds(_ file: URL) throws -> Double {
        let start = now()
        let server = try ChatServer(fileURL: file)
        let milliseconds = Double(now() - start) / 1e6
        server.close()
        return milliseconds
    }

    /// Stores a fingerprint no build writes, as a file indexed by another build looks: the next
    /// open builds the index again.
    private static func forgetFingerprint(_ file: URL) throws {
        try withConnection(file) { db in
            guard sqlite3_exec(db, "UPDATE message_fts_built SET fingerprint = 'another build'", nil, nil, nil) == SQLITE_OK,
                  sqlite3_changes(db) == 1 else { throw ClientError("cannot replace the fingerprint in \(file.path)") }
        }
    }

    /// Milliseconds to fold the text of every message once (`SELECT search_fold(text)`), the
    /// rebuild's folding without its indexing.
    private static func foldScanMilliseconds(_ file: URL) throws -> Double {
        try withConnection(file) { db in
            guard SearchFolding.registerSQLFunction(on: db) else { throw ClientError("cannot register search_fold") }
            var statement: OpaquePointer?
            guard sqlite3_prepare_v2(db, "SELECT length(search_fold(text)) FROM messages", -1, &statement, nil) == SQLITE_OK else {
                throw ClientError("cannot prepare the fold scan")
            }
            defer { sqlite3_finalize(statement) }
            let start = now()
            var bytes = 0
            while sqlite3_step(statement) == SQLITE_ROW { bytes += Int(sqlite3_column_int64(statement, 0)) }
            let milliseconds = Double(now() - start) / 1e6
            guard bytes > 0 else { throw ClientError("the fold scan folded nothing") }
            return milliseconds
        }
    }

    /// Checks that the last rebuild indexed every message (so the figure is of a whole rebuild).
    private static func checkRebuilt(_ file: URL, messages: Int) throws {
        try withConnection(file) { db in
            var statement: OpaquePointer?
            guard sqlite3_prepare_v2(db, "SELECT count(*) FROM message_fts", -1, &statement, nil) == SQLITE_OK else {
                throw ClientError("cannot prepare the count of the rebuilt index in \(file.path)")
            }
            defer { sqlite3_finalize(statement) }
            guard sqlite3_step(statement) == SQLITE_ROW, Int(sqlite3_column_int64(statement, 0)) == messages else {
                throw ClientError("the rebuilt index does not hold \(messages) messages")
            }
        }
    }

    private static func withConnection<T>(_ file: URL, _ body: (OpaquePointer) throws -> T) throws -> T {
        var db: OpaquePointer?
        guard sqlite3_open_v2(file.path, &db, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK, let db else {
            sqlite3_close(db)
            throw ClientError("cannot open \(file.path)")
        }
        defer { sqlite3_close(db) }
        return try body(db)
    }
}
