import Foundation
import StreamChat

/// What a channel's avatar depends on: the channel, its image and its first four members. A
/// change of any of them loads the avatar anew (``ChannelHeaderLoader``) and draws the header
/// again; anything else (a new message) keeps both.
struct ChannelAvatarKey: Hashable, Sendable {
    let cid: ChannelId
    let imageURL: URL?
    let memberIds: [UserId]

    init(_ channel: ChatChannel) {
        cid = channel.cid
        imageURL = channel.imageURL
        memberIds = channel.lastActiveMembers.prefix(4).map(\.id)
    }

    /// The key of the loader's cache.
    var cacheKey: String {
        "\(cid.rawValue)|\(imageURL?.absoluteString ?? "")|\(memberIds.joined(separator: ","))"
    }
}
