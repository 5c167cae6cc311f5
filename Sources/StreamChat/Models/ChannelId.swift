import Foundation

/// The type of a channel; it selects the channel's configuration (enabled commands, ...).
public enum ChannelType: Hashable, Sendable, CustomStringConvertible {
    case livestream, messaging, team, gaming, commerce
    case custom(String)

    /// The type as it appears in a channel id.
    public var rawValue: String {
        switch self {
        case .livestream: "livestream"
        case .messaging: "messaging"
        case .team: "team"
        case .gaming: "gaming"
        case .commerce: "commerce"
        case let .custom(name): name
        }
    }

    /// The type named `rawValue`; names that are not built in become `.custom`.
    public init(rawValue: String) {
        switch rawValue {
        case "livestream": self = .livestream
        case "messaging": self = .messaging
        case "team": self = .team
        case "gaming": self = .gaming
        case "commerce": self = .commerce
        default: self = .custom(rawValue)
        }
    }

    public var description: String { rawValue }
}

/// A channel's full id, `type:id` (for example `messaging:general`).
public struct ChannelId: Hashable, Sendable, CustomStringConvertible, Comparable {
    /// The channel's type.
    public let type: ChannelType
    /// The channel's id within its type.
    public let id: String

    /// The most characters a channel id part may have.
    public static let maximumPartLength = 64

    /// Creates a channel id from its parts. The parts are trusted; use `init(cid:)` for input.
    public init(type: ChannelType, id: String) {
        self.type = type
        self.id = id
    }

    /// Parses `type:id`. Throws `ClientError.InvalidChannelId` naming the problem: a missing or
    /// extra `:`, an empty part, a part longer than 64 characters, or characters other than
    /// letters, digits, `-`, `_` and `!` (and `.`/`@` in the id).
    public init(cid: String) throws {
        let parts = cid.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw ClientError.InvalidChannelId("Channel id \"\(cid.debugDescription.dropFirst().dropLast())\" must be of the form type:id with exactly one colon.")
        }
        let type = String(parts[0]), id = String(parts[1])
        try ChannelId.validate(part: type, named: "type", in: cid, extra: "")
        try ChannelId.validate(part: id, named: "id", in: cid, extra: ".@")
        self.init(type: ChannelType(rawValue: type), id: id)
    }

    /// `type:id`.
    public var rawValue: String { "\(type.rawValue):\(id)" }
    public var description: String { rawValue }

    public static func < (lhs: ChannelId, rhs: ChannelId) -> Bool { lhs.rawValue < rhs.rawValue }

    private static func validate(part: String, named name: String, in cid: String, extra: String) throws {
        guard !part.isEmpty else {
            throw ClientError.InvalidChannelId("Channel id \"\(cid)\" has an empty \(name).")
        }
        guard part.count <= maximumPartLength else {
            throw ClientError.InvalidChannelId("Channel \(name) is longer than \(maximumPartLength) characters.")
        }
        let allowed = Set("-_!" + extra)
        if let bad = part.unicodeScalars.first(where: { !($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) || allowed.contains(Character($0))) }) {
            throw ClientError.InvalidChannelId("Channel \(name) \"\(part.debugDescription.dropFirst().dropLast())\" contains the character U+\(String(bad.value, radix: 16, uppercase: true)); use letters, digits, - _ !\(extra.isEmpty ? "" : " . @").")
        }
    }
}
