import Foundation
import Testing
@testable import StreamChat
import TemporaryFiles

/// The FTS5 index stores the folded text it indexed, so an edit or a delete never folds the
/// old text again: a folding that changed (another OS, Unicode tables, machine) leaves no stale
/// words, and the next open with another folding fingerprint builds the index again. Bad text
/// (broken UTF-8, NUL, control characters, empty, huge) is indexed, edited and deleted alike.
extension MessageTextIndexTests {
    /// Whether the index holds exactly the folded text of each stored message: FTS5's own
    /// integrity check (its words against its stored text) and a row by row comparison.
    func indexMatchesStoredTexts(_ store: ChatStore) throws -> Bool {
        try store.database.execute("INSERT INTO message_fts (message_fts) VALUES ('integrity-check')")
        let indexed = try store.database.queryFirst("SELECT count(*) FROM message_fts") { $0.int(0) }
        let messages = try store.database.queryFirst("SELECT count(*) FROM messages") { $0.int(0) }
        let differing = try store.database.queryFirst("""
            SELECT count(*) FROM messages LEFT JOIN message_fts ON message_fts.rowid = messages.seq
            WHERE message_fts.text IS NOT search_fold(messages.text)
            """) { $0.int(0) }
        return indexed == messages && differing == 0
    }

    /// The words the message index holds (FTS5's own vocabulary of `message_fts`).
    func storedWords(_ store: ChatStore) throws -> Set<String> {
        try store.database.execute("CREATE VIRTUAL TABLE IF NOT EXISTS temp.stored_words USING fts5vocab(main, 'message_fts', 'row')")
        return Set(try store.database.query("SELECT term FROM temp.stored_words") { $0.string(0) })
    }

    /// What a folding that changed since a message was indexed looks like: the index holds
    /// words the current folding would not give for the message's text.
    private func indexAsAnotherFoldingDid(_ store: ChatStore, id: MessageId, folded: String) throws {
        try store.database.run("UPDATE message_fts SET text = ? WHERE rowid = (SELECT seq FROM messages WHERE id = ?)", folded, id)
    }

    @Test(.requiresFullText)
    func anEditOrDeleteAfterTheFoldingChangedLeavesNoStaleWords() throws {
        let directory = try TemporaryDirectory()
        let store = try open(directory.chatFile, .fullText)
        try insert(store, "e", "Ødegård scores", at: 1)
        try insert(store, "d", "Łódź tonight", at: 2)
        try insert(store, "k", "kept", at: 3)
        try indexAsAnotherFoldingDid(store, id: "e", folded: "ødegård scores")
        try indexAsAnotherFoldingDid(store, id: "d", folded: "łódź tonight")
        #expect(try storedWords(store).isSuperset(of: ["ødegard", "łodz"]), "the tokenizer removes marks, not ø or ł")

        try store.updateMessage(id: "e", text: "Haaland scores", attachments: nil, at: base + 4)
        try store.database.run("DELETE FROM messages WHERE id = ?", "d")
        #expect(try storedWords(store) == ["haaland", "scores", "kept"], "no word of the other folding is left")
        #expect(try indexMatchesStoredTexts(store))
        try insert(store, "n", "Łódź again", at: 5)
        #expect(try search(store, "lodz") == ["n"])
    }

    @Test(.requiresFullText)
    func anIndexBuiltWithAnotherFoldingIsBuiltAgainWhenOpened() throws {
        let directory = try TemporaryDirectory()
        let file = directory.chatFile
        do {
            let store = try open(file, .fullText)
            try insert(store, "e", "Ødegård scores", at: 1)
            try indexAsAnotherFoldingDid(store, id: "e", folded: "ødegård scores")
            #expect(try search(store, "odegard").isEmpty)
            store.close()
        }
        do {
            let store = try open(file, .fullText)
            #expect(try search(store, "odegard").isEmpty, "the same fingerprint: not built again")
            try store.database.run("UPDATE message_fts_built SET fingerprint = ?", "1 another folding")
            store.close()
        }
        let store = try open(file, .fullText)
        #expect(try store.database.query("SELECT fingerprint FROM message_fts_built") { $0.string(0) } == [MessageTextIndex.fingerprint])
        #expect(try search(store, "odegard") == ["e"])
        #expect(try !storedWords(store).contains("ødegard"))
        #expect(try indexMatchesStoredTexts(store))
    }

