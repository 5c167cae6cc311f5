import Foundation
import StreamChat

/// What a channel's avatar is made of, as the current user sees it: the channel's image, else
/// for a direct message the other member (and their image), else the members of the mosaic, and
/// the name a generated avatar's initials come from.
/// A change of any of them loads the avatar anew (``ChannelHeaderLoader``) and draws the header
/// again; anything else keeps both. In particular the order in which members were last active
/// changes with every message, but the avatar only when it changes who is shown.
struct ChannelAvatarKey: Hashable, Sendable {
    let cid: ChannelId
    let imageURL: URL?
    let isDirectMessage: Bool
    /// The members the avatar shows: for a direct message the other member; for a group up to
    /// four members other than the current user (all members when there is no other), most
    /// recently active first.
    let memberIds: [UserId]
    /// The image of a direct message's other member.
    let memberImageURL: URL?
    /// The name a generated avatar's initials come from: a direct message's other member; a
    /// group's name, else its first member shown. Nil when there is none of them (members not
    /// loaded yet): the channel's id is no name, and its letters ("!" or hex digits) would read
    /// as one.
    let initialsName: String?

    init(_ channel: ChatChannel, currentUserId: UserId?) {
        cid = channel.cid
        imageURL = channel.imageURL
        isDirectMessage = channel.isDirectMessageChannel
        let members = channel.lastActiveMembers
        let others = members.filter { $0.id != currentUserId }
        if isDirectMessage {
            let other = others.first ?? members.first
            memberIds = other.map { [$0.id] } ?? []
            memberImageURL = other?.imageURL
            initialsName = other?.displayName
        } else {
            let shown = (others.isEmpty ? members : others).prefix(4)
            memberIds = shown.map(\.id)
            memberImageURL = nil
            if let name = channel.name?.trimmedOfWhitespace, !name.isEmpty {
                initialsName = name
            } else {
                initialsName = shown.first?.displayName
            }
        }
    }

    /// What a generated avatar shows over its colours: a direct message the other member's
    /// initials (as their user avatar), a group the first letter of its name (or of its first
    /// member's), so that even a one- or two-row avatar is told apart by more than colour. Nil
    /// when there is no name to take them from.
    var initials: String? {
        guard let initialsName else { return nil }
        let initials = AvatarAppearance.initials(for: initialsName)
        return isDirectMessage ? initials : String(initials.prefix(1))
    }

    /// The key of the loader's cache.
    var cacheKey: String {
        "\(cid.rawValue)|\(imageURL?.absoluteString ?? "")|\(isDirectMessage ? "dm" : "group")|"
            + "\(memberIds.joined(separator: ","))|\(memberImageURL?.absoluteString ?? "")|\(initialsName ?? "")"
    }
}
