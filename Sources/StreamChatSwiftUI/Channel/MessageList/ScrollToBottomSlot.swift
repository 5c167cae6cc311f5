import SwiftUI

/// Where the scroll-to-bottom button shows while the list is scrolled up: over the message
/// list, at its bottom-trailing corner, inside the list's container (so the styles' container
/// modifier wraps it and the scroll-to-bottom button modifier places it relative to the list),
/// as in Stream's SDK. Like any overlay it covers what lies under it: the trailing end of the
/// list's bottom row (at 20×6, where the list is one line, the end of the current user's
/// message or its time).
///
/// It observes only whether the list is scrolled up and how many messages arrived since
/// (``ChannelScreenChanges/scrollToBottom``): a message arriving while the list is scrolled up
/// evaluates it, not the list's container.
struct ScrollToBottomSlot<Factory: ViewFactory>: View {
    let factory: Factory
    let viewModel: ChatChannelViewModel
    @ObservedObject private var changes: ChannelPartChanges

    init(factory: Factory, viewModel: ChatChannelViewModel) {
        self.factory = factory
        self.viewModel = viewModel
        _changes = ObservedObject(wrappedValue: viewModel.changes.scrollToBottom)
    }

    var body: some View {
        if !viewModel.isAtBottom {
            let viewModel = self.viewModel
            factory.makeScrollToBottomButton(
                options: ScrollToBottomButtonOptions(unreadCount: viewModel.unseenMessageCount) { viewModel.scrollToBottom() }
            )
            .modifier(factory.styles.makeScrollToBottomButtonModifier(
                options: ScrollToBottomButtonModifierOptions(unreadCount: viewModel.unseenMessageCount)
            ))
        }
    }
}