    /// The fingerprint is layout version 2 and the probe folded. Its Latin start and its folded
    /// letters are written out: any folding gives them. The scripts between fold as Foundation
    /// folds them on each OS, which is what the fingerprint is there to notice.
    @Test func theFingerprintIsTheLayoutAndTheFoldingOfTheProbe() {
        let fingerprint = MessageTextIndex.fingerprint
        #expect(fingerprint.hasPrefix("2 hello world cafe cafe a a strasse ss fi ff full "), "\(fingerprint)")
        #expect(fingerprint.hasSuffix(" end aeae dd oo thth dd hh ii ll oeoe tt"), "\(fingerprint)")
        let probeScalars = Set(MessageTextIndex.foldingProbe.unicodeScalars)
        for (letter, folding) in SearchFolding.foldedLetters {
            #expect(probeScalars.contains(letter))
            #expect(SearchFolding.folded(String(letter)) == folding)
        }
    }

    /// The same layout and folding give the same fingerprint (an unchanged build opening its
    /// file does not rebuild); another layout, one up or down, gives another, and so does
    /// another folding at the same layout: one that only lowercases, and one that differs from
    /// this build's in a single letter ("ß" kept instead of folded to "ss").
    @Test func theFingerprintChangesWithTheLayoutAndTheFolding() {
        let fingerprint = MessageTextIndex.fingerprint, layout = MessageTextIndex.layoutVersion
        #expect(MessageTextIndex.fingerprint(layout: layout, folding: SearchFolding.folded) == fingerprint)
        #expect(MessageTextIndex.fingerprint(layout: layout + 1, folding: SearchFolding.folded) != fingerprint)
        #expect(MessageTextIndex.fingerprint(layout: layout - 1, folding: SearchFolding.folded) != fingerprint)
        #expect(MessageTextIndex.fingerprint(layout: layout) { $0.lowercased() } != fingerprint)
        let keepingSharpS: (String) -> String = { text in
            text.split(separator: "ß", omittingEmptySubsequences: false).map { SearchFolding.folded(String($0)) }.joined(separator: "ß")
        }
        #expect(MessageTextIndex.fingerprint(layout: layout, folding: keepingSharpS) != fingerprint)
    }

    @Test func searchFoldGivesNullForNullAndEmptyTextForNothing() throws {
        let database = try SQLiteDatabase(path: ":memory:")
        defer { database.close() }
        try database.registerFoldFunction()
        #expect(try database.queryFirst("SELECT search_fold(NULL) IS NULL") { $0.int(0) } == 1)
        #expect(try database.queryFirst("SELECT typeof(search_fold('')), length(search_fold(''))") { "\($0.string(0)) \($0.int(1))" } == "text 0")
        #expect(try database.queryFirst("SELECT search_fold(' A  b ')") { $0.string(0) } == " a b ")
        #expect(try database.queryFirst("SELECT length(CAST(search_fold('a' || char(0) || 'B') AS BLOB))") { $0.int(0) } == 3, "NUL kept")
    }

    @Test(.requiresFullText)
    func badTextIsIndexedEditedAndDeleted() throws {
        let directory = try TemporaryDirectory()
        let store = try open(directory.chatFile, .fullText)
        let texts = ["", "\u{0}", "nul\u{0}inside Ødegård", "\u{1}\u{7}\u{1B}[31m red\u{7F}", "\u{200B}\u{FEFF}",
                     String(repeating: "Łódź ", count: 200_000)]
        for (offset, text) in texts.enumerated() { try insert(store, "t\(offset)", text, at: TimeInterval(offset + 1)) }
        try store.database.run("""
            INSERT INTO messages (id, cid, user_id, text, type, created_at, updated_at)
            VALUES ('broken', 'messaging:room', 'other', CAST(X'C328FF6F6B' AS TEXT), 'regular', 5100, 5100)
            """)
        #expect(try indexMatchesStoredTexts(store))
        #expect(try search(store, "lodz") == ["t5"])
        #expect(try search(store, "red") == ["t3"])
        #expect(try search(store, "ok") == ["broken"], "broken UTF-8 folds with replacement characters")

        for offset in texts.indices { try store.updateMessage(id: "t\(offset)", text: "edited \(offset)", attachments: nil, at: base + 100) }
        try store.database.run("UPDATE messages SET text = CAST(X'FFFE' AS TEXT) WHERE id = 'broken'")
        #expect(try indexMatchesStoredTexts(store))
        #expect(try search(store, "lodz").isEmpty)
        try store.database.run("DELETE FROM messages")
        #expect(try indexMatchesStoredTexts(store))
        #expect(try storedWords(store).isEmpty)
    }
}
