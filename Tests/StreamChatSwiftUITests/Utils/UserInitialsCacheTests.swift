import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import Testing

/// Avatars' initials are worked out once per user and name, follow a rename at once, and the
/// cache stays bounded.
@MainActor
@Suite("User initials cache")
struct UserInitialsCacheTests {
    @Test("A user asked again with the same name is answered from the cache")
    func sameUserOnce() {
        let cache = UserInitialsCache()
        let ana = Fixtures.user("ana", name: "Ana Bell")
        #expect(cache.appearance(of: ana).initials == "AB")
        #expect(cache.appearance(of: ana).initials == "AB")
        #expect(cache.appearance(of: Fixtures.user("ana", name: "Ana Bell")).initials == "AB")
        #expect(cache.computations == 1)
        #expect(cache.appearance(of: ana).color == AvatarAppearance.color(for: "ana"))
    }

    @Test("A renamed user gets new initials; a user without a name gets those of the id")
    func renamedUser() {
        let cache = UserInitialsCache()
        #expect(cache.appearance(of: Fixtures.user("u1", name: "Ana Bell")).initials == "AB")
        #expect(cache.appearance(of: Fixtures.user("u1", name: "Cleo Dee")).initials == "CD")
        #expect(cache.appearance(of: Fixtures.user("u1")).initials == "U")
        #expect(cache.appearance(of: Fixtures.user("u1", name: "Ana Bell")).initials == "AB")
        #expect(cache.computations == 4)
        #expect(cache.count == 1)
    }

    @Test("Past its capacity the cache starts again, and every answer stays right")
    func bounded() {
        let cache = UserInitialsCache()
        for index in 0..<(UserInitialsCache.capacity * 2 + 5) {
            let user = Fixtures.user("id\(index)", name: "N\(index) M\(index)")
            #expect(cache.appearance(of: user).initials == "NM")
            #expect(cache.count <= UserInitialsCache.capacity)
        }
        #expect(cache.appearance(of: Fixtures.user("id0", name: "Zoe Young")).initials == "ZY")
    }

    @Test("A renamed user's avatar shows the new initials")
    func renamedAvatar() {
        let before = ViewHost(rootView: UserAvatarView(user: Fixtures.user("initials-cache-renamed", name: "Ana Bell")))
        #expect(before.snapshot(width: 6, height: 2).contains("AB"))
        let after = ViewHost(rootView: UserAvatarView(user: Fixtures.user("initials-cache-renamed", name: "Cleo Dee")))
        let shown = after.snapshot(width: 6, height: 2)
        #expect(shown.contains("CD") && !shown.contains("AB"), "after the rename:\n\(shown)")
    }

    @Test("An avatar without the online dot is not wrapped in a stack; with it, the dot shows beside the initials")
    func stackOnlyForTheOnlineDot() {
        func stacks(in host: ViewHost) -> Int {
            var count = 0
            host.graph.root?.forEachDescendant { if $0.behavior is StackBehavior { count += 1 } }
            return count
        }
        let online = Fixtures.user("initials-cache-online", name: "Ana Bell", online: true)
        let plain = ViewHost(rootView: UserAvatarView(user: online))
        let plainScreen = plain.snapshot(width: 20, height: 3)
        #expect(stacks(in: plain) == 0)
        #expect(plainScreen.contains("AB") && !plainScreen.contains("●"), "without the dot:\n\(plainScreen)")
        let dotted = ViewHost(rootView: UserAvatarView(user: online, showsOnlineIndicator: true))
        let dottedScreen = dotted.snapshot(width: 20, height: 3)
        #expect(stacks(in: dotted) == 1)
        #expect(dottedScreen.contains("●"), "with the dot:\n\(dottedScreen)")
    }
}
