import CSQLite
import Foundation

/// A value bound to or read from an SQL statement.
enum SQLiteValue: Sendable, Equatable {
    case text(String)
    case integer(Int64)
    case real(Double)
    case null
}

/// Something that can be bound to a statement parameter.
protocol SQLiteBindable {
    var sqliteValue: SQLiteValue { get }
}

extension String: SQLiteBindable { var sqliteValue: SQLiteValue { .text(self) } }
extension Int: SQLiteBindable { var sqliteValue: SQLiteValue { .integer(Int64(self)) } }
extension Int64: SQLiteBindable { var sqliteValue: SQLiteValue { .integer(self) } }
extension Double: SQLiteBindable { var sqliteValue: SQLiteValue { .real(self) } }
extension Bool: SQLiteBindable { var sqliteValue: SQLiteValue { .integer(self ? 1 : 0) } }
extension Date: SQLiteBindable { var sqliteValue: SQLiteValue { .real(timeIntervalSince1970) } }

extension Date {
    /// The date as the store reads it back (seconds since 1970 in a double), so that a value
    /// sent in an event equals the one loaded from the database later.
    var asStored: Date { Date(timeIntervalSince1970: timeIntervalSince1970) }
}
extension Optional: SQLiteBindable where Wrapped: SQLiteBindable {
    var sqliteValue: SQLiteValue { self?.sqliteValue ?? .null }
}

/// One open SQLite database (a file in WAL mode with `synchronous=FULL`, or `:memory:`), with
/// cached prepared statements.
///
/// Not thread-safe: its owner serializes access (the `ChatServer` lock).
final class SQLiteDatabase {
    private(set) var handle: OpaquePointer?
    private var statements: [String: SQLiteStatement] = [:]
    /// Where the database lives (`:memory:` for an in-memory one).
    let path: String
    /// How long a write waits for another connection's write lock on the file.
    static let busyTimeoutMilliseconds = 2_000

    /// Opens (creating if needed) the database at `path`; `:memory:` opens a private in-memory one.
    init(path: String) throws {
        self.path = path
        var db: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &db, flags, nil)
        guard code == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "code \(code)"
            sqlite3_close(db)
            throw ClientError.StorageFailure("Cannot open the database at \(path): \(message)")
        }
        handle = db
        if path != ":memory:" {
            try execute("PRAGMA journal_mode=WAL")
            // FULL: a commit reaches the disk before it returns. With NORMAL a commit in WAL mode
            // may roll back after power loss or an OS crash, and the server's file and the
            // outbox's flush independently: the outbox's delete of a sent message could survive
            // while the message itself did not.
            try execute("PRAGMA synchronous=FULL")
            // Another connection to the file (a second process, an sqlite3 shell, another
            // client's outbox) may hold the write lock for a moment: wait for it instead of
            // failing the write at once with SQLITE_BUSY.
            try execute("PRAGMA busy_timeout=\(Self.busyTimeoutMilliseconds)")
        }
        try execute("PRAGMA foreign_keys=OFF")
        try execute("PRAGMA temp_store=MEMORY")
    }

    deinit { close() }

    /// Closes the database; further use throws.
    func close() {
        statements.values.forEach { $0.finalize() }
        statements.removeAll()
        if let handle { sqlite3_close_v2(handle) }
        handle = nil
    }

    /// Runs SQL that returns no rows (may hold several statements).
    func execute(_ sql: String) throws {
        guard let handle else { throw ClientError.StorageFailure("The database is closed.") }
        var error: UnsafeMutablePointer<CChar>?
        if sqlite3_exec(handle, sql, nil, nil, &error) != SQLITE_OK {
            let message = error.map { String(cString: $0) } ?? "unknown error"
            sqlite3_free(error)
            throw ClientError.StorageFailure("SQL failed (\(message)): \(sql.prefix(120))")
        }
    }

    /// A prepared statement for `sql`, reset and ready to bind; cached by text.
    func statement(_ sql: String) throws -> SQLiteStatement {
        if let cached = statements[sql] {
            cached.reset()
            return cached
        }
        guard let handle else { throw ClientError.StorageFailure("The database is closed.") }
        var raw: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &raw, nil) == SQLITE_OK, let raw else {
            throw ClientError.StorageFailure("Cannot prepare SQL (\(lastErrorMessage)): \(sql.prefix(160))")
        }
        let statement = SQLiteStatement(raw, database: self)
        statements[sql] = statement
        return statement
    }

    /// Runs a statement that returns no rows; returns the number of rows changed.
    @discardableResult
    func run(_ sql: String, _ arguments: SQLiteBindable...) throws -> Int {
        try run(sql, arguments: arguments)
    }

    /// Runs a statement that returns no rows with an argument array.
    @discardableResult
    func run(_ sql: String, arguments: [SQLiteBindable]) throws -> Int {
        let statement = try self.statement(sql)
        try statement.bind(arguments)
        while try statement.step() {}
        return Int(sqlite3_changes(handle))
    }

    /// Runs a query and maps each row.
    func query<T>(_ sql: String, _ arguments: SQLiteBindable..., row: (SQLiteStatement) throws -> T) throws -> [T] {
        try query(sql, arguments: arguments, row: row)
    }

    /// Runs a query with an argument array and maps each row.
    func query<T>(_ sql: String, arguments: [SQLiteBindable], row: (SQLiteStatement) throws -> T) throws -> [T] {
        let statement = try self.statement(sql)
        try statement.bind(arguments)
        var rows: [T] = []
        while try statement.step() { rows.append(try row(statement)) }
        statement.reset()
        return rows
    }

    /// The first row of a query, mapped, or nil.
    func queryFirst<T>(_ sql: String, _ arguments: SQLiteBindable..., row: (SQLiteStatement) throws -> T) throws -> T? {
        let statement = try self.statement(sql)
        try statement.bind(arguments)
        defer { statement.reset() }
        return try statement.step() ? try row(statement) : nil
    }

    /// Runs `body` in one transaction: committed when it returns, rolled back when it throws.
    @discardableResult
    func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    var lastErrorMessage: String { handle.map { String(cString: sqlite3_errmsg($0)) } ?? "closed" }
}
