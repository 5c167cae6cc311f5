import StreamChat
import SwiftUI

/// The scrolling column of messages, oldest at the top. It starts at the bottom, stays there as
/// messages arrive, and asks for older messages when its top row comes on screen.
///
/// It observes requests to scroll (``ChannelScreenChanges/list``) and is `Equatable` by the
/// factory, the view model and the channel, so the container around it does not evaluate it
/// again when the list did not change. Its rows are a view of their own
/// (``MessageListScroll``), which observes the messages and mutes: an appended message
/// evaluates that view, not the scroll reader and its scroll handlers.
struct MessageListView<Factory: ViewFactory>: View, Equatable {
    let source: MessageListSource<Factory>
    @ObservedObject private var changes: ChannelPartChanges

    /// What `==` compares, readable from the nonisolated `==`.
    private let identity: MessageListIdentity

    init(factory: Factory, viewModel: ChatChannelViewModel, channel: ChatChannel) {
        source = MessageListSource(factory: factory, viewModel: viewModel, channel: channel)
        identity = source.identity
        _changes = ObservedObject(wrappedValue: viewModel.changes.list)
    }

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }

    var body: some View {
        // A generic body looks up its nested view types at run time on every evaluation; the
        // copy specialized for the default factory has them ready (custom factories are
        // unaffected and behave the same).
        @_specialize(exported: false, where Factory == DefaultViewFactory)
        get {
            let source = source
            let viewModel = source.viewModel
            ScrollViewReader { proxy in
                MessageListScroll(source: source)
                    // Every anchor role behaves as the initial offset in the engine: one is
                    // enough. Written here, it reaches the scroll view through the environment
                    // and is not made again when only the rows change.
                    .defaultScrollAnchor(.bottom)
                    .onChange(of: viewModel.scrollToBottomRequest) {
                        if let last = viewModel.rows.last { proxy.scrollTo(last.id, anchor: .bottom) }
                    }
                    .onChange(of: viewModel.messageKeptAtTop) {
                        if let kept = viewModel.messageKeptAtTop { proxy.scrollTo(kept, anchor: .top) }
                    }
                    .onChange(of: viewModel.messageKeptAtBottom) {
                        if let kept = viewModel.messageKeptAtBottom { proxy.scrollTo(kept, anchor: .bottom) }
                    }
                    .onChange(of: viewModel.scrolledId) {
                        if let target = viewModel.scrolledId { proxy.scrollTo(target, anchor: .center) }
                    }
                    // A screen opened at a message shows the list with the page around it: the
                    // list is new, so the message to scroll to is there from the start.
                    .onAppear {
                        if let target = viewModel.scrolledId { proxy.scrollTo(target, anchor: .center) }
                    }
            }
        }
    }
}

/// The scroll view of the message list's rows (``MessageListView`` pins it to the bottom).
///
/// Its body is the scroll view itself, with no modifier returning `some View`: for a custom
/// factory the type of such a modifier's result is looked up at run time on every evaluation.
/// It observes the messages and the current user's mutes (``ChannelScreenChanges/rows``) and
/// is `Equatable` like ``MessageListView``, which holds it: an append evaluates this view and
/// hands the new rows to its scroll view.
struct MessageListScroll<Factory: ViewFactory>: View, Equatable {
    let source: MessageListSource<Factory>
    @ObservedObject private var changes: ChannelPartChanges

    /// What `==` compares, readable from the nonisolated `==`.
    private let identity: MessageListIdentity

    init(source: MessageListSource<Factory>) {
        self.source = source
        identity = source.identity
        _changes = ObservedObject(wrappedValue: source.viewModel.changes.rows)
    }

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }

    var body: some View {
        // Specialized for the default factory, as `MessageListView.body` is.
        @_specialize(exported: false, where Factory == DefaultViewFactory)
        get {
            let (factory, viewModel, channel) = (source.factory, source.viewModel, source.channel)
            let rows = viewModel.rows
            let mutedUserIds = viewModel.mutedUserIds
            let highlightedId = viewModel.highlightedMessageId
            let context = viewModel.messageListRowContext(factory: factory, channel: channel)
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(rows) { row in
                        MessageListRowView(context: context, row: row, isAuthorMuted: !mutedUserIds.isEmpty && row.authorId.map(mutedUserIds.contains) == true,
                                           isHighlighted: highlightedId != nil && row.id == highlightedId)
                    }
                }
            }
        }
    }
}

/// What the message list's views show: the factory, the view model and the channel.
struct MessageListSource<Factory: ViewFactory> {
    let factory: Factory
    let viewModel: ChatChannelViewModel
    let channel: ChatChannel

    /// What the views are compared by.
    var identity: MessageListIdentity {
        MessageListIdentity(factoryID: ObjectIdentifier(factory), viewModelID: ObjectIdentifier(viewModel), channel: channel)
    }
}

/// The factory and the view model (both by identity) and the channel.
struct MessageListIdentity: Equatable, Sendable {
    let factoryID: ObjectIdentifier
    let viewModelID: ObjectIdentifier
    let channel: ChatChannel
}

extension MessageListRow {
    var message: ChatMessage? {
        if case let .message(message, _, _) = kind { return message }
        return nil
    }

    var authorId: String? { message?.author.id }
}
