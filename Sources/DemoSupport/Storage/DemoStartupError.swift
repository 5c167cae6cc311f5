/// Why the demo cannot start. Each case has a message for the user and an exit status; none of
/// them changes the database file.
public enum DemoStartupError: Error, Equatable, Sendable {
    /// Neither `HOME` nor `XDG_DATA_HOME` is an absolute path, and no `--db` was given.
    case noDataDirectory
    /// The database (or its directory) cannot be created or written.
    case unwritable(path: String, reason: String)
    /// The file exists but is not a chat database this demo can use.
    case notAChatDatabase(path: String, reason: String)
    /// The file is not empty and not an SQLite database (no "SQLite format 3" header): refused,
    /// and with `reset` not deleted either.
    case notAnSQLiteFile(path: String, reset: Bool)
    /// `--db` starts with `~` but `HOME` is not an absolute path to put in its place.
    case noHomeForTilde(databasePath: String)
    /// `--user` names nobody in the database.
    case unknownUser(String, validIds: [String])
    /// `--open` names no channel the user belongs to.
    case unknownChannel(String, validIds: [String])
    /// The interactive app needs a terminal on stdin and stdout.
    case notATerminal
    /// Another demo has the database open: it holds `lockFile` (see ``DemoDatabaseLock``).
    case databaseInUse(path: String, lockFile: String)

    /// What to tell the user.
    public var message: String {
        switch self {
        case .noDataDirectory:
            "cannot find a data directory: set HOME or XDG_DATA_HOME, or pass --db PATH"
        case let .unwritable(path, reason):
            "cannot write the chat database at \(DemoText.quoted(path)): \(reason)\n(pass --db PATH to use another file)"
        case let .notAChatDatabase(path, reason):
            "\(DemoText.quoted(path)) is not a usable chat database: \(reason)\n"
                + "The file was left untouched. Move it away, pass --db PATH, or start over with --reset (deletes it)."
        case let .notAnSQLiteFile(path, reset) where reset:
            "--reset refused to delete \(DemoText.quoted(path)): it is not an SQLite database (it does not begin with \"SQLite format 3\"), "
                + "so it is no chat database of this demo.\nNothing was deleted. Move the file away, or pass --db PATH to use another file."
        case let .notAnSQLiteFile(path, _):
            "\(DemoText.quoted(path)) is not a usable chat database: it is not an SQLite database (it does not begin with \"SQLite format 3\").\n"
                + "The file was left untouched. Move it away, or pass --db PATH to use another file."
        case let .noHomeForTilde(databasePath):
            "--db \(DemoText.quoted(databasePath)) starts with \"~\" but HOME is not set to an absolute path: "
                + "set HOME, or give the database's path without \"~\""
        case let .unknownUser(id, validIds):
            "unknown user \(DemoText.quoted(id)); valid ids include: \(validIds.joined(separator: ", "))"
        case let .unknownChannel(id, validIds):
            "unknown channel \(DemoText.quoted(id)); your channels: \(validIds.joined(separator: ", "))"
        case .notATerminal:
            "stdin and stdout must be a terminal for the interactive demo (use --snapshot for a text frame)"
        case let .databaseInUse(path, lockFile):
            "the chat database \(DemoText.quoted(path)) is in use by another DemoApp (it holds the lock on \(DemoText.quoted(lockFile)))\n"
                + "Two demos on one database are not supported. Quit the other one, or pass --db PATH to use another file."
        }
    }

    /// The process exit status: 2 for bad arguments, 1 for everything else.
    public var exitStatus: Int32 {
        switch self {
        case .unknownUser, .unknownChannel: 2
        default: 1
        }
    }
}
