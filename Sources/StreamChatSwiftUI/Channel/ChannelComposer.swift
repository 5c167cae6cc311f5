import StreamChat
import SwiftUI

/// The composer of a channel screen: the factory's composer in the styles' decoration.
///
/// `Equatable` by the factory, the view model and the placement, none of which a new message
/// changes: an append evaluates no part of the composer. The slot inside observes only the
/// message replied to or edited, so those reach the composer at once.
struct ChannelComposer<Factory: ViewFactory>: View, Equatable {
    let factory: Factory
    let viewModel: ChatChannelViewModel
    /// What `==` compares: the factory, the view model and the placement.
    private let identity: ChannelPartIdentity
    var placement: ComposerPlacement { identity.placement }

    init(factory: Factory, viewModel: ChatChannelViewModel, placement: ComposerPlacement) {
        self.factory = factory
        self.viewModel = viewModel
        identity = ChannelPartIdentity(factory: factory, viewModel: viewModel, placement: placement)
    }

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }

    var body: some View {
        ComposerSlot(factory: factory, viewModel: viewModel, changes: viewModel.changes.composer)
            .modifier(factory.styles.makeComposerViewModifier(options: ComposerViewModifierOptions(composerPlacement: placement)))
    }
}

/// Where the composer from the factory goes. It observes only the changes of the message
/// replied to or edited and of the channel's transient notice (not the whole channel view
/// model), and hands the composer bindings to them; a message sent from it scrolls the list to
/// the newest message. The transient notice ("Message copied") shows above the composer, as the
/// composer's own notices show above its input.
struct ComposerSlot<Factory: ViewFactory>: View {
    let factory: Factory
    let viewModel: ChatChannelViewModel
    @ObservedObject var changes: ChannelPartChanges

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if let notice = viewModel.transientNotice {
                ComposerNoticeView(notice: notice)
            }
            composer
        }
    }

    private var composer: some View {
        let viewModel = self.viewModel
        return factory.makeMessageComposerViewType(options: MessageComposerViewTypeOptions(
            channelController: viewModel.channelController,
            quotedMessage: Binding(get: { @MainActor in viewModel.quotedMessage }, set: { @MainActor in viewModel.quotedMessage = $0 }),
            editedMessage: Binding(get: { @MainActor in viewModel.editedMessage }, set: { @MainActor in viewModel.editedMessage = $0 }),
            // What the user sends shows: the list goes to the newest message, as Stream's does.
            onMessageSent: { viewModel.scrollToBottom() }
        ))
    }
}
