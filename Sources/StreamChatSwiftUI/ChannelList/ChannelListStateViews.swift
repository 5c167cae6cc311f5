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

    public init() {}

    public var body: some View {
        VStack(spacing: 1) {
            Spacer()
            Text(L10n.ChannelList.emptyTitle)
                .font(fonts.bodyBold)
            Text(L10n.ChannelList.emptyMessage)
                .font(fonts.footnote)
                .foregroundColor(Color(colors.textLowEmphasis))
            Spacer()
        }
        .frame(maxWidth: .infinity)
    }
}

/// Shown while the first page of channels loads.
public struct LoadingView: View {
    @Injected(\.colors) private var colors

    public init() {}

    public var body: some View {
        VStack {
            Spacer()
            Text(L10n.ChannelList.loading)
                .foregroundColor(Color(colors.textLowEmphasis))
            Spacer()
        }
        .frame(maxWidth: .infinity)
    }
}
