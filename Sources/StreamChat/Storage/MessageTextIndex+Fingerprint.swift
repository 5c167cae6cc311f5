extension MessageTextIndex {
    /// The layout of the index and its triggers this build writes. Raise it when they change,
    /// or when `SearchFolding` changes in a way ``foldingProbe`` does not show: the next open
    /// builds the index again.
    static let layoutVersion = 2

    /// Text whose folding stands for `SearchFolding` as a whole: ASCII, composed and decomposed
    /// marks, "ß", full-width and half-width forms, ligatures, compatibility characters, Greek,
    /// Turkish, Cyrillic, CJK, Hangul (composed and in jamo), emoji with modifiers, white space
    /// of several kinds, and every letter of `SearchFolding.foldedLetters` with its capital.
    static let foldingProbe: String = {
        let fixed = "Hello WORLD café cafe\u{301} Å A\u{30A} Straße ẞ ﬁ ﬀ Ｆｕｌｌ ｶﾀｶﾅ ㌀ Ⅻ ① ² ǅ ΣΊΣΥΦΟΣ ς İstanbul ıI "
            + "Ёлка й 田中太郎 한국어 \u{1100}\u{1161}\u{11A8} 👍🏽 🇳🇴 x\u{200B}y\u{00AD}z \t\n\u{00A0}\u{2003}\u{3000}end"
        let letters = SearchFolding.foldedLetters.keys.sorted().map { String($0) + String($0).uppercased() }
        return fixed + " " + letters.joined(separator: " ")
    }()

    /// What an index built by this build is built with: ``layoutVersion`` and the folding of
    /// ``foldingProbe`` on this machine. Stored beside the index (`message_fts_built`) when it
    /// is built; a stored one that differs at open (another build, OS or Unicode version, or a
    /// file moved to another machine) has the index built again.
    static let fingerprint = fingerprint(layout: layoutVersion, folding: SearchFolding.folded)

    /// The fingerprint of an index of layout `layout` whose text is folded by `fold`: the
    /// layout and ``foldingProbe`` folded.
    static func fingerprint(layout: Int, folding fold: (String) -> String) -> String {
        "\(layout) \(fold(foldingProbe))"
    }
}
