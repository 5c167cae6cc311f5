#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The one demo allowed on a database at a time: an exclusive advisory lock (`flock`) on a lock
/// file beside it (`chat.sqlite` → `chat.sqlite.lock`), held until the process ends.
///
/// Two demos on one database are not supported (each client keeps its own state and caches, so
/// they show each other's changes late or not at all), so the second refuses to start while the
/// first holds the lock. The lock file is left in place (empty); removing it on exit would let a
/// third demo lock a new file while a second still waits on the old one. The kernel releases the
/// lock when the process ends, however it ends. SQLite's own locks (POSIX record locks on the
/// database file) are separate and untouched.
public final class DemoDatabaseLock {
    /// The lock file.
    public let url: URL
    /// Why the demo runs without the lock, when the file system could not lock the file for
    /// another reason than another demo holding it (`ENOLCK` on some NFS mounts, `EOPNOTSUPP` on
    /// some FUSE ones): a warning to print. Nil when the lock is held.
    public let warning: String?
    private var descriptor: Int32

    /// The lock file of the database at `databaseURL` (symbolic links resolved, a dangling last
    /// one too, see ``DemoStorageLocation/resolvingLinks(of:)``, so two paths to one file share it).
    public static func lockFileURL(forDatabase databaseURL: URL) -> URL {
        let database = DemoStorageLocation.resolvingLinks(of: databaseURL)
        return database.deletingLastPathComponent().appendingPathComponent(database.lastPathComponent + ".lock")
    }

    /// Takes the lock of the database at `databaseURL`, creating its directory and the lock file
    /// when missing; throws ``DemoStartupError/databaseInUse(path:lockFile:)`` when another
    /// process holds it. Never waits. When the file system cannot lock the file at all, the demo
    /// goes on without the lock (see ``warning``): one demo on such a file works as before, only
    /// a second is not stopped.
    /// - Parameter lock: `flock`, replaceable by tests.
    public init(database databaseURL: URL, lock: (Int32, Int32) -> Int32 = flock) throws(DemoStartupError) {
        url = Self.lockFileURL(forDatabase: databaseURL)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .unwritable(path: databaseURL.path, reason: "cannot open its lock file \(DemoText.quoted(url.path)) (\(String(cString: strerror(errno))))")
        }
        var status: Int32
        repeat { status = lock(descriptor, LOCK_EX | LOCK_NB) } while status != 0 && errno == EINTR
        guard status == 0 else {
            let reason = errno
            close(descriptor)
            descriptor = -1
            guard reason == EWOULDBLOCK else {
                warning = "cannot lock \(DemoText.quoted(url.path)) (\(String(cString: strerror(reason)))); "
                    + "running without it, so a second DemoApp on \(DemoText.quoted(databaseURL.path)) is not stopped"
                return
            }
            throw .databaseInUse(path: databaseURL.path, lockFile: url.path)
        }
        warning = nil
    }

    deinit { release() }

    /// Gives the lock up (the process's end does too).
    public func release() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }
}
