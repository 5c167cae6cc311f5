import Synchronization

/// A unique identifier for identifying publisher streams.
public struct CombineIdentifier: Hashable, CustomStringConvertible {
    private enum Source: Hashable {
        case generated(UInt64)
        case object(ObjectIdentifier)
    }

    private let source: Source

    private static let counter = Atomic<UInt64>(0)

    /// Creates a unique identifier.
    public init() {
        source = .generated(CombineIdentifier.counter.add(1, ordering: .relaxed).newValue)
    }

    /// Creates an identifier derived from an object's identity.
    public init(_ obj: AnyObject) {
        source = .object(ObjectIdentifier(obj))
    }

    public var description: String {
        switch source {
        case .generated(let value): return "0x" + String(value, radix: 16)
        case .object(let id): return "0x" + String(UInt(bitPattern: id.hashValue), radix: 16)
        }
    }
}

/// A protocol for uniquely identifying publisher streams.
public protocol CustomCombineIdentifierConvertible {
    /// A unique identifier for publisher streams.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// The object's identity.
    public var combineIdentifier: CombineIdentifier {
        CombineIdentifier(self)
    }
}
