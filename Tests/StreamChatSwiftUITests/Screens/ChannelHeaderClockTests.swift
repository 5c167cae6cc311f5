import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing

/// The header's "Last seen … ago" is measured from the date formatting's clock, as "Today" and
/// "Yesterday" are, not from the system clock.
@MainActor @Suite struct ChannelHeaderClockTests {
    struct Screen: View {
        let channel: ChatChannel
        var body: some View {
            NavigationStack {
                Text("body").modifier(DefaultChannelHeaderModifier(channel: channel))
            }
        }
    }

    @Test func lastSeenIsMeasuredFromTheFormattingClock() async {
        let noon = Date(timeIntervalSince1970: 1_779_969_600)  // 28 May 2026, 12:00 UTC
        let text = await StreamChat.withScopedRegistration {
            let formatting = MessageDateFormatting(timeZone: TimeZone(secondsFromGMT: 0)!, now: { noon })
            _ = StreamChat(chatClient: ChatClient(config: ChatClientConfig(apiKey: APIKey("clock"))), utils: Utils(dateFormatting: formatting))
            let channel = Fixtures.channel(
                "dm", isDirectMessage: true,
                members: [Fixtures.member("b", name: "Bea", lastActiveAt: noon.addingTimeInterval(-5 * 60 - 1))]
            )
            return ViewHost(rootView: Screen(channel: channel)).snapshot(width: 60, height: 6)
        }
        #expect(text.contains("Last seen 5 min ago"), "\(text)")
    }
}
