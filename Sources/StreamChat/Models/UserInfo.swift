import Foundation

/// What a client tells the server about the user it connects as.
public struct UserInfo: Sendable, Hashable {
    public let id: UserId
    public let name: String?
    public let imageURL: URL?
    public let isInvisible: Bool?
    public let extraData: [String: RawJSON]

    /// Describes a user. `name` and `imageURL` update the stored user on connect when given.
    public init(id: UserId, name: String? = nil, imageURL: URL? = nil, isInvisible: Bool? = nil, extraData: [String: RawJSON] = [:]) {
        self.id = id
        self.name = name
        self.imageURL = imageURL
        self.isInvisible = isInvisible
        self.extraData = extraData
    }
}
