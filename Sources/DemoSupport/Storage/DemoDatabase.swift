import Foundation
import StreamChat

/// Opens the demo's chat database, creating and seeding it on first run.
///
/// A first run seeds into a temporary file beside the database and renames it into place only
/// when seeding succeeded, so an interrupted first run never leaves a half-seeded database;
/// a `-wal` or `-shm` file left by a database deleted by hand is deleted first. An existing
/// file is checked read-only first; a file that is not a chat database is refused and left
/// untouched.
public enum DemoDatabase {
    /// An open database.
    public struct Opened {
        public let server: ChatServer
        public let url: URL
        /// What seeding created, when this run seeded the database.
        public let seedSummary: DemoSeeder.Summary?
        /// The channel to start in (`--open`), checked to be one of the user's.
        public let openChannel: ChannelId?
    }

    /// Opens the database at `url`; `reset` deletes it first. A directory, or a non-empty file
    /// that is not an SQLite database, at `url` is refused (and never deleted, see
    /// ``refuseUnusable(at:reset:)``). Checks that `userId` exists and,
    /// when `openChannel` is given (as typed for `--open`), that it names one of their channels.
    public static func open(at url: URL, reset: Bool, userId: UserId, openChannel: String? = nil,
                            seeder: DemoSeeder = DemoSeeder()) throws(DemoStartupError) -> Opened {
        let fileManager = FileManager.default
        let path = url.path
        let directory = url.deletingLastPathComponent().path
        // Before `--reset`: removing a directory would delete everything in it, and a file that is
        // not an SQLite database is not one the demo made.
        try refuseUnusable(at: url, reset: reset)
        if reset { try removeDatabase(at: url) }
        do {
            try fileManager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path: path, reason: "cannot create the directory (\(error.localizedDescription))")
        }
        guard fileManager.isWritableFile(atPath: directory) else {
            throw .unwritable(path: path, reason: "its directory is not writable")
        }
        var summary: DemoSeeder.Summary?
        if fileSize(path) ?? 0 == 0 {
            summary = try seedFresh(at: url, seeder: seeder)
        } else {
            guard fileManager.isReadableFile(atPath: path), fileManager.isWritableFile(atPath: path) else {
                throw .unwritable(path: path, reason: "the file is not readable and writable")
            }
        }
        let inspector = try DemoDatabaseInspector(path: path)
        guard inspector.hasUser(userId) else {
            throw .unknownUser(userId, validIds: inspector.sampleUserIds(limit: 6))
        }
        var channel: ChannelId?
        if let openChannel {
            let channels = inspector.channelIds(of: userId)
            guard let cid = DemoChannels.resolve(openChannel), channels.contains(cid.rawValue) else {
                throw .unknownChannel(openChannel, validIds: channels.map { $0.hasPrefix("messaging:") ? String($0.dropFirst(10)) : $0 })
            }
            channel = cid
        }
        do {
            return Opened(server: try ChatServer(fileURL: url), url: url, seedSummary: summary, openChannel: channel)
        } catch {
            throw .notAChatDatabase(path: path, reason: "\(error)")
        }
    }

    /// The database file and its WAL companions.
    static func files(of url: URL) -> [String] {
        [url.path, url.path + "-wal", url.path + "-shm"]
    }

    /// Deletes the database, its WAL companions and the client's local storage beside it (whose
    /// unsent messages belong to the old conversation).
    private static func removeDatabase(at url: URL) throws(DemoStartupError) {
        let clientStorage = DemoStorageLocation.clientStorageFolderURL(forDatabase: url).path
        try remove(files(of: url) + [clientStorage], for: "--reset")
    }

    /// Deletes those of `paths` that exist; `purpose` says why in the error.
    private static func remove(_ paths: [String], for purpose: String) throws(DemoStartupError) {
        for file in paths where FileManager.default.fileExists(atPath: file) {
            do { try FileManager.default.removeItem(atPath: file) } catch {
                throw .unwritable(path: file, reason: "cannot delete it for \(purpose) (\(error.localizedDescription))")
            }
        }
    }

    private static func seedFresh(at url: URL, seeder: DemoSeeder) throws(DemoStartupError) -> DemoSeeder.Summary {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).seeding-\(getpid())")
        for file in files(of: temporary) { try? FileManager.default.removeItem(atPath: file) }
        defer { for file in files(of: temporary) { try? FileManager.default.removeItem(atPath: file) } }
        let summary: DemoSeeder.Summary
        do {
            let server = try ChatServer(fileURL: temporary)
            summary = try seeder.seed(server)
            server.close()
        } catch {
            throw .unwritable(path: url.path, reason: "seeding failed (\(error))")
        }
        // A database deleted by hand after a crash can leave its -wal and -shm behind; SQLite
        // would replay that WAL into the fresh file.
        try remove(Array(files(of: url).dropFirst()), for: "the fresh database (they are an old one's)")
        guard rename(temporary.path, url.path) == 0 else {
            throw .unwritable(path: url.path, reason: String(cString: strerror(errno)))
        }
        return summary
    }

    private static func fileSize(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int
    }
}
