import Foundation
import Testing
@testable import StreamChat
import TemporaryFiles

extension Trait where Self == ConditionTrait {
    /// Runs a test only when the linked SQLite has FTS5; otherwise the run shows it skipped.
    static var requiresFullText: Self { .enabled(if: MessageTextIndex.isFullTextAvailable, "SQLite has no FTS5") }
}

/// The store's message search with the FTS5 index and with the folded `LIKE` scan used when
/// SQLite lacks FTS5, on a real file, and a file moving between the two.
@Suite struct MessageTextIndexTests {
    let cid = ChannelId(type: .messaging, id: "room")
    let base = Date(timeIntervalSince1970: 5_000)

    func open(_ file: URL, _ index: MessageTextIndex) throws -> ChatStore {
        let store = try ChatStore(path: file.path, textIndex: index)
        _ = try store.addMember(MemberRecord(cid: cid, userId: "me", role: "member", createdAt: base))
        return store
    }

    func insert(_ store: ChatStore, _ id: MessageId, _ text: String, at offset: TimeInterval, type: MessageType = .regular,
                        by author: UserId = "other") throws {
        try store.insertMessage(MessageRecord(
            id: id, cid: cid, userId: author, text: text, type: type, createdAt: base + offset, updatedAt: base + offset,
            mentionedUserIds: [], attachments: [], isSilent: false, isPinned: false, extra: [:]))
    }

    func search(_ store: ChatStore, _ text: String, limit: Int = 10, offset: Int = 0) throws -> [MessageId] {
        try store.searchMessages(MessageSearchTerms(text), viewer: "me", limit: limit, offset: offset).map(\.id)
    }

    @Test(.requiresFullText) func matchesFoldedWordsNewestFirstWithTheIndex() throws { try matchesFoldedWordsNewestFirstAndSkipsHiddenMessages(.fullText) }
    @Test func matchesFoldedWordsNewestFirstWithTheScan() throws { try matchesFoldedWordsNewestFirstAndSkipsHiddenMessages(.foldedScan) }

    private func matchesFoldedWordsNewestFirstAndSkipsHiddenMessages(_ index: MessageTextIndex) throws {
        let directory = try TemporaryDirectory()
        let store = try open(directory.chatFile, index)
        try insert(store, "a", "Ünïcode CAFÉ", at: 1)
        try insert(store, "b", "cafe again", at: 2)
        try insert(store, "e", "cafe ephemeral", at: 3, type: .ephemeral)
        try insert(store, "x", "cafe error", at: 4, type: .error)
        try insert(store, "d", "cafe deleted", at: 5)
        try store.markMessageDeleted(id: "d", at: base + 6)
        try insert(store, "m", "cafe muted", at: 7, by: "noisy")
        _ = try store.addMute(userId: "me", targetId: "noisy", at: base)
        try insert(store, "q", "50% off_peak \"near\" a*b", at: 8)
        #expect(try search(store, "cafe") == ["b", "a"])
        #expect(try search(store, "cafe", limit: 1, offset: 1) == ["a"])
        #expect(try search(store, "unicode café") == ["a"])
        #expect(try search(store, "\"near\" a*b off_peak 50") == ["q"])
        #expect(try search(store, "＂near＂ a＊b") == ["q"], "full-width quotes and star fold to plain ones, still text")
        #expect(try search(store, "\u{0}\u{1}").isEmpty)
        try store.updateMessage(id: "b", text: "bistro now", attachments: nil, at: base + 9)
        #expect(try search(store, "cafe") == ["a"])
        #expect(try search(store, "bistro") == ["b"])
    }

    @Test(.requiresFullText)
    func aFileWrittenWithoutTheIndexIsIndexedWhenReopenedWithIt() throws {
        let directory = try TemporaryDirectory()
        let file = directory.chatFile
        do {
            let store = try open(file, .fullText)
            try insert(store, "a", "first cafe", at: 1)
            store.close()
        }
        do {
            let store = try open(file, .foldedScan)
            let tables = try store.database.query("SELECT name FROM sqlite_master WHERE name LIKE 'message_fts%'") { $0.string(0) }
            #expect(tables == ["message_fts_built"], "the index and its folded copy of the text are dropped")
            #expect(try store.database.queryFirst("SELECT count(*) FROM message_fts_built") { $0.int(0) } == 0)
            try insert(store, "b", "second cafe", at: 2)
            try store.updateMessage(id: "a", text: "first bistro", attachments: nil, at: base + 3)
            #expect(try search(store, "cafe") == ["b"])
            store.close()
        }
        let store = try open(file, .fullText)
        #expect(try search(store, "cafe") == ["b"])
        #expect(try search(store, "bistro") == ["a"])
    }

    /// A word that folds to nothing is left out on both paths, so a query of only such words
    /// finds nothing, as an empty query does, not every message (`LIKE '%%'`). A lone combining
    /// mark folds to nothing where Foundation's folding drops it (Apple platforms); Linux's keeps
    /// it (no scalar folds to nothing there), and then the word is searched as it folds. So the
    /// leaving out is also checked with a folding that drops marks, as Apple's does, whatever
    /// the platform: searched, its empty words would find every message with the scan and none
    /// with the index.
    @Test(.requiresFullText) func wordsThatFoldToNothingAreLeftOutWithTheIndex() throws { try wordsThatFoldToNothingAreLeftOut(.fullText) }
    @Test func wordsThatFoldToNothingAreLeftOutWithTheScan() throws { try wordsThatFoldToNothingAreLeftOut(.foldedScan) }

    private func wordsThatFoldToNothingAreLeftOut(_ index: MessageTextIndex) throws {
        let directory = try TemporaryDirectory()
        let store = try open(directory.chatFile, index)
        try insert(store, "a", "cafe", at: 1)
        try insert(store, "b", "bistro", at: 2)
        #expect(try search(store, "").isEmpty && MessageSearchTerms("").isEmpty)
        let marks = ["\u{301}", "\u{301}\u{308}", "\u{308}\u{20DD}"]
        for query in marks {
            let foldsToNothing = SearchFolding.folded(query).isEmpty
            #expect(MessageSearchTerms(query).isEmpty == foldsToNothing)
            #expect(MessageSearchTerms(query + " cafe").words == (foldsToNothing ? [] : [SearchFolding.folded(query)]) + ["cafe"])
            if foldsToNothing {
                #expect(try search(store, query).isEmpty)
                #expect(try search(store, query + " cafe") == ["a"])
            }
        }

        let dropsMarks = { (word: String) in
            SearchFolding.folded(String(String.UnicodeScalarView(word.unicodeScalars.filter {
                ![.nonspacingMark, .enclosingMark].contains($0.properties.generalCategory)
            })))
        }
        for query in marks {
            #expect(MessageSearchTerms(query, folding: dropsMarks).isEmpty)
            #expect(MessageSearchTerms(query + " CAFE", folding: dropsMarks).words == ["cafe"])
            #expect(try store.searchMessages(MessageSearchTerms(query, folding: dropsMarks), viewer: "me", limit: 10, offset: 0).isEmpty)
            #expect(try store.searchMessages(MessageSearchTerms(query + " cafe", folding: dropsMarks), viewer: "me", limit: 10, offset: 0)
                .map(\.id) == ["a"])
        }
    }
}
