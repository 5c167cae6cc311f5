import Foundation

extension String {
    /// Whether the string starts with `prefix`, ignoring case and diacritics ("Giphy" starts
    /// with "gí"). Every string starts with the empty prefix.
    func hasFoldedPrefix(_ prefix: String) -> Bool {
        prefix.isEmpty || foldedPrefixEnd(prefix) != nil
    }

    /// Where `prefix` ends in the string when the string starts with it, ignoring case and
    /// diacritics ("Chloé 12" with "chloe": before " 12"); `nil` when it does not.
    func foldedPrefixEnd(_ prefix: String) -> String.Index? {
        range(of: prefix, options: [.anchored, .caseInsensitive, .diacriticInsensitive])?.upperBound
    }
}
