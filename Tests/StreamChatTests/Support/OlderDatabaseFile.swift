import Foundation
@testable import StreamChat
import TemporaryFiles

/// A database file as an older build left it: only the first `migrationsApplied` schema steps
/// were run, then `rows` (SQL) were written, on a connection with `search_fold` registered when
/// `foldFunction` (as builds since schema version 10 register it). Returns the closed file's
/// URL, for a server to open and upgrade.
func olderDatabaseFile(in directory: TemporaryDirectory, migrationsApplied: Int, foldFunction: Bool = false, rows: String) throws -> URL {
    let file = directory.file("old.sqlite")
    let database = try SQLiteDatabase(path: file.path)
    try Schema.migrate(database, through: Array(Schema.migrations.prefix(migrationsApplied)))
    if foldFunction { try database.registerFoldFunction() }
    try database.execute(rows)
    database.close()
    return file
}
