import Foundation
import Testing
import StreamChat

/// Matching and ranking of mention candidates.
@Suite struct CommandsMentionSearchIndexTests {
    private func date(_ minutesAgo: Double) -> Date { Date(timeIntervalSince1970: 1_000_000 - minutesAgo * 60) }

    private func names(_ query: String, in entries: [MentionSearchIndex.Entry], limit: Int = 10) -> [String] {
        MentionSearchIndex(entries: entries).search(query, limit: limit).map { entries[$0].name ?? entries[$0].id }
    }

    @Test func rankingTiersThenName() {
        let entries = [
            MentionSearchIndex.Entry(id: "u1", name: "Hannah", lastActiveAt: date(1)),      // substring "an"
            MentionSearchIndex.Entry(id: "u2", name: "Bo Anders", lastActiveAt: date(2)),   // word prefix
            MentionSearchIndex.Entry(id: "u3", name: "Anabel", lastActiveAt: date(50)),     // name prefix
            MentionSearchIndex.Entry(id: "u4", name: "Andre", lastActiveAt: date(3)),       // name prefix
            MentionSearchIndex.Entry(id: "u5", name: "An", lastActiveAt: date(100)),        // exact
            MentionSearchIndex.Entry(id: "u6", name: "Zed", lastActiveAt: date(0)),         // no match
            MentionSearchIndex.Entry(id: "u7", name: "Anton", lastActiveAt: date(3)),       // name prefix
        ]
        // Within a tier by name, however recently each was active.
        #expect(names("an", in: entries) == ["An", "Anabel", "Andre", "Anton", "Bo Anders", "Hannah"])
    }

    /// `@Mi` in the demo: a name that starts with the query outranks an id that does, even a more
    /// recently active one; then a later word of a name, then the id, then a substring.
    @Test func nameMatchesOutrankIdMatches() {
        let entries = [
            MentionSearchIndex.Entry(id: "minjun", name: "김민준", lastActiveAt: date(0)),        // id prefix
            MentionSearchIndex.Entry(id: "mike", name: "Mike Morris", lastActiveAt: date(30)),    // name prefix
            MentionSearchIndex.Entry(id: "amir", name: "Amir Mitchell", lastActiveAt: date(1)),   // later word
            MentionSearchIndex.Entry(id: "dmitri", name: "Дмитрий", lastActiveAt: date(2)),      // id substring
            MentionSearchIndex.Entry(id: "mi", name: "Zed Zulu", lastActiveAt: date(60)),        // exact id
            MentionSearchIndex.Entry(id: "milo", name: nil, lastActiveAt: date(3)),             // id prefix, no name
        ]
        #expect(names("Mi", in: entries) == ["Mike Morris", "Amir Mitchell", "Zed Zulu", "milo", "김민준", "Дмитрий"])
        #expect(names("mike", in: entries) == ["Mike Morris"])
    }

    /// Ties are by name then id, not by activity: results keep their order while people come
    /// and go (the empty query alone lists the most recently active first).
    @Test func tiesAreByNameThenIdWhateverTheActivity() {
        let early = [
            MentionSearchIndex.Entry(id: "b", name: "Sam", lastActiveAt: date(1)),
            MentionSearchIndex.Entry(id: "a", name: "Sam", lastActiveAt: date(5)),
            MentionSearchIndex.Entry(id: "c", name: "Sally", lastActiveAt: date(9)),
        ]
        let later = [
            MentionSearchIndex.Entry(id: "b", name: "Sam", lastActiveAt: date(9)),
            MentionSearchIndex.Entry(id: "a", name: "Sam", lastActiveAt: nil),
            MentionSearchIndex.Entry(id: "c", name: "Sally", lastActiveAt: date(0)),
        ]
        for entries in [early, later] {
            let ids = MentionSearchIndex(entries: entries).search("sa", limit: 5).map { entries[$0].id }
            #expect(ids == ["c", "a", "b"])
        }
    }

    @Test func caseAndDiacriticInsensitiveOnNameAndId() {
        let entries = [
            MentionSearchIndex.Entry(id: "zoe.k", name: "Zoë Kravitz", lastActiveAt: nil),
            MentionSearchIndex.Entry(id: "ÉMILE", name: nil, lastActiveAt: nil),
            MentionSearchIndex.Entry(id: "x", name: "Łukasz", lastActiveAt: nil),
        ]
        #expect(names("ZOE", in: entries) == ["Zoë Kravitz"])
        #expect(names("emil", in: entries) == ["ÉMILE"])
        #expect(names("zoe.k", in: entries) == ["Zoë Kravitz"])
        #expect(names("KRAV", in: entries) == ["Zoë Kravitz"])
    }

