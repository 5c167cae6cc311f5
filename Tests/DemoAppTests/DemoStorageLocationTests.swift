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

    /// `--db=~/chat.sqlite` or `--db "~/chat.sqlite"` reach the demo unexpanded (the shell
    /// expands `~` only at the start of an unquoted word): the path is in the home directory.
    /// It made a directory named "~" in the current one and seeded the database there.
    @Test func aLeadingTildeIsTheHomeDirectory() throws {
        let home = ["HOME": "/home/u"]
        #expect(try DemoStorageLocation.databaseURL(override: "~/chat.sqlite", environment: home, currentDirectory: "/srv/app").path
            == "/home/u/chat.sqlite")
        // Only `~/`: another user's `~name` is not looked up, and a `~` inside a name is a name.
        #expect(try DemoStorageLocation.databaseURL(override: "~bob/x.sqlite", environment: home, currentDirectory: "/srv/app").path
            == "/srv/app/~bob/x.sqlite")
        #expect(try DemoStorageLocation.databaseURL(override: "a~/x.sqlite", environment: home, currentDirectory: "/srv/app").path
            == "/srv/app/a~/x.sqlite")
    }

    /// `--db ~` was a file named "~" in the current directory; it is the home directory (which
    /// the demo then refuses as a directory).
    @Test func aBareTildeIsTheHomeDirectory() throws {
        #expect(try DemoStorageLocation.databaseURL(override: "~", environment: ["HOME": "/home/u"], currentDirectory: "/srv/app").path
            == "/home/u")
    }

    /// Without an absolute HOME, `~/chat.sqlite` was taken relative to the current directory,
    /// making a directory named "~" there.
    @Test func aTildeWithoutHomeIsAnError() {
        for environment in [[:], ["HOME": "relative"]] {
            for path in ["~", "~/chat.sqlite"] {
                #expect(throws: DemoStartupError.noHomeForTilde(databasePath: path)) {
                    try DemoStorageLocation.databaseURL(override: path, environment: environment, currentDirectory: "/srv/app")
                }
            }
        }
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
