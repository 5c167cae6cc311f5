import Foundation

extension DemoDatabase {
    /// The first 16 bytes of every SQLite database file.
    static let sqliteHeader = Data("SQLite format 3\0".utf8)

    /// Refuses a database path the demo must not open, seed over or delete (`reset`), before
    /// anything is created or deleted on disk: a directory, something that is not a regular file,
    /// a file it cannot read, and a non-empty file that is not an SQLite database (checked by its
    /// header, "SQLite format 3" and a zero byte). A missing or empty file, or an SQLite file, passes.
    /// The demo calls it before taking the database's lock (so a refused path leaves no lock file
    /// beside it) and ``open(at:reset:userId:openChannel:seeder:)`` again under the lock.
    public static func refuseUnusable(at url: URL, reset: Bool) throws(DemoStartupError) {
        let path = url.path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return }
        switch attributes[.type] as? FileAttributeType {
        case .typeDirectory?:
            throw .unwritable(path: path, reason: "it is a directory, not a file")
        case .typeRegular?:
            break
        default:
            throw .unwritable(path: path, reason: "it is not a regular file")
        }
        guard (attributes[.size] as? Int ?? 0) > 0 else { return }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .unwritable(path: path, reason: "the file is not readable")
        }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: sqliteHeader.count)) ?? Data()
        guard header == sqliteHeader else { throw .notAnSQLiteFile(path: path, reset: reset) }
    }
}
