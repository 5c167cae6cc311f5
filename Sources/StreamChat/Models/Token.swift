import Foundation

/// A user token: a JWT whose payload names the user (`user_id`).
///
/// The embedded server accepts development tokens (`Token.development(userId:)`), whose
/// signature is the literal `devtoken`, as Stream's backend does when auth checks are off.
public struct Token: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The token as text.
    public let rawValue: String
    /// The user the token belongs to.
    public let userId: UserId
    /// When the token expires, if it says.
    public let expiration: Date?

    /// Parses a JWT. Throws `ClientError.InvalidToken` when it is not a JWT naming a user.
    public init(rawValue: String) throws {
        let parts = rawValue.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let payload = Token.decodeBase64URL(String(parts[1])),
              let object = try? JSONSerialization.jsonObject(with: payload) as? [String: Any],
              let userId = object["user_id"] as? String, !userId.isEmpty
        else { throw ClientError.InvalidToken("Token is not a JWT with a `user_id` claim.") }
        self.rawValue = rawValue
        self.userId = userId
        self.expiration = (object["exp"] as? Double).map { Date(timeIntervalSince1970: $0) }
    }

    /// A development token for `userId`, accepted by the embedded server.
    public static func development(userId: UserId) -> Token {
        let header = encodeBase64URL(Data(#"{"alg":"HS256","typ":"JWT"}"#.utf8))
        let payloadData = (try? JSONSerialization.data(withJSONObject: ["user_id": userId])) ?? Data()
        let raw = "\(header).\(encodeBase64URL(payloadData)).devtoken"
        // The payload was just produced from a string, so it always parses back.
        return (try? Token(rawValue: raw)) ?? Token(unchecked: raw, userId: userId)
    }

    /// Whether this is a development token (signature `devtoken`).
    public var isDevelopment: Bool { rawValue.hasSuffix(".devtoken") }

    public var description: String { rawValue }

    private init(unchecked rawValue: String, userId: UserId) {
        self.rawValue = rawValue
        self.userId = userId
        self.expiration = nil
    }

    private static func encodeBase64URL(_ data: Data) -> String {
        data.base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    private static func decodeBase64URL(_ text: String) -> Data? {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while base64.count % 4 != 0 { base64 += "=" }
        return Data(base64Encoded: base64)
    }
}
