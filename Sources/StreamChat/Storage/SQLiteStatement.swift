import CSQLite
import Foundation

/// SQLite's "copy the bytes now" destructor marker.
let transientDestructor = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// A prepared statement of a `SQLiteDatabase`.
final class SQLiteStatement {
    private var raw: OpaquePointer?
    private unowned let database: SQLiteDatabase

    init(_ raw: OpaquePointer, database: SQLiteDatabase) {
        self.raw = raw
        self.database = database
    }

    func finalize() {
        sqlite3_finalize(raw)
        raw = nil
    }

    func reset() {
        sqlite3_reset(raw)
        sqlite3_clear_bindings(raw)
    }

    /// Binds parameters 1...n.
    func bind(_ arguments: [SQLiteBindable]) throws {
        for (offset, argument) in arguments.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch argument.sqliteValue {
            case var .text(text):
                code = text.withUTF8 { sqlite3_bind_text(raw, index, $0.baseAddress, Int32($0.count), transientDestructor) }
            case let .integer(value): code = sqlite3_bind_int64(raw, index, value)
            case let .real(value): code = sqlite3_bind_double(raw, index, value)
            case .null: code = sqlite3_bind_null(raw, index)
            }
            guard code == SQLITE_OK else {
                throw ClientError.StorageFailure("Cannot bind parameter \(index): \(database.lastErrorMessage)")
            }
        }
    }

    /// Advances; true when a row is available, false when done.
    func step() throws -> Bool {
        switch sqlite3_step(raw) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let message = database.lastErrorMessage
            sqlite3_reset(raw)
            throw ClientError.StorageFailure("SQL step failed: \(message)")
        }
    }

    func isNull(_ column: Int32) -> Bool { sqlite3_column_type(raw, column) == SQLITE_NULL }

    func string(_ column: Int32) -> String {
        guard let bytes = sqlite3_column_text(raw, column) else { return "" }
        let count = Int(sqlite3_column_bytes(raw, column))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    func optionalString(_ column: Int32) -> String? { isNull(column) ? nil : string(column) }
    func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(raw, column)) }
    func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(raw, column) }
    func double(_ column: Int32) -> Double { sqlite3_column_double(raw, column) }
    func bool(_ column: Int32) -> Bool { sqlite3_column_int64(raw, column) != 0 }
    func date(_ column: Int32) -> Date { Date(timeIntervalSince1970: double(column)) }
    func optionalDate(_ column: Int32) -> Date? { isNull(column) ? nil : date(column) }
}
