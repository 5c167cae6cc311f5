import Foundation
import StreamChat
import StreamChatSwiftUI

/// Mention suggestions per keystroke for a channel of 100,000 members: the SDK's folded index
/// against a straightforward scan (fold + `contains` over every member, sorted by edit distance),
/// both measured in this run.
@MainActor func runCommandsBenchmarks() {
    print("== Commands: mention suggestions per keystroke, 100,000 members")
    let members = BenchmarkMembers.make(count: 100_000)
    let entries = members.map { MentionSearchIndex.Entry(id: $0.id, name: $0.name, lastActiveAt: $0.lastActiveAt) }

    let buildStart = DispatchTime.now().uptimeNanoseconds
    let index = MentionSearchIndex(entries: entries)
    let buildMilliseconds = Double(DispatchTime.now().uptimeNanoseconds - buildStart) / 1e6
    print(String(format: "index build: %.0f ms", buildMilliseconds))

    let suggester = TypingSuggester(options: TypingSuggestionOptions(symbol: "@", allowsSpaces: true))
    let typed = ["hey @Mike Mo", "@zoë", "@李", "@ann", "cc @xqzv", "@user-4242", "@Łuk", "@son", "@ma", "@Óscar Ri"]
    var keystrokes: [String] = []
    for text in typed {
        var current = ""
        for character in text {
            current.append(character)
            keystrokes.append(current)
        }
    }

    var samples: [Double] = []
    var checksum = 0
    for _ in 0..<20 {
        for text in keystrokes {
            let start = DispatchTime.now().uptimeNanoseconds
            if let suggestion = suggester.typingSuggestion(in: text, caretLocation: text.utf16.count) {
                let found = index.search(suggestion.text, limit: 10)
                checksum &+= found.map { members[$0].id.utf8.count }.reduce(0, +)
            }
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3)
        }
    }
    samples.sort()
    let p50 = samples[samples.count / 2]
    let p99 = samples[Int(Double(samples.count) * 0.99)]
    print(String(format: "index:    %d keystrokes, p50 %.1f µs, p99 %.1f µs, max %.1f µs", samples.count, p50, p99, samples.last ?? 0))

    var baselineSamples: [Double] = []
    let baselineKeystrokes = ["@m", "@mike mo", "@zoë", "@xqzv", "@ann"]
    for text in baselineKeystrokes {
        let start = DispatchTime.now().uptimeNanoseconds
        if let suggestion = suggester.typingSuggestion(in: text, caretLocation: text.utf16.count) {
            checksum &+= StraightforwardMentionSearch.search(suggestion.text, in: members).count
        }
        baselineSamples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3)
    }
    baselineSamples.sort()
    let baselineMedian = baselineSamples[baselineSamples.count / 2]
    print(String(format: "baseline: %d keystrokes, median %.0f µs", baselineSamples.count, baselineMedian))
    print(String(format: "ratio: baseline median / index p50 = %.0f×, / index p99 = %.0f× (checksum %d)",
                 baselineMedian / p50, baselineMedian / p99, checksum))

    runComposerKeystrokeBenchmark(members: members, keystrokes: keystrokes)
}

/// A member of the benchmark channel.
struct BenchmarkMember {
    let id: String
    let name: String
    let lastActiveAt: Date
}

enum BenchmarkMembers {
    /// Deterministic members with Latin, accented and CJK names.
    static func make(count: Int) -> [BenchmarkMember] {
        let first = ["Mike", "Zoë", "Anna", "Łukasz", "Óscar", "Hannah", "李", "王", "Marta", "Sönke", "José", "Ana",
                     "Chloé", "Mikael", "Jun", "Priya", "Noor", "Ivan", "Eda", "Kai"]
        let last = ["Morris", "Kravitz", "Nowak", "Rivera", "Müller", "小龙", "小明", "Johnson", "Anders", "Søren",
                    "García", "Lee", "Dubois", "Sato", "Patel", "Hassan", "Petrov", "Yılmaz", "Smith", "Mason"]
        var generator = SplitMix64(seed: 42)
        return (0..<count).map { number in
            let name = "\(first[Int(generator.next() % UInt64(first.count))]) \(last[Int(generator.next() % UInt64(last.count))])\(number % 7 == 0 ? " \(number)" : "")"
            let secondsAgo = Double(generator.next() % 10_000_000)
            return BenchmarkMember(id: "user-\(number)", name: name, lastActiveAt: Date(timeIntervalSince1970: 1_700_000_000 - secondsAgo))
        }
    }
}

struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

/// The straightforward approach: normalize and `contains` over every member, then sort by
/// Levenshtein distance to the query.
enum StraightforwardMentionSearch {
    static func search(_ query: String, in members: [BenchmarkMember]) -> [BenchmarkMember] {
        let normalize: (String) -> String = { $0.lowercased().folding(options: .diacriticInsensitive, locale: .current) }
        let input = normalize(query)
        let matching = members.filter { input.isEmpty || normalize($0.id).contains(input) || normalize($0.name).contains(input) }
        let distance: (BenchmarkMember) -> Int = { min(levenshtein($0.id, input), levenshtein(normalize($0.name), input)) }
        return matching.sorted { distance($0) < distance($1) || (distance($0) == distance($1) && $0.id < $1.id) }
    }

    static func levenshtein(_ left: String, _ right: String) -> Int {
        let a = Array(left)
        let b = Array(right)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
