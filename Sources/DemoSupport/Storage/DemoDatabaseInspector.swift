import CSQLite
import Foundation

/// Looks into an existing database file read-only, before the chat server opens it for
/// writing, so that a file that is not a chat database is refused without being touched.
final class DemoDatabaseInspector {
    private let handle: OpaquePointer
    let path: String

    /// Opens `path` read-only and checks that it is a chat database (an SQLite file whose
    /// schema has been created). Throws `notAChatDatabase` with SQLite's reason otherwise.
    init(path: String) throws(DemoStartupError) {
        self.path = path
        var raw: OpaquePointer?
        let code = sqlite3_open_v2(path, &raw, SQLITE_OPEN_READONLY, nil)
        guard code == SQLITE_OK, let raw else {
            let reason = raw.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_close(raw)
            throw .notAChatDatabase(path: path, reason: reason)
        }
        let version: Int
        let hasUsersTable: Bool
        do {
            version = try Self.integer(raw, "PRAGMA user_version")
            hasUsersTable = try Self.integer(raw, "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'users'") == 1
        } catch {
            sqlite3_close(raw)
            throw .notAChatDatabase(path: path, reason: error.reason)
        }
        guard version > 0, hasUsersTable else {
            sqlite3_close(raw)
            throw .notAChatDatabase(path: path, reason: "it is an SQLite database of another program (no chat schema)")
        }
        handle = raw
    }

    deinit { sqlite3_close(handle) }

    /// Whether a user with `id` exists.
    func hasUser(_ id: String) -> Bool {
        (try? Self.integer(handle, "SELECT count(*) FROM users WHERE id = ?", binding: id)) == 1
    }

    /// The channels `userId` is a member of, by cid.
    func channelIds(of userId: String) -> [String] {
        (try? Self.strings(handle, "SELECT cid FROM members WHERE user_id = ? ORDER BY cid", binding: userId)) ?? []
    }

    /// Up to `limit` user ids, named people first.
    func sampleUserIds(limit: Int) -> [String] {
        let named = DemoCast.people.map(\.id).filter { hasUser($0) }
        return Array(named.prefix(limit))
    }

    private struct QueryError: Error { let reason: String }

    private static func strings(_ handle: OpaquePointer, _ sql: String, binding text: String) throws(QueryError) -> [String] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw QueryError(reason: String(cString: sqlite3_errmsg(handle)))
        }
        defer { sqlite3_finalize(statement) }
        sqlite3_bind_text(statement, 1, text, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
        var result: [String] = []
        while sqlite3_step(statement) == SQLITE_ROW, let text = sqlite3_column_text(statement, 0) {
            result.append(String(cString: text))
        }
        return result
    }

    private static func integer(_ handle: OpaquePointer, _ sql: String, binding text: String? = nil) throws(QueryError) -> Int {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw QueryError(reason: String(cString: sqlite3_errmsg(handle)))
        }
        defer { sqlite3_finalize(statement) }
        if let text {
            let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
            sqlite3_bind_text(statement, 1, text, -1, transient)
        }
        guard sqlite3_step(statement) == SQLITE_ROW else { throw QueryError(reason: String(cString: sqlite3_errmsg(handle))) }
        return Int(sqlite3_column_int64(statement, 0))
    }
}
