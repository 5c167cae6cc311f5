/// A user's app-wide role. Admins and moderators may ban, unban and flag anywhere.
public struct UserRole: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    public var description: String { rawValue }

    /// A regular user.
    public static let user: UserRole = "user"
    /// An app administrator: every permission.
    public static let admin: UserRole = "admin"
    /// An app-wide moderator: may ban, unban and flag in every channel.
    public static let moderator: UserRole = "moderator"
    /// A guest: may read and post where a member, but not flag.
    public static let guest: UserRole = "guest"
}

/// A member's role within one channel. The channel's creator is its `owner`.
public struct MemberRole: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    public var description: String { rawValue }

    public static let member: MemberRole = "member"
    public static let moderator: MemberRole = "moderator"
    public static let admin: MemberRole = "admin"
    public static let owner: MemberRole = "owner"
}
