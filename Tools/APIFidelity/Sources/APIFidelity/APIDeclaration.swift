/// One public declaration of a Swift module interface, reduced to the facts the fidelity check
/// compares: where it lives, what kind it is, its name with argument labels, and its
/// normalized signature.
public struct APIDeclaration: Hashable, Sendable {
    /// What a declaration is, as the key of the manifest spells it.
    public enum Kind: String, CaseIterable, Sendable {
        case type, conformance, `associatedtype`, `typealias`, `case`, `var`, `func`, `init`, `subscript`
    }

    public var kind: Kind
    /// The enclosing types (`["Publishers", "Map"]`), without module names or generic arguments.
    public var context: [String]
    /// The declared name with argument labels (`sink(receiveValue:)`); for a conformance, the
    /// protocol's name.
    public var name: String
    /// The normalized declaration (see ``SignatureNormalizer``).
    public var signature: String

    public init(kind: Kind, context: [String], name: String, signature: String) {
        self.kind = kind
        self.context = context
        self.name = name
        self.signature = signature
    }

    /// What the manifest and the lists match on: kind and path, e.g. `func Publisher.sink(receiveValue:)`.
    public var key: String {
        "\(kind.rawValue) \(symbolPath)"
    }

    /// `Context.name`, or `Type: Protocol` for a conformance.
    public var symbolPath: String {
        if kind == .conformance {
            return context.joined(separator: ".") + ": " + name
        }
        return (context + [name]).joined(separator: ".")
    }

    /// The outermost type this declaration belongs to (its own name for a top-level type).
    public var rootName: String {
        context.first ?? baseName
    }

    /// The name without argument labels.
    public var baseName: String {
        if let paren = name.firstIndex(of: "(") { return String(name[..<paren]) }
        return name
    }
}
