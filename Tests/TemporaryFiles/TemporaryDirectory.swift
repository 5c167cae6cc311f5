import Foundation

/// A fresh directory under the system's temporary directory, for tests that write files (an
/// SQLite file a server or store opens, closes and opens again; images; text to import).
/// Removed with everything in it when the value goes, or earlier by ``remove()``.
public final class TemporaryDirectory: Sendable {
    /// The directory.
    public let url: URL

    /// Creates the directory.
    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { remove() }

    /// `name` (a path relative to the directory) in the directory.
    public func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// The chat database file tests open a server or a store on: `chat.sqlite` in the
    /// directory, created by the first open.
    public var chatFile: URL { file("chat.sqlite") }

    /// Removes the directory and everything in it, also after a test made it read-only.
    public func remove() {
        _ = try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        try? FileManager.default.removeItem(at: url)
    }
}
