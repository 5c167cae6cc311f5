import DemoSupport
import Foundation

/// A seeded demo database made once per test run and copied for each test (seeding 10,000
/// users takes a moment).
enum SeededDatabase {
    static let original: Result<URL, Error> = Result {
        let directory = try TemporaryDirectory()
        let url = directory.file("seeded.sqlite")
        let opened = try DemoDatabase.open(at: url, reset: false, userId: DemoCast.defaultUserId)
        opened.server.close()
        return url
    }

    /// A fresh copy named `chat.sqlite` in `directory`.
    static func copy(into directory: TemporaryDirectory) throws -> URL {
        let url = directory.file("chat.sqlite")
        try FileManager.default.copyItem(at: try original.get(), to: url)
        return url
    }
}
