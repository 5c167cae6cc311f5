import StreamChat
import SwiftUI

/// The list of the current user's channels, with search; selecting a channel opens it.
public struct ChatChannelListView<Factory: ViewFactory>: View {
    @StateObject private var viewModel: ChatChannelListViewModel
    private let viewFactory: Factory
    private let title: String
    private let onItemTap: (@MainActor (ChatChannel) -> Void)?
    private let embedInNavigationView: Bool

    /// Creates the list.
    /// - Parameters:
    ///   - viewFactory: the factory of every view shown.
    ///   - viewModel: the list's state, made by the app (to observe or drive it); by default one
    ///     for `channelListController` and `selectedChannelId`.
    ///   - channelListController: the channels to list; the current user's by default.
    ///   - title: the navigation title.
    ///   - onItemTap: called when a row is tapped instead of opening the channel.
    ///   - selectedChannelId: a channel to open as soon as the list has loaded it (its
    ///     `ChannelId` raw value, e.g. `messaging:general`).
    ///   - embedInNavigationView: whether the list brings its own `NavigationStack`; pass false
    ///     when the app already shows it inside one.
    public init(
        viewFactory: Factory,
        viewModel: ChatChannelListViewModel? = nil,
        channelListController: ChatChannelListController? = nil,
        title: String = "Stream Chat",
        onItemTap: (@MainActor (ChatChannel) -> Void)? = nil,
        selectedChannelId: String? = nil,
        embedInNavigationView: Bool = true
    ) {
        _viewModel = StateObject(wrappedValue: viewModel
            ?? ChatChannelListViewModel(channelListController: channelListController, selectedChannelId: selectedChannelId))
        self.viewFactory = viewFactory
        self.title = title
        self.onItemTap = onItemTap
        self.embedInNavigationView = embedInNavigationView
    }

    public var body: some View {
        if embedInNavigationView {
            NavigationStack { content }
        } else {
            content
        }
    }

    private var content: some View {
        ChatChannelListContent(factory: viewFactory, viewModel: viewModel, onItemTap: onItemTap)
            .modifier(viewFactory.makeChannelListHeaderViewModifier(options: ChannelListHeaderViewModifierOptions(title: title)))
            .navigationDestination(isPresented: $viewModel.isChannelOpen) {
                if let controller = viewModel.selectedChannelController {
                    viewFactory.makeChannelDestination(options: ChannelDestinationOptions(channelController: controller,
                                                                                          scrollToMessage: viewModel.selectedMessage))
                }
            }
    }
}

extension ChatChannelListView where Factory == DefaultViewFactory {
    /// Creates the list with the SDK's default views.
    public init(channelListController: ChatChannelListController? = nil, title: String = "Stream Chat", selectedChannelId: String? = nil) {
        self.init(viewFactory: DefaultViewFactory.shared, channelListController: channelListController, title: title,
                  selectedChannelId: selectedChannelId)
    }
}

/// The search field and the list (while searching, the channels whose name matches, then the
/// messages found), or the loading or empty state, and the alert of the list's
/// ``ChatChannelListViewModel/errorMessage``. Return in the search field opens the first listed
/// channel, or the first message's channel when no channel name matches.
struct ChatChannelListContent<Factory: ViewFactory>: View {
    let factory: Factory
    @ObservedObject var viewModel: ChatChannelListViewModel
    /// Replaces opening the channel when a row is tapped.
    var onItemTap: (@MainActor (ChatChannel) -> Void)?

    var body: some View {
        let channels = viewModel.channels
        let messages = viewModel.messageSearchResults
        let isSearchingMessages = viewModel.isSearchingMessages
        let searchFailed = viewModel.messageSearchFailed
        Group {
            if viewModel.isLoading && channels.isEmpty {
                factory.makeLoadingView(options: LoadingViewOptions())
            } else if channels.isEmpty && messages.isEmpty && !isSearchingMessages && !searchFailed {
                factory.makeNoChannelsView(options: NoChannelsViewOptions(isSearching: !viewModel.searchText.isEmpty))
            } else {
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 0) {
                        ForEach(channels) { channel in
                            factory.makeChannelListItem(options: itemOptions(for: channel))
                                .onAppear { viewModel.channelAppeared(channel) }
                            Divider()
                        }
                        if isSearchingMessages {
                            MessageSearchPendingSection()
                        } else if searchFailed {
                            MessageSearchFailedSection(retry: viewModel.retryMessageSearch)
                        } else if !messages.isEmpty {
                            MessageSearchResultsSection(viewModel: viewModel, messages: messages)
                        }
                    }
                }
                .modifier(factory.styles.makeChannelListModifier(options: ChannelListModifierOptions(channels: channels)))
            }
        }
        .modifier(factory.styles.makeSearchableModifier(options: SearchableModifierOptions(searchText: $viewModel.searchText)))
        #if os(Linux)
            // A terminal has a keyboard only: text typed while a channel row has focus goes to
            // the search field, instead of being lost.
            .typingFocusesTextField()
        #endif
        .onSubmit(of: .search) {
            // Return in the search field opens the top row: the first channel, or the best
            // match while searching, else the newest message found (Down moves focus to the
            // rows to pick another).
            viewModel.openTopSearchResult()
        }
        .modifier(factory.styles.makeChannelListContentModifier(options: ChannelListContentModifierOptions(isLoading: viewModel.isLoading)))
        .modifier(ScreenAlertModifier(alert: viewModel.errorMessage.map(ScreenAlert.error), current: { [viewModel] in viewModel.errorMessage.map(ScreenAlert.error) },
                                      dismiss: { [viewModel] _ in viewModel.errorMessage = nil }))
    }

    private func itemOptions(for channel: ChatChannel) -> ChannelListItemOptions {
        ChannelListItemOptions(
            channel: channel,
            channelName: viewModel.name(of: channel),
            previewText: viewModel.previewText(of: channel),
            timestampText: viewModel.timestampText(of: channel),
            unreadCount: channel.unreadCount.messages,
            showOnlineIndicator: viewModel.showsOnlineIndicator(for: channel),
            isSelected: viewModel.selectedChannel?.cid == channel.cid,
            onItemTap: { [viewModel, onItemTap] channel in
                if let onItemTap { onItemTap(channel) } else { viewModel.select(channel) }
            }
        )
    }
}
