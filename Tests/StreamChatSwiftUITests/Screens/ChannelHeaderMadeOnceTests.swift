import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing

/// The default header works out what it shows (title, subtitle, avatar) once per update: its
/// modifier does, to compare headers, and the toolbar content it builds takes that instead of
/// asking the namer and reading the channel again.
@MainActor @Suite struct ChannelHeaderMadeOnceTests {
    /// Counts the namer's calls.
    final class Calls: @unchecked Sendable {
        var count = 0
    }

    @Test func theNamerIsAskedOncePerHeader() {
        let calls = Calls()
        let utils = Utils(channelNamer: { channel, _ in
            calls.count += 1
            return "Named \(channel.cid.id)"
        })
        let channel = ChatChannel(cid: ChannelId(type: .messaging, id: "team"), name: "Team")
        let text = InjectedValues.withValue(\.utils, utils) {
            let host = ViewHost(rootView: NavigationStack {
                Text("body").modifier(DefaultChannelHeaderModifier(channel: channel))
            })
            return host.snapshot(width: 40, height: 6)
        }
        #expect(text.contains("Named team"), "\(text)")
        #expect(calls.count == 1, "the modifier's content and the toolbar's are one")
    }
}
