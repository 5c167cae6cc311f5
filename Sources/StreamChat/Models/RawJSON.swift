import Foundation

/// A JSON value, used for custom `extraData` on users, channels and messages.
public enum RawJSON: Hashable, Sendable, Codable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case dictionary([String: RawJSON])
    case array([RawJSON])
    case `nil`

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .nil }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([RawJSON].self) { self = .array(value) }
        else { self = .dictionary(try container.decode([String: RawJSON].self)) }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .number(value): try container.encode(value)
        case let .string(value): try container.encode(value)
        case let .bool(value): try container.encode(value)
        case let .dictionary(value): try container.encode(value)
        case let .array(value): try container.encode(value)
        case .nil: try container.encodeNil()
        }
    }
}
