import StreamChat
import SwiftUI

/// The scrolling column of messages, oldest at the top. It starts at the bottom, stays there as
/// messages arrive, and asks for older messages when its top row comes on screen.
struct MessageListView<Factory: ViewFactory>: View {
    let factory: Factory
    @ObservedObject var viewModel: ChatChannelViewModel
    let channel: ChatChannel

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
