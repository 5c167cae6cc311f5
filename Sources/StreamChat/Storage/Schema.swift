import Foundation

/// The database schema as an ordered list of migrations; `PRAGMA user_version` records how
/// many have run. A database from a newer build (higher version) is refused, never altered.
enum Schema {
    /// Migration `i` moves the schema from version `i` to `i + 1`.
    static let migrations: [String] = [
        // 1: users, channels, members, messages, reactions, reads, moderation, channel types.
        """
        CREATE TABLE users (
            id TEXT PRIMARY KEY, name TEXT, image_url TEXT, role TEXT NOT NULL DEFAULT 'user',
            created_at REAL NOT NULL, updated_at REAL NOT NULL, last_active_at REAL,
            is_banned INTEGER NOT NULL DEFAULT 0, extra TEXT
        );
        CREATE TABLE channel_types (name TEXT PRIMARY KEY, commands TEXT NOT NULL);
        CREATE TABLE channels (
            cid TEXT PRIMARY KEY, type TEXT NOT NULL, name TEXT, image_url TEXT, created_by TEXT,
            created_at REAL NOT NULL, updated_at REAL NOT NULL, last_message_at REAL,
            is_dm INTEGER NOT NULL DEFAULT 0, member_count INTEGER NOT NULL DEFAULT 0, extra TEXT
        );
        CREATE TABLE members (
            cid TEXT NOT NULL, user_id TEXT NOT NULL, role TEXT NOT NULL, created_at REAL NOT NULL,
            is_banned INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (cid, user_id)
        ) WITHOUT ROWID;
        CREATE INDEX members_by_user ON members (user_id);
        CREATE TABLE messages (
            seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, cid TEXT NOT NULL, user_id TEXT NOT NULL,
            text TEXT NOT NULL, type TEXT NOT NULL, command TEXT, args TEXT,
            created_at REAL NOT NULL, updated_at REAL NOT NULL, deleted_at REAL,
            quoted_id TEXT, parent_id TEXT, mentioned TEXT, attachments TEXT, is_silent INTEGER NOT NULL DEFAULT 0,
            pinned INTEGER NOT NULL DEFAULT 0, extra TEXT
        );
        CREATE INDEX messages_by_channel ON messages (cid, created_at, seq);
        CREATE TABLE reactions (
            message_id TEXT NOT NULL, user_id TEXT NOT NULL, type TEXT NOT NULL, score INTEGER NOT NULL,
            created_at REAL NOT NULL, updated_at REAL NOT NULL, PRIMARY KEY (message_id, user_id, type)
        ) WITHOUT ROWID;
        CREATE TABLE reads (
            cid TEXT NOT NULL, user_id TEXT NOT NULL, last_read_at REAL NOT NULL, last_read_message_id TEXT,
            PRIMARY KEY (cid, user_id)
        ) WITHOUT ROWID;
        CREATE TABLE mutes (
            user_id TEXT NOT NULL, target_id TEXT NOT NULL, created_at REAL NOT NULL, PRIMARY KEY (user_id, target_id)
        ) WITHOUT ROWID;
        CREATE TABLE bans (
            scope TEXT NOT NULL, user_id TEXT NOT NULL, banned_by TEXT NOT NULL, reason TEXT, created_at REAL NOT NULL,
            PRIMARY KEY (scope, user_id)
        ) WITHOUT ROWID;
        CREATE TABLE flags (
            user_id TEXT NOT NULL, target_user_id TEXT, target_message_id TEXT, reason TEXT, created_at REAL NOT NULL
        );
        CREATE UNIQUE INDEX flags_unique ON flags (user_id, ifnull(target_user_id, ''), ifnull(target_message_id, ''));
        """,
        // 2: last-activity ordering for members and user lists.
        """
        CREATE INDEX users_by_activity ON users (last_active_at);
        """,
        // 3: a channel's last message time is read from its messages (an index seek), so a
        // send writes one row instead of two.
        """
        ALTER TABLE channels DROP COLUMN last_message_at;
        """,
        // 4: a blocklist per channel type (words joined by newlines) and what it does.
        """
        CREATE TABLE blocklists (channel_type TEXT PRIMARY KEY, behavior TEXT NOT NULL, words TEXT NOT NULL);
        """,
        // 5: messages moderation bounced, so that their authors may send them anyway after a restart.
        """
        CREATE TABLE bounced_messages (
            id TEXT PRIMARY KEY, user_id TEXT NOT NULL, cid TEXT NOT NULL, text TEXT NOT NULL, matched TEXT NOT NULL
        ) WITHOUT ROWID;
        """,
        // 6: bans with a timeout lift themselves: when each ban ends (NULL = permanent, as every
        // ban recorded before this version is).
        """
        ALTER TABLE bans ADD COLUMN expires_at REAL;
        ALTER TABLE users ADD COLUMN ban_expires_at REAL;
        ALTER TABLE members ADD COLUMN ban_expires_at REAL;
        """,
        // 7: when a message's text was edited, apart from `updated_at`, which pinning moves too.
        // Older files recorded no difference: a regular message that changed after it was sent
        // and is not pinned now counts as edited, as earlier builds showed it.
        """
        ALTER TABLE messages ADD COLUMN text_updated_at REAL;
        UPDATE messages SET text_updated_at = updated_at
            WHERE updated_at > created_at AND type = 'regular' AND deleted_at IS NULL AND pinned = 0;
        """,
        // 8: who flagged a message is read on every update of it (edit, reaction, pin): by index,
        // not by a scan of every flag.
        """
        CREATE INDEX flags_by_message ON flags (target_message_id) WHERE target_message_id IS NOT NULL;
        """,
        // 9: drafts, one per user and channel (the primary key is the index by user and channel).
        """
        CREATE TABLE drafts (
            user_id TEXT NOT NULL, cid TEXT NOT NULL, id TEXT NOT NULL, text TEXT NOT NULL, command TEXT, args TEXT,
            quoted_id TEXT, mentioned TEXT, attachments TEXT, is_silent INTEGER NOT NULL DEFAULT 0, extra TEXT,
            created_at REAL NOT NULL, PRIMARY KEY (user_id, cid)
        ) WITHOUT ROWID;
        """,
        // 10: message search folds as every search does ("odegard" finds "Ødegård"): the FTS5
        // index of the unfolded text loses its triggers, so that opening the store
        // (`MessageTextIndex`) builds the index of the folded text from the stored messages.
        // The new triggers call `search_fold`, which earlier FTS5 builds did not register: they
        // refuse this version instead of failing every message written.
        """
        DROP TRIGGER IF EXISTS message_fts_insert;
        DROP TRIGGER IF EXISTS message_fts_delete;
        DROP TRIGGER IF EXISTS message_fts_update;
        """,
        // 11: the message text index stores the folded text it indexed, so that a delete or
        // an edit never folds the old text again (version 10's contentless index needed it to
        // fold exactly as when it was indexed), and records what it was built with. This
        // table is empty until the next open (`MessageTextIndex`) builds the index anew from
        // the stored messages and records its fingerprint there; messages are not touched.
        """
        CREATE TABLE message_fts_built (fingerprint TEXT NOT NULL);
        """,
    ]

    /// The version this build writes.
    static var currentVersion: Int { migrations.count }

    /// Brings `database` to `currentVersion`, each migration in its own transaction.
    static func migrate(_ database: SQLiteDatabase) throws {
        try migrate(database, through: migrations)
    }

    /// Brings `database` to the version `migrations.count` (migration `i` moves version `i` to
    /// `i + 1`), each migration in its own transaction. A newer database is refused, never altered.
    static func migrate(_ database: SQLiteDatabase, through migrations: [String]) throws {
        let currentVersion = migrations.count
        let version = try database.queryFirst("PRAGMA user_version") { $0.int(0) } ?? 0
        guard version <= currentVersion else {
            throw ClientError.StorageFailure("The database has schema version \(version); this build supports up to \(currentVersion).")
        }
        for index in version..<currentVersion {
            try database.transaction {
                try database.execute(migrations[index])
                try database.execute("PRAGMA user_version = \(index + 1)")
            }
        }
    }
}
