import DemoSupport
import Foundation
import Testing

@Suite struct DemoStorageLocationTests {
    @Test func xdgDataHomeWins() throws {
        let url = try DemoStorageLocation.databaseURL(override: nil, environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/u"])
        #expect(url.path == "/data/stream-chat-demo/chat.sqlite")
    }

    @Test func homeFallbackWhenXdgMissingOrRelative() throws {
        let fallback = "/home/u/.local/share/stream-chat-demo/chat.sqlite"
        #expect(try DemoStorageLocation.databaseURL(override: nil, environment: ["HOME": "/home/u"]).path == fallback)
        #expect(try DemoStorageLocation.databaseURL(override: nil, environment: ["XDG_DATA_HOME": "rel", "HOME": "/home/u"]).path == fallback)
    }

    @Test func overrideIsUsedAndRelativePathsFollowTheCurrentDirectory() throws {
        #expect(try DemoStorageLocation.databaseURL(override: "/tmp/a.sqlite", environment: [:]).path == "/tmp/a.sqlite")
        #expect(try DemoStorageLocation.databaseURL(override: "b/c.sqlite", environment: [:], currentDirectory: "/srv/app").path
            == "/srv/app/b/c.sqlite")
    }

    @Test func theClientStorageFolderIsBesideTheDatabaseAndNamedAfterIt() {
        let folder = DemoStorageLocation.clientStorageFolderURL(forDatabase: URL(fileURLWithPath: "/data/stream-chat-demo/chat.sqlite"))
        #expect(folder.path == "/data/stream-chat-demo/chat.client")
        #expect(DemoStorageLocation.clientStorageFolderURL(forDatabase: URL(fileURLWithPath: "/srv/other.db")).path == "/srv/other.client")
    }

    @Test func noHomeAndNoOverrideIsAnError() {
        #expect(throws: DemoStartupError.noDataDirectory) { try DemoStorageLocation.databaseURL(override: nil, environment: [:]) }
    }
}
