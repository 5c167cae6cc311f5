import Foundation
import StreamChat

extension String {
    /// Whether the string starts with `prefix`, both folded as search folds them (case,
    /// diacritics, letters such as "ø": "Giphy" starts with "gí", "Ødegård" with "ode"). Every
    /// string starts with the empty prefix.
    func hasFoldedPrefix(_ prefix: String) -> Bool {
        prefix.isEmpty || foldedPrefixEnd(prefix) != nil
    }

    /// Where `prefix` ends in the string when the string starts with it, both folded as search
    /// folds them ("Chloé 12" with "chloe": before " 12"); `nil` when it does not, or `prefix`
    /// is empty.
    func foldedPrefixEnd(_ prefix: String) -> String.Index? {
        prefix.isEmpty ? nil : SearchFolding.prefixEnd(of: prefix, in: self)
    }
}
