import Foundation

extension URL {
    /// The file this URL stands for: `.` and `..` removed, symbolic links in its directories and
    /// in its last component followed, the last one even when its target does not exist (yet),
    /// which `resolvingSymlinksInPath()` leaves unresolved. SQLite opens (and creates) a link's
    /// target, so the embedded servers are keyed by this path and the demo locks, opens and
    /// deletes it: every path to one database file comes to the same one.
    package func resolvingFileLinks() -> URL {
        var current = standardizedFileURL
        for _ in 0..<40 { // as the kernel's limit on links followed in one lookup
            let directory = current.deletingLastPathComponent().resolvingSymlinksInPath()
            current = directory.appendingPathComponent(current.lastPathComponent)
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path) else { return current }
            current = (target.hasPrefix("/") ? URL(fileURLWithPath: target) : directory.appendingPathComponent(target)).standardizedFileURL
        }
        return current
    }
}
