import StreamChat
import SwiftUI

/// A channel: its header, the message list and the composer.
///
/// Works on its own or as the destination of ``ChatChannelListView``. Every part comes from the
/// view factory; the styles of the factory decide where the composer sits.
///
/// The screen owns its view model but does not observe it: each part observes the changes it
/// shows (docs/SDK.md), so an appended message evaluates the message list and its changed rows.
/// Made with a channel controller, it asks for the channel once its loading view has measured
/// the screen, for a first page of messages that fills it.
public struct ChatChannelView<Factory: ViewFactory>: View {
    @StateObject private var owner: ChannelViewModelOwner
    private let viewFactory: Factory
    private let providesNavigation: Bool

    /// Creates the screen of the channel that `channelController` controls.
    ///
    /// Used on its own, the screen brings its own `NavigationStack`, so the header (a toolbar)
    /// shows; opened from ``ChatChannelListView`` it is pushed onto the list's stack instead.
    ///
    /// With `scrollToMessage` (Stream's parameter) the screen opens at that message: the page
    /// around it, scrolled to it and highlighted; newer messages load as the list's bottom
    /// comes on screen, and the scroll-to-bottom button goes to the newest.
    public init(viewFactory: Factory, channelController: ChatChannelController, scrollToMessage: ChatMessage? = nil) {
        self.init(viewFactory: viewFactory, channelController: channelController, scrollToMessage: scrollToMessage, providesNavigation: true)
    }

    /// Creates the screen for an existing view model (to observe or drive its state from outside).
    public init(viewFactory: Factory, viewModel: @autoclosure @escaping () -> ChatChannelViewModel) {
        _owner = StateObject(wrappedValue: ChannelViewModelOwner(viewModel()))
        self.viewFactory = viewFactory
        providesNavigation = true
    }

    init(viewFactory: Factory, channelController: ChatChannelController, scrollToMessage: ChatMessage? = nil, providesNavigation: Bool) {
        _owner = StateObject(wrappedValue: ChannelViewModelOwner(ChatChannelViewModel(
            channelController: channelController, firstPage: .whenScreenIsMeasured, scrollToMessage: scrollToMessage
        )))
        self.viewFactory = viewFactory
        self.providesNavigation = providesNavigation
    }

    public var body: some View {
        let screen = ChannelScreen(factory: viewFactory, viewModel: owner.viewModel)
        if providesNavigation {
            NavigationStack { screen }
        } else {
            screen
        }
    }
}

/// Keeps the view model of a ``ChatChannelView`` for as long as the screen exists, and announces
/// nothing: the screen owns the view model without being evaluated at each of its changes.
final class ChannelViewModelOwner: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    let viewModel: ChatChannelViewModel

    init(_ viewModel: ChatChannelViewModel) {
        self.viewModel = viewModel
    }
}

extension ChatChannelView where Factory == DefaultViewFactory {
    /// Creates the screen with the SDK's default views.
    public init(channelController: ChatChannelController) {
        self.init(viewFactory: DefaultViewFactory.shared, channelController: channelController)
    }
}

/// The body of a loaded channel: the message list container and the composer, docked below
/// the list or floating over it, with the composer's suggestions floating over the list's bottom. The floating composer is the list's bottom safe-area inset, so
/// the list's content is inset above it and the newest message never hides under it (the
/// terminal engine, having no translucency, stacks a safe-area inset below the content).
///
/// It shows no state of its own: the list container and the composer observe what they show.
/// So it is `Equatable` by the factory, the view model and the placement, and a new message
/// evaluates neither it nor the header modifier around it (compared by its own value).
///
/// In the terminal, text typed while a message row (or any other view in it but a text field)
/// has focus moves focus to the composer's input and is typed there.
struct ChatChannelContent<Factory: ViewFactory>: View, Equatable {
    let factory: Factory
    let viewModel: ChatChannelViewModel
    /// What `==` compares: the factory, the view model and the composer's placement.
    private let identity: ChannelPartIdentity
    var composerPlacement: ComposerPlacement { identity.placement }

    init(factory: Factory, viewModel: ChatChannelViewModel, composerPlacement: ComposerPlacement) {
        self.factory = factory
        self.viewModel = viewModel
        identity = ChannelPartIdentity(factory: factory, viewModel: viewModel, placement: composerPlacement)
    }

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }

    var body: some View {
        content
            // End (on a message) or Ctrl-End (anywhere, the composer too) goes to the newest
            // message while the list is scrolled up, as the scroll-to-bottom button does.
            .onKeyPress(.end) {
                guard !viewModel.isAtBottom else { return .ignored }
                viewModel.scrollToBottom()
                return .handled
            }
        #if os(Linux)
            // A terminal has a keyboard only: text typed while a message row has focus goes to
            // the composer's input, as a chat user expects, instead of being lost.
            .typingFocusesTextField()
        #endif
    }

    @ViewBuilder private var content: some View {
        switch composerPlacement {
        case .docked:
            VStack(spacing: 0) {
                messageList()
                composer
            }
        case .floating:
            FloatingChannelBody(host: viewModel.composerSuggestionsHost, list: messageList(keepsALine:), composer: composer)
        }
    }

    /// The messages keep at least a line of the screen, whatever the composer takes
    /// (`keepsALine`), but for the floating box's three rows while the composer suggests
    /// nothing (`FloatingChannelBody`). The composer's suggestions float
    /// over the bottom of the list, directly above the composer: the list keeps its height and
    /// rows, and its height bounds theirs (a long list of them scrolls).
    private func messageList(keepsALine: Bool = true) -> some View {
        ZStack(alignment: .bottom) {
            MessageListContainer(factory: factory, viewModel: viewModel)
            ComposerSuggestionsSlot(factory: factory, host: viewModel.composerSuggestionsHost)
        }
        .frame(minHeight: keepsALine ? ScreenLines.height(ofLines: 1) : 0)
    }

    /// The composer takes the height it needs (its input grows to five lines) before the list:
    /// on a short screen an equal share with the list stopped its growth at half of the space.
    /// It presents its suggestions in the screen's host, over the list.
    private var composer: some View {
        ChannelComposer(factory: factory, viewModel: viewModel, placement: composerPlacement)
            .environment(\.composerSuggestionsHost, viewModel.composerSuggestionsHost)
            .layoutPriority(1)
    }
}
