#if canImport(Glibc)
import Glibc
#endif
import DemoSupport
import Foundation
import Testing
import TemporaryFiles

/// One demo per database: the lock file beside it is taken once; a second taker is refused with
/// an error naming the database and the lock file, until the first lets go.
@Suite struct DemoDatabaseLockTests {
    @Test func aSecondLockOnTheSameDatabaseIsRefusedUntilTheFirstIsReleased() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = directory.file("data/chat.sqlite")
        let first = try DemoDatabaseLock(database: database)
        #expect(first.url.lastPathComponent == "chat.sqlite.lock")
        #expect(FileManager.default.fileExists(atPath: first.url.path))
        #expect(throws: DemoStartupError.databaseInUse(path: database.path, lockFile: first.url.path)) {
            try DemoDatabaseLock(database: database)
        }
        first.release()
        let second = try DemoDatabaseLock(database: database)
        #expect(second.url == first.url)
    }

    @Test func aPathThroughASymbolicLinkSharesTheLock() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = directory.file("chat.sqlite")
        try Data().write(to: database)
        let link = directory.file("link.sqlite")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: database)
        let first = try DemoDatabaseLock(database: database)
        #expect(throws: DemoStartupError.databaseInUse(path: link.path, lockFile: first.url.path)) { try DemoDatabaseLock(database: link) }
        first.release()
    }

    @Test func aFileSystemThatCannotLockLetsTheDemoRunWithAWarning() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = directory.file("chat.sqlite")
        for failure in [ENOLCK, EOPNOTSUPP] {
            let lock = try DemoDatabaseLock(database: database, lock: { _, _ in
                errno = failure
                return -1
            })
            let warning = try #require(lock.warning)
            #expect(warning.contains("\"\(lock.url.path)\""))
            #expect(warning.contains(String(cString: strerror(failure))))
            #expect(warning.contains("running without it"))
        }
        #expect(try DemoDatabaseLock(database: database).warning == nil)
    }

    @Test func theRefusalNamesTheDatabaseAndTheLockFile() {
        let error = DemoStartupError.databaseInUse(path: "/data/chat.sqlite", lockFile: "/data/chat.sqlite.lock")
        #expect(error.message.contains("\"/data/chat.sqlite\" is in use by another DemoApp"))
        #expect(error.message.contains("\"/data/chat.sqlite.lock\""))
        #expect(error.exitStatus == 1)
    }
}