    @Test func queryWithSpacesMatchesFullName() {
        let entries = [
            MentionSearchIndex.Entry(id: "1", name: "Mike Morris", lastActiveAt: nil),
            MentionSearchIndex.Entry(id: "2", name: "Mike Anders", lastActiveAt: nil),
            MentionSearchIndex.Entry(id: "3", name: "Anna Mike Mo", lastActiveAt: nil),
        ]
        #expect(names("Mike Mo", in: entries) == ["Mike Morris", "Anna Mike Mo"])
        #expect(names("mike  mo", in: entries) == ["Mike Morris", "Anna Mike Mo"])
    }

    @Test func cjkAndLongSubstrings() {
        let entries = [
            MentionSearchIndex.Entry(id: "a", name: "李小龙", lastActiveAt: nil),
            MentionSearchIndex.Entry(id: "b", name: "王小明", lastActiveAt: nil),
            MentionSearchIndex.Entry(id: "c", name: "Christopher", lastActiveAt: nil),
        ]
        #expect(names("小", in: entries) == ["李小龙", "王小明"])
        #expect(names("小龙", in: entries) == ["李小龙"])
        #expect(names("stoph", in: entries) == ["Christopher"])
        #expect(names("stopx", in: entries) == [])
    }

    @Test func emptyQueryListsMostRecentFirstAndLimitHolds() {
        let entries = (0..<50).map { MentionSearchIndex.Entry(id: "u\($0)", name: "User \($0)", lastActiveAt: date(Double($0))) }
        #expect(names("", in: entries, limit: 3) == ["User 0", "User 1", "User 2"])
        #expect(names("user", in: entries, limit: 4) == ["User 0", "User 1", "User 10", "User 11"])   // by name
        #expect(MentionSearchIndex(entries: entries).search("user", limit: 0).isEmpty)
    }

    @Test func repeatedSearchesDoNotLeakState() {
        let entries = [
            MentionSearchIndex.Entry(id: "1", name: "Ana", lastActiveAt: date(5)),
            MentionSearchIndex.Entry(id: "2", name: "Diana", lastActiveAt: date(1)),
        ]
        let index = MentionSearchIndex(entries: entries)
        #expect(index.search("an", limit: 5) == [0, 1])
        #expect(index.search("an", limit: 5) == [0, 1])
        #expect(index.search("di", limit: 5) == [1])
        #expect(index.search("an", limit: 1) == [0])
    }

    @Test func controlCharactersAndHugeQueriesAreHarmless() {
        let entries = [MentionSearchIndex.Entry(id: "1", name: "Ana", lastActiveAt: nil)]
        let index = MentionSearchIndex(entries: entries)
        #expect(index.search("\u{0}\u{1b}[2J", limit: 5).isEmpty)
        #expect(index.search(String(repeating: "a", count: 100_000), limit: 5).isEmpty)
        #expect(MentionSearchIndex(entries: []).search("a", limit: 5).isEmpty)
    }
}

/// The index against a brute-force reference of the ranking rules on random data.
@Suite struct CommandsMentionSearchIndexReferenceTests {
    private struct Reference {
        static func tier(_ query: String, name: String, id: String) -> Int? {
            if name.hasPrefix(query) { return 0 }
            let words = name.split(separator: " ", omittingEmptySubsequences: false)
            for start in words.indices.dropFirst() where words[start...].joined(separator: " ").hasPrefix(query) { return 1 }
            if id == query { return 2 }
            if id.hasPrefix(query) { return 3 }
            if name.contains(query) || id.contains(query) { return 4 }
            return nil
        }
    }

    @Test func matchesBruteForce() {
        var state: UInt64 = 99
        func random(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        let letters = Array("abc ")
        func word(_ length: Int) -> String { String((0..<length).map { _ in letters[random(3)] }) }
        let entries = (0..<300).map { number in
            MentionSearchIndex.Entry(
                id: word(1 + random(3)) + "\(number)",
                name: word(1 + random(3)) + (random(2) == 0 ? " " + word(1 + random(3)) : ""),
                lastActiveAt: Date(timeIntervalSince1970: Double(random(20)))
            )
        }
        let index = MentionSearchIndex(entries: entries)
        for query in ["a", "b", "ab", "a b", "ca", "abc", "bca", "a1", "1", "cab a", "ba c"] {
            let expected = entries.indices
                .compactMap { position -> (Int, Int)? in
                    let entry = entries[position]
                    return Reference.tier(query, name: entry.name ?? "", id: entry.id).map { ($0, position) }
                }
                .sorted { left, right in
                    let (a, b) = (entries[left.1], entries[right.1])
                    if left.0 != right.0 { return left.0 < right.0 }
                    if a.name != b.name { return a.name! < b.name! }
                    return a.id < b.id
                }
                .prefix(25)
                .map(\.1)
            #expect(index.search(query, limit: 25) == expected, "query \(query)")
        }
    }
}
