import Foundation

extension String {
    /// Whether the string starts with `prefix`, ignoring case and diacritics ("Giphy" starts
    /// with "gí"). Every string starts with the empty prefix.
    func hasFoldedPrefix(_ prefix: String) -> Bool {
        prefix.isEmpty || range(of: prefix, options: [.anchored, .caseInsensitive, .diacriticInsensitive]) != nil
    }
}
