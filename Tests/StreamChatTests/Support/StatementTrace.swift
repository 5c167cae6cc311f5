import CSQLite
import Foundation
@testable import StreamChat

/// The SQL of each statement SQLite begins on `database` while `body` runs, as SQLite reports
/// it (`sqlite3_trace_v2` with `SQLITE_TRACE_STMT`; the programs of triggers are left out): a
/// deterministic measure of the work a request does, from the database itself.
///
/// `server`'s lock (recursive) is held from installing the trace to removing it, so that `body`
/// may take it again while no background job of the server runs a statement in between, and
/// the trace is never installed or removed while another thread uses the connection.
func statementsRun<T>(on server: ChatServer, during body: () throws -> T) throws -> (result: T, statements: [String]) {
    try server.lock.withLock { try statementsRun(on: try server.store.database, during: body) }
}

/// `statementsRun(on:during:)` on a database the caller alone uses meanwhile.
private func statementsRun<T>(on database: SQLiteDatabase, during body: () throws -> T) throws -> (result: T, statements: [String]) {
    guard let handle = database.handle else { throw ClientError.StorageFailure("The database is closed.") }
    let log = StatementLog()
    sqlite3_trace_v2(handle, UInt32(SQLITE_TRACE_STMT), { _, context, _, text in
        guard let context, let text else { return 0 }
        let sql = String(cString: text.assumingMemoryBound(to: CChar.self))
        // A trigger's program is reported as a comment naming it.
        if !sql.hasPrefix("--") { Unmanaged<StatementLog>.fromOpaque(context).takeUnretainedValue().statements.append(sql) }
        return 0
    }, Unmanaged.passUnretained(log).toOpaque())
    defer { sqlite3_trace_v2(handle, 0, nil, nil) }
    let result = try withExtendedLifetime(log) { try body() }
    return (result, log.statements)
}

private final class StatementLog {
    var statements: [String] = []
}
