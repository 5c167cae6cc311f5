import Foundation
import Testing
import TemporaryFiles

/// `--db` paths the demo refuses, as users type them: a clear message, a non-zero exit status,
/// and nothing created or deleted on disk (no lock file, no `./~` directory, no deleted file).
@Suite(.serialized) struct DemoDatabasePathTests {
    /// The lock file was taken before the path was refused: `--db DIR` left `DIR.lock` beside it.
    @Test func aDirectoryLeavesNoLockFile() async throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let notes = home.file("notes")
        try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
        for arguments in [["--db", notes.path], ["--db", notes.path + "/", "--reset"], ["--db", "~", "--reset"]] {
            let result = try await DemoProcess.run(arguments + ["--snapshot"], home: home.url, currentDirectory: home.url)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.standardError.contains("it is a directory, not a file"), "\(arguments): \(result.standardError)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.url.path).sorted() == ["notes"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: notes.path).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: home.url.path + ".lock"), "`--db ~` locks nothing beside the home directory")
    }

    /// `--reset` deleted whatever file `--db` named and seeded a database in its place.
    @Test func resetRefusesToDeleteAFileThatIsNotAnSQLiteDatabase() async throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let notes = home.file("notes.txt")
        let text = Data("my notes, not a database\n".utf8)
        try text.write(to: notes)
        let result = try await DemoProcess.run(["--db", notes.path, "--reset", "--snapshot"], home: home.url)
        #expect(result.status == 1)
        #expect(result.standardError.contains("--reset refused to delete \"\(notes.path)\": it is not an SQLite database"), "\(result.standardError)")
        #expect(result.standardError.contains("Nothing was deleted"))
        #expect(try Data(contentsOf: notes) == text)
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.url.path) == ["notes.txt"])
    }

    /// Without HOME, `--db ~/chat.sqlite` made a directory named "~" in the current directory
    /// and seeded a database in it.
    @Test func aTildeWithoutHomeIsRefused() async throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let result = try await DemoProcess.run(["--db", "~/chat.sqlite", "--snapshot"], home: home.url, unsetHome: true, currentDirectory: home.url)
        #expect(result.status == 1)
        #expect(result.standardError.contains("starts with \"~\" but HOME is not set"), "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.url.path).isEmpty)
    }
}
