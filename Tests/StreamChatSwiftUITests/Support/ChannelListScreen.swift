import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI

extension SearchDebounce {
    /// Runs the message search at each change of the search text, as it ran before the
    /// debounce: for tests of what the search shows, not of when it runs.
    static let immediate = SearchDebounce(interval: .zero) { _, action in action() }
}

/// The message search debounce's delayed actions, run when the test says so (no waiting for
/// the real 300 ms).
@MainActor final class ManualDelays {
    var pending: [(delay: Duration, action: @MainActor () -> Void)] = []
    var debounce: SearchDebounce {
        SearchDebounce(interval: .milliseconds(300)) { [self] delay, action in pending.append((delay, action)) }
    }
    func runAll() {
        let due = pending
        pending = []
        for entry in due { entry.action() }
    }
}

/// `ChatChannelListView` of the current user's channels for `client`, with its view model
/// (made with the client injected) searching messages with `searchDebounce`.
@MainActor
func channelListScreen(client: ChatClient, searchDebounce: SearchDebounce = .immediate) -> (ScreenHost, ChatChannelListViewModel) {
    var made: ChatChannelListViewModel?
    let screen = ScreenHost(client: client) {
        let model = ChatChannelListViewModel()
        model.searchDebounce = searchDebounce
        made = model
        return ChatChannelListView(viewFactory: DefaultViewFactory.shared, viewModel: model)
    }
    return (screen, made!)
}
