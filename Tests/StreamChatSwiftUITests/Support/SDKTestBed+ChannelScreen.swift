import StreamChat
import StreamChatSwiftUI
import Testing

extension SDKTestBed {
    /// The channel `cid` opened with the SDK's default views (or liquid glass), shown at
    /// `width`×`height`, and the screen after `typed` went into its composer.
    func channelScreen(_ cid: ChannelId, liquidGlass: Bool = false, width: Int, height: Int, typing typed: String)
        async throws -> (ScreenHost, String) {
        let (screen, _) = liquidGlass
            ? try await openChannel(cid, factory: GlassFactory())
            : try await openChannel(cid, factory: DefaultViewFactory.shared)
        let before = screen.snapshot(width: width, height: height)
        #expect(before.contains("➤"), "\(before)")
        screen.interact { $0.type(typed) }
        await drain()
        return (screen, screen.snapshot(width: width, height: height))
    }
}
