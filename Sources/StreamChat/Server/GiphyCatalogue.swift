import Foundation

/// A local stand-in for Giphy: a fixed list of entries the `/giphy` command picks from.
public struct GiphyCatalogue: Sendable {
    /// One gif: a title, search tags and a file-less address.
    public struct Entry: Hashable, Sendable {
        public let title: String
        public let tags: [String]
        public let url: URL

        public init(title: String, tags: [String], url: URL) {
            self.title = title
            self.tags = tags
            self.url = url
        }
    }

    public let entries: [Entry]

    /// Creates a catalogue; it must not be empty.
    public init(entries: [Entry]) {
        precondition(!entries.isEmpty, "A giphy catalogue needs at least one entry.")
        self.entries = entries
    }

    /// Every entry once, in the order `/giphy` shows them and Shuffle steps through: those
    /// matching `query` (a folded word of it starts a title word or a tag) first, in catalogue
    /// order, then the others, starting at a position derived from the query. Every query
    /// yields an image, and Shuffle always shows another one (after a single match too).
    public func matches(for query: String) -> [Entry] {
        let words = SearchFolding.folded(query).split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        let isMatch = entries.map { entry in
            words.contains { word in ([entry.title] + entry.tags).contains { TextMatching.hasWord(startingWith: word, in: $0) } }
        }
        let start = query.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF } % entries.count
        let rotated = Array(start..<entries.count) + Array(0..<start)
        return entries.indices.filter { isMatch[$0] }.map { entries[$0] } + rotated.filter { !isMatch[$0] }.map { entries[$0] }
    }

    /// The catalogue the server ships with.
    public static let standard = GiphyCatalogue(entries: [
        ("Cat typing furiously", ["cat", "cats", "typing", "work"]),
        ("Cat falls off the table", ["cat", "cats", "fail", "funny"]),
        ("Kitten surprised", ["cat", "kitten", "surprise", "wow"]),
        ("Dog wagging its tail", ["dog", "dogs", "happy", "puppy"]),
        ("Puppy zoomies", ["dog", "puppy", "run", "excited"]),
        ("Dog in sunglasses", ["dog", "cool", "sunglasses"]),
        ("Thumbs up", ["yes", "ok", "thumbs", "approve", "good"]),
        ("Slow clap", ["clap", "applause", "bravo", "congrats"]),
        ("Mic drop", ["mic", "drop", "done", "boom"]),
        ("Party parrot", ["party", "parrot", "dance", "celebrate"]),
        ("Confetti cannon", ["party", "confetti", "celebrate", "congrats"]),
        ("Birthday cake candles", ["birthday", "cake", "party", "celebrate"]),
        ("Facepalm", ["facepalm", "fail", "ugh", "no"]),
        ("Mind blown", ["mind", "blown", "wow", "amazing"]),
        ("Shrug", ["shrug", "whatever", "dunno", "idk"]),
        ("Eye roll", ["eyeroll", "annoyed", "whatever"]),
        ("Happy dance", ["happy", "dance", "yay", "excited"]),
        ("Crying laughing", ["lol", "laugh", "funny", "haha"]),
        ("Waving hello", ["hello", "hi", "wave", "greeting"]),
        ("Goodbye wave", ["bye", "goodbye", "wave", "later"]),
        ("Coffee time", ["coffee", "morning", "tired", "caffeine"]),
        ("Pizza slice", ["pizza", "food", "hungry", "lunch"]),
        ("Taco Tuesday", ["taco", "food", "tuesday"]),
        ("Rocket launch", ["rocket", "launch", "ship", "space"]),
        ("This is fine", ["fine", "fire", "chaos", "ok"]),
        ("High five", ["highfive", "five", "team", "yes"]),
        ("Thinking hard", ["think", "thinking", "hmm", "ponder"]),
        ("Sleepy sloth", ["sleep", "tired", "sloth", "nap"]),
        ("Panda rolling", ["panda", "cute", "roll", "funny"]),
        ("Fireworks", ["fireworks", "celebrate", "newyear", "party"]),
        ("Thank you bow", ["thanks", "thank", "bow", "grateful"]),
        ("Keyboard smash", ["keyboard", "angry", "typing", "rage"]),
        ("Deal with it", ["deal", "cool", "sunglasses"]),
        ("Nope", ["nope", "no", "never"]),
        ("Hug", ["hug", "love", "support", "friends"]),
        ("Heart eyes", ["love", "heart", "cute", "adore"]),
    ].map { title, tags in
        let slug = title.lowercased().split(whereSeparator: { !$0.isLetter }).joined(separator: "-")
        return Entry(title: title, tags: tags, url: URL(string: "giphy://catalogue/\(slug).gif")!)
    })
}
