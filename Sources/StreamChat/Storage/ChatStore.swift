import Foundation

/// The chat server's persistent state in one SQLite database.
///
/// Each method is one statement or one small group of statements; the server wraps
/// multi-step changes in `transaction`. Not thread-safe: the server's lock serializes use.
final class ChatStore {
    let database: SQLiteDatabase
    /// How message text is searched.
    let textIndex: MessageTextIndex

    /// Opens the store at `path` (`:memory:` for an in-memory database), migrates it and
    /// prepares message search (`textIndex`: the kind the linked SQLite supports unless given).
    init(path: String, textIndex: MessageTextIndex = .available) throws {
        database = try SQLiteDatabase(path: path)
        self.textIndex = textIndex
        try Schema.migrate(database)
        try textIndex.install(on: database)
    }

    func close() { database.close() }

    @discardableResult
    func transaction<T>(_ body: () throws -> T) throws -> T { try database.transaction(body) }

    /// `(?, ?, ...)` with `count` placeholders.
    static func placeholders(_ count: Int) -> String {
        "(" + Array(repeating: "?", count: max(count, 1)).joined(separator: ",") + ")"
    }
}

// MARK: - Channel types

extension ChatStore {
    /// The commands enabled for a channel type; nil when the type has no stored config.
    func commands(forChannelType type: String) throws -> [String]? {
        try database.queryFirst("SELECT commands FROM channel_types WHERE name = ?", type) { row in
            row.string(0).split(separator: ",").map(String.init)
        }
    }

    func setCommands(_ commands: [String], forChannelType type: String) throws {
        try database.run("INSERT INTO channel_types (name, commands) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET commands = excluded.commands",
                         type, commands.joined(separator: ","))
    }

    /// The blocklist of a channel type; nil when it has none. An unknown stored behavior reads
    /// as `.bounce`, the stricter one.
    func blocklist(forChannelType type: String) throws -> Blocklist? {
        try database.queryFirst("SELECT behavior, words FROM blocklists WHERE channel_type = ?", type) { row in
            Blocklist(words: row.string(1).split(separator: "\n").map(String.init),
                      behavior: BlocklistBehavior(rawValue: row.string(0)) ?? .bounce)
        }
    }

    /// Replaces the blocklist of a channel type; nil (or no words) removes it.
    func setBlocklist(_ blocklist: Blocklist?, forChannelType type: String) throws {
        guard let blocklist, !blocklist.words.isEmpty else {
            try database.run("DELETE FROM blocklists WHERE channel_type = ?", type)
            return
        }
        try database.run("""
            INSERT INTO blocklists (channel_type, behavior, words) VALUES (?, ?, ?)
            ON CONFLICT(channel_type) DO UPDATE SET behavior = excluded.behavior, words = excluded.words
            """, type, blocklist.behavior.rawValue, blocklist.words.joined(separator: "\n"))
    }
}
