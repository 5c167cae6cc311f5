import Foundation

/// The key used to look up a string in a strings file; created from string literals and
/// interpolations, as in SwiftUI. On Linux the key is displayed as written, interpolations
/// formatted with their `description`.
nonisolated public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The resolved text of the key.
    let key: String

    /// Creates a localized string key from the given string value.
    public init(_ value: String) { self.key = value }
    /// Creates a localized string key from a string literal.
    public init(stringLiteral value: String) { self.key = value }
    /// Creates a localized string key from an interpolation.
    public init(stringInterpolation: StringInterpolation) { self.key = stringInterpolation.output }

    /// Builds the text of a localized string key from literal segments and interpolations.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var output = ""
        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity + interpolationCount * 8)
        }
        public mutating func appendLiteral(_ literal: String) { output += literal }
        public mutating func appendInterpolation(_ string: String) { output += string }
        /// Appends a number with its default format specifier (`%lld`, `%llu`, `%lf`), as
        /// SwiftUI does: `"\(3.5)"` reads `3.500000`. Other values do not interpolate into a
        /// `LocalizedStringKey` (a `Text` of them takes the string interpolation instead).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            appendInterpolation(value, specifier: value._specifier)
        }
        /// Appends a number formatted with a printf-style specifier, e.g. `specifier: "%.1f"`.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            output += String(format: specifier, value._arg)
        }
        /// Appends the characters of an attributed string.
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            output += String(attributedString.characters)
        }
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            output += formatter?.string(for: subject) ?? String(describing: subject)
        }
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            output += formatter?.string(for: subject) ?? subject.description
        }
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
            output += format.format(input)
        }
        public mutating func appendInterpolation(_ text: Text) { output += text.plainString }
    }
}
