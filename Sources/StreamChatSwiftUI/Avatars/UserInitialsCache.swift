import StreamChat
import SwiftUI

/// The initials and colour of users' generated avatars, worked out once per user and kept while
/// the user's name stays the same.
///
/// Building the initials splits and uppercases the display name (~16 k instructions per avatar
/// in the benchmark's append); each new message row of a user seen before now answers from
/// here. An entry is keyed by the user's id and holds the name it was made from: a renamed user
/// (or a name given to a user who had none) gets new initials at once. The colour depends on
/// the id alone. Bounded: past ``capacity`` users the cache starts again.
@MainActor final class UserInitialsCache {
    /// The cache the SDK's avatars use.
    static let shared = UserInitialsCache()

    /// The most users kept at once.
    static let capacity = 1_024

    private struct Entry {
        let name: String?
        let initials: String
        let color: Color
    }

    private var entries: [UserId: Entry] = [:]
    /// How many times initials were worked out (a user asked again with the same name is not).
    /// Counted in release builds too: about 110 instructions next to some 20,000 for working out
    /// and keeping the initials (callgrind, -O: under 1 %); a cached answer counts nothing.
    private(set) var computations = 0
    /// How many users are kept now.
    var count: Int { entries.count }

    /// The initials and the colour of `user`'s generated avatar.
    func appearance(of user: ChatUser) -> (initials: String, color: Color) {
        if let entry = entries[user.id], entry.name == user.name { return (entry.initials, entry.color) }
        computations += 1
        if entries.count >= Self.capacity, entries[user.id] == nil { entries.removeAll(keepingCapacity: true) }
        let entry = Entry(
            name: user.name, initials: AvatarAppearance.initials(for: user.displayName), color: AvatarAppearance.color(for: user.id)
        )
        entries[user.id] = entry
        return (entry.initials, entry.color)
    }
}
