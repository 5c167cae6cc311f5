import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing

/// The SDK's header is skipped when it would draw the same, and only then: a change of what a
/// factory's avatar view shows of the channel redraws it, as a new name does.
@MainActor @Suite struct ChannelHeaderRedrawTests {
    /// Its channel avatar shows the channel's `emoji` extra data.
    final class EmojiAvatarFactory: ViewFactory {
        var styles = RegularStyles()
        func makeChannelAvatarView(options: ChannelAvatarViewOptions) -> some View {
            guard case let .string(emoji) = options.channel.extraData["emoji"] else { return Text("«none»") }
            return Text("«\(emoji)»")
        }
    }

    /// Holds the channel the header shows.
    final class Model: ObservableObject {
        @Published var channel: ChatChannel
        init(_ channel: ChatChannel) { self.channel = channel }
    }

    struct Screen<Factory: ViewFactory>: View {
        let factory: Factory
        @ObservedObject var model: Model

        var body: some View {
            NavigationStack {
                Text("body").modifier(DefaultChannelHeaderModifier(factory: factory, channel: model.channel))
            }
        }
    }

    private let cid = ChannelId(type: .messaging, id: "team")

    @Test func aChangedChannelNameRedrawsTheHeader() {
        let model = Model(ChatChannel(cid: cid, name: "Team"))
        let host = ViewHost(rootView: Screen(factory: DefaultViewFactory.shared, model: model))
        #expect(host.snapshot(width: 40, height: 6).contains("Team"))
        model.channel = ChatChannel(cid: cid, name: "Renamed")
        #expect(host.snapshot(width: 40, height: 6).contains("Renamed"))
    }

    /// The title, subtitle and avatar key stay the same; the factory's avatar shows the change.
    @Test func whatACustomAvatarShowsOfTheChannelRedrawsTheHeader() {
        let model = Model(ChatChannel(cid: cid, name: "Team", extraData: ["emoji": .string("fox")]))
        let host = ViewHost(rootView: Screen(factory: EmojiAvatarFactory(), model: model))
        #expect(host.snapshot(width: 40, height: 6).contains("«fox»"))
        model.channel = ChatChannel(cid: cid, name: "Team", extraData: ["emoji": .string("owl")])
        let text = host.snapshot(width: 40, height: 6)
        #expect(text.contains("«owl»"), "\(text)")
    }

    /// Message activity is what the header does not show: a channel that differs only in it
    /// leaves the header as it was.
    @Test func aNewMessageLeavesTheHeaderEqual() {
        let factory = DefaultViewFactory.shared
        let before = DefaultChannelHeaderModifier(factory: factory, channel: ChatChannel(cid: cid, name: "Team"))
        let after = DefaultChannelHeaderModifier(factory: factory, channel: ChatChannel(cid: cid, name: "Team", lastMessageAt: Date()))
        #expect(before == after)
        #expect(before != DefaultChannelHeaderModifier(factory: factory, channel: ChatChannel(cid: cid, name: "Team", watcherCount: 2)))
    }
}
