#if canImport(Glibc)
import Glibc
#endif
import DemoSupport
import Foundation
import TemporaryFiles

/// A seeded demo database made once per test run and copied for each test (seeding 10,000
/// users takes a moment). Its folder goes when the test process exits.
enum SeededDatabase {
    private static let directory = Result { try TemporaryDirectory() }

    static let original: Result<URL, Error> = Result {
        let folder = try directory.get()
        atexit { SeededDatabase.removeDirectory() }
        let url = folder.file("seeded.sqlite")
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

    private static func removeDirectory() {
        (try? directory.get())?.remove()
    }
}
