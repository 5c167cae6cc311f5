import Foundation
import StreamChat

/// Where the demo keeps its chat database, following the XDG base-directory rules:
/// `--db PATH`, else `$XDG_DATA_HOME/stream-chat-demo/chat.sqlite` (when it is an absolute
/// path), else `~/.local/share/stream-chat-demo/chat.sqlite`.
public enum DemoStorageLocation {
    /// The directory name under the data home.
    public static let directoryName = "stream-chat-demo"
    /// The database file name.
    public static let fileName = "chat.sqlite"

    /// The database file for the given `--db` value and environment. A `--db` path starting
    /// with `~/` is in `HOME`, and `~` alone is `HOME` (the shell leaves `--db=~/chat.sqlite` and
    /// a quoted `~` as typed); without an absolute `HOME` either throws
    /// ``DemoStartupError/noHomeForTilde(databasePath:)``. Another relative path is taken from
    /// `currentDirectory`.
    public static func databaseURL(override: String?, environment: [String: String],
                                   currentDirectory: String = FileManager.default.currentDirectoryPath) throws(DemoStartupError) -> URL {
        if var path = override {
            if path == "~" || path.hasPrefix("~/") {
                guard let home = environment["HOME"], home.hasPrefix("/") else { throw .noHomeForTilde(databasePath: path) }
                path = home + path.dropFirst()
            }
            if !path.hasPrefix("/") { path = currentDirectory + "/" + path }
            return URL(fileURLWithPath: path).standardizedFileURL
        }
        let dataHome: String
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            dataHome = xdg
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            dataHome = home + "/.local/share"
        } else {
            throw .noDataDirectory
        }
        return URL(fileURLWithPath: dataHome).appendingPathComponent(directoryName).appendingPathComponent(fileName)
    }

    /// The file `url` stands for: symbolic links in its directories and in its last component
    /// followed, the last one even when its target does not exist (yet), as the embedded chat
    /// server resolves it. The demo locks, opens, deletes (`--reset`) and seeds this path, so a
    /// `chat.sqlite` that is a link keeps pointing at the database and every path to one file
    /// shares its lock.
    public static func resolvingLinks(of url: URL) -> URL {
        url.resolvingFileLinks()
    }

    /// The chat client's local storage folder for a database: beside it, named after it
    /// (`chat.sqlite` → `chat.client`), so each database has its own unsent messages.
    public static func clientStorageFolderURL(forDatabase databaseURL: URL) -> URL {
        databaseURL.deletingPathExtension().appendingPathExtension("client")
    }
}
