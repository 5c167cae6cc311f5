import StreamChat
import SwiftUI

/// The scrolling column of messages, oldest at the top. It starts at the bottom, stays there as
/// messages arrive, and asks for older messages when its top row comes on screen.
///
/// It observes its messages, the current user's mutes and requests to scroll
/// (``ChannelScreenChanges/list``), and is `Equatable` by the factory, the view model and the
/// channel, so the container around it does not evaluate it again when the list did not change.
struct MessageListView<Factory: ViewFactory>: View, Equatable {
    let factory: Factory
    let viewModel: ChatChannelViewModel
    let channel: ChatChannel
    @ObservedObject private var changes: ChannelPartChanges
    /// The factory's identity, readable from the nonisolated `==`.
    private let factoryID: ObjectIdentifier

    init(factory: Factory, viewModel: ChatChannelViewModel, channel: ChatChannel) {
        self.factory = factory
        self.viewModel = viewModel
        self.channel = channel
        _changes = ObservedObject(wrappedValue: viewModel.changes.list)
        factoryID = ObjectIdentifier(factory)
    }

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.factoryID == rhs.factoryID && lhs.viewModel === rhs.viewModel && lhs.channel == rhs.channel
    }

    var body: some View {
        // A generic body looks up its nested view types at run time on every evaluation; the
        // copy specialized for the default factory has them ready (custom factories are
        // unaffected and behave the same).
        @_specialize(exported: false, where Factory == DefaultViewFactory)
        get {
            let rows = viewModel.rows
            let mutedUserIds = viewModel.mutedUserIds
            let actions = viewModel.messageItemActions(factory: factory)
            let currentUserId = viewModel.currentUserId
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 0) {
                        ForEach(rows) { row in
                            MessageListRowView(
                                factory: factory,
                                factoryID: ObjectIdentifier(factory),
                                row: row,
                                channel: channel,
                                currentUserId: currentUserId,
                                isAuthorMuted: row.authorId.map(mutedUserIds.contains) ?? false,
                                actions: actions,
                                viewModel: viewModel
                            )
                        }
                    }
                }
                .defaultScrollAnchor(.bottom)
                .defaultScrollAnchor(.bottom, for: .alignment)
                .onChange(of: viewModel.scrollToBottomRequest) {
                    if let last = rows.last { proxy.scrollTo(last.id, anchor: .bottom) }
                }
                .onChange(of: viewModel.messageKeptAtTop) {
                    if let kept = viewModel.messageKeptAtTop { proxy.scrollTo(kept, anchor: .top) }
                }
            }
        }
    }
}

extension MessageListRow {
    var message: ChatMessage? {
        if case let .message(message, _, _) = kind { return message }
        return nil
    }

    var authorId: String? { message?.author.id }
}
