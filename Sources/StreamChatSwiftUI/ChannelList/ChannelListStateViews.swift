import SwiftUI

/// The channel list's navigation title.
public struct DefaultChannelListHeaderModifier: ViewModifier {
    let title: String

    public init(title: String) {
        self.title = title
    }

    public func body(content: Content) -> some View {
        content.navigationTitle(title)
    }
}

/// Shown when the current user has no channels.
public struct NoChannelsView: View {
    @Injected(\.fonts) private var fonts
    @Injected(\.colors) private var colors
    /// Whether the list is empty because nothing matches the search text.
    private let isSearching: Bool

    /// - Parameter isSearching: nothing matches the search (says so, instead of inviting the
    ///   user to start a first chat).
    public init(isSearching: Bool = false) {
        self.isSearching = isSearching
    }

    public var body: some View {
        VStack(spacing: 1) {
            Spacer()
            Text(isSearching ? L10n.ChannelList.noResultsTitle : L10n.ChannelList.emptyTitle)
                .font(fonts.bodyBold)
            Text(isSearching ? L10n.ChannelList.noResultsMessage : L10n.ChannelList.emptyMessage)
                .font(fonts.footnote)
                .foregroundColor(Color(colors.textLowEmphasis))
            Spacer()
        }
        .frame(maxWidth: .infinity)
    }
}

/// Shown while the first page of channels, or a channel opened, loads: "Loading…".
public struct LoadingView: View {
    @Injected(\.colors) private var colors

    public init() {}

    public var body: some View {
        VStack {
            Spacer()
            Text(L10n.loading)
                .foregroundColor(Color(colors.textLowEmphasis))
            Spacer()
        }
        .frame(maxWidth: .infinity)
    }
}
