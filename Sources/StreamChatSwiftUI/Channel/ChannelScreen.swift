import StreamChat
import SwiftUI

/// What ``ChatChannelView`` shows inside its navigation: the loading view until the channel is
/// loaded, then the channel with its header; and its alert (the confirmation of a message
/// action, an error, what a flag came to).
///
/// It observes only the loading of the channel and the alert, and is `Equatable` by the
/// factory, the view model and the composer's placement: neither a new message nor a change of
/// the channel evaluates it.
struct ChannelScreen<Factory: ViewFactory>: View, Equatable {
    let factory: Factory
    let viewModel: ChatChannelViewModel
    @ObservedObject private var changes: ChannelPartChanges
    /// What `==` compares: the factory, the view model and the composer's placement.
    private let identity: ChannelPartIdentity

    init(factory: Factory, viewModel: ChatChannelViewModel) {
        self.factory = factory
        self.viewModel = viewModel
        _changes = ObservedObject(wrappedValue: viewModel.changes.screen)
        identity = ChannelPartIdentity(factory: factory, viewModel: viewModel, placement: factory.styles.composerPlacement)
    }

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }

    var body: some View {
        let viewModel = self.viewModel
        Group {
            if viewModel.channel != nil {
                ChannelWithHeader(factory: factory, viewModel: viewModel, composerPlacement: identity.placement)
            } else {
                // While the channel loads, the loading view fills the screen and tells the view
                // model its height: the first page is sized to fill the list.
                GeometryReader { proxy in
                    let _ = viewModel.screenMeasured(lines: ScreenLines.count(in: proxy.size.height))
                    factory.makeLoadingView(options: LoadingViewOptions())
                        .frame(width: proxy.size.width, height: proxy.size.height)
                }
            }
        }
        .modifier(ScreenAlertModifier(alert: viewModel.screenAlert, current: { viewModel.screenAlert },
                                      confirm: { viewModel.confirmPendingAction() }, dismiss: { viewModel.dismissAlert($0) }))
    }
}

/// The loaded channel's content in the factory's header modifier. It observes the changes of the
/// channel the header can show: all of them for a custom header, for the SDK's header all but
/// those of its message activity (``ShowsNoMessageActivity``), so a new message does not
/// evaluate it.
struct ChannelWithHeader<Factory: ViewFactory>: View {
    let factory: Factory
    let viewModel: ChatChannelViewModel
    let composerPlacement: ComposerPlacement
    @ObservedObject private var changes: ChannelPartChanges

    init(factory: Factory, viewModel: ChatChannelViewModel, composerPlacement: ComposerPlacement) {
        self.factory = factory
        self.viewModel = viewModel
        self.composerPlacement = composerPlacement
        _changes = ObservedObject(wrappedValue: viewModel.changes.header(for: factory))
    }

    var body: some View {
        if let channel = viewModel.channel {
            ChatChannelContent(factory: factory, viewModel: viewModel, composerPlacement: composerPlacement)
                .modifier(factory.makeChannelHeaderViewModifier(options: ChannelHeaderViewModifierOptions(channel: channel)))
        }
    }
}
