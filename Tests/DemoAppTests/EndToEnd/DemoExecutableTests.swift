import Foundation
import Testing
import TemporaryFiles
import ScreenLines

/// The built `DemoApp` as users run it: flags, bad input and `--snapshot` frames.
@Suite(.serialized) struct DemoExecutableTests {
    @Test func helpPrintsUsage() async throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let result = try await DemoProcess.run(["--help"], home: home.url)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("usage: DemoApp"))
        #expect(result.standardOutput.contains("--snapshot"))
    }

    @Test func unknownFlagPrintsUsageAndExitsTwo() async throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let result = try await DemoProcess.run(["--frobnicate"], home: home.url)
        #expect(result.status == 2)
        #expect(result.standardError.contains("unknown argument \"--frobnicate\""))
        #expect(result.standardError.contains("usage: DemoApp"))
    }

    @Test func stdinNotATerminalIsAClearError() async throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let result = try await DemoProcess.run([], home: home.url)
        #expect(result.status == 1)
        #expect(result.standardError.contains("must be a terminal"))
        #expect(!FileManager.default.fileExists(atPath: home.file("data/stream-chat-demo/chat.sqlite").path))
    }

    @Test func unknownUserListsValidIdsAndExitsTwo() async throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let database = try SeededDatabase.copy(into: home)
        let result = try await DemoProcess.run(["--db", database.path, "--user", "nobody", "--snapshot"], home: home.url)
        #expect(result.status == 2)
        #expect(result.standardError.contains("unknown user \"nobody\""))
        #expect(result.standardError.contains("alex"))
    }

    @Test func unknownChannelExitsTwo() async throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let database = try SeededDatabase.copy(into: home)
        let result = try await DemoProcess.run(["--db", database.path, "--open", "no-such-channel", "--snapshot"], home: home.url)
        #expect(result.status == 2)
        #expect(result.standardError.contains("your channels:"))
        #expect(result.standardError.contains("town-hall"))
    }

    @Test func corruptDatabaseIsRefusedUntouched() async throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let database = home.file("chat.sqlite")
        let bytes = Data((0..<4_096).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try bytes.write(to: database)
        let result = try await DemoProcess.run(["--db", database.path, "--snapshot"], home: home.url)
        #expect(result.status == 1)
        #expect(result.standardError.contains("not a usable chat database"))
        #expect(try Data(contentsOf: database) == bytes)
    }

    @Test func firstRunSeedsTheDataDirectoryAndSnapshotsTheChannelList() async throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let result = try await DemoProcess.run(["--snapshot", "--size", "100x30"], home: home.url)
        #expect(result.status == 0)
        #expect(FileManager.default.fileExists(atPath: home.file("data/stream-chat-demo/chat.sqlite").path))
        #expect(result.standardError.contains("seeded 10000 users"))
        let frame = result.standardOutput
        #expect(frame.screenLines.count >= 30)
        for name in ["Stream Chat Demo", "Team", "Town Hall", "Random", "山田 由紀", "Noah 🚀 Becker"] {
            #expect(frame.contains(name), "missing \(name) in\n\(frame)")
        }
    }

    @Test func openShowsTheWhatsAppStyleHeader() async throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let database = try SeededDatabase.copy(into: home)
        let result = try await DemoProcess.run(["--db", database.path, "--open", "town-hall", "--snapshot", "--size", "100x30"], home: home.url)
        #expect(result.status == 0)
        let lines = result.standardOutput.screenLines
        let header = lines.prefix(while: { !$0.hasPrefix("───") })
        #expect(header.contains { $0.contains("Town Hall") })
        #expect(header.contains { $0.contains("▶") && $0.contains("✆") }, "video and phone buttons in\n\(header.joined(separator: "\n"))")
        // The subtitle (recently active members of 10,000) stays on one line.
        #expect(header.count <= 4, "header too tall:\n\(header.joined(separator: "\n"))")
    }
}
