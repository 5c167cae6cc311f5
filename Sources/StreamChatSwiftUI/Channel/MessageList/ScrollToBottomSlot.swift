import SwiftUI

/// Where the scroll-to-bottom button shows while the list is scrolled up: on the top edge of
/// the composer, at its trailing end. That edge is the composer's chrome in the SDK's styles
/// (the docked composer's top border; the floating box's top border, its corner and the margin
/// beside it), so the button hides no message: floated over the list's bottom row, it hid the
/// end of that row (the last digit of a time, at 20×6 on every line the list showed).
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
