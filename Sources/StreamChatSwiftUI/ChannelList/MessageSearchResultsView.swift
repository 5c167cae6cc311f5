import StreamChat
import SwiftUI

/// The messages found by the channel list's search, under the channels whose name matches:
/// a "Messages" heading, then one row per message, newest first.
struct MessageSearchResultsSection: View {
    @ObservedObject var viewModel: ChatChannelListViewModel
    let messages: [ChatMessage]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
        MessageSearchHeading()
        ForEach(messages) { message in
            MessageSearchResultRow(
                channelName: viewModel.channelName(of: message),
                line: viewModel.searchResultLine(of: message),
                timestamp: viewModel.timestampText(of: message),
                open: { [viewModel] in viewModel.select(message) }
            )
            .onAppear { viewModel.messageSearchResultAppeared(message) }
            Divider()
        }
        }
    }
}

/// The messages' heading and "Searching…", while the search for the current text is still to
/// answer (the results of an earlier text are not shown as this one's).
struct MessageSearchPendingSection: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            MessageSearchHeading()
            MessageSearchStatusLine(text: L10n.ChannelList.searchingMessages)
        }
    }
}

/// In place of the messages when the search for the text failed: says so, with a Retry button
/// (the error itself is in the list's alert).
struct MessageSearchFailedSection: View {
    let retry: @MainActor () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            MessageSearchHeading()
            MessageSearchStatusLine(text: L10n.ChannelList.searchFailed)
            Button(L10n.ChannelList.retrySearch, action: retry)
        }
    }
}

/// A line in place of the messages found ("Searching…", "The search failed…").
struct MessageSearchStatusLine: View {
    @Injected(\.fonts) private var fonts
    @Injected(\.colors) private var colors
    let text: String

    var body: some View {
        Text(text)
            .font(fonts.footnote)
            .foregroundColor(Color(colors.textLowEmphasis))
    }
}

/// "Messages" and a divider, above the messages found (or "Searching…").
struct MessageSearchHeading: View {
    @Injected(\.fonts) private var fonts
    @Injected(\.colors) private var colors

    var body: some View {
        Text(L10n.ChannelList.searchMessagesTitle)
            .font(fonts.footnoteBold)
            .foregroundColor(Color(colors.textLowEmphasis))
        Divider()
    }
}

/// A found message: its channel's name and time, then its author and the text around the match.
struct MessageSearchResultRow: View {
    @Injected(\.fonts) private var fonts
    @Injected(\.colors) private var colors
    let channelName: String
    /// The author and the text around the match ("You: …" for the current user's own).
    let line: String
    let timestamp: String
    let open: @MainActor () -> Void

    var body: some View {
        Button {
            open()
        } label: {
            HStack(spacing: 0) {
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 1) {
                    Text(channelName)
                        .font(fonts.bodyBold)
                        .lineLimit(1)
                        .truncationMode(.tail)
                    Spacer(minLength: 1)
                    Text(timestamp)
                        .font(fonts.footnote)
                        .foregroundColor(Color(colors.textLowEmphasis))
                        .lineLimit(1)
                        .fixedSize()
                }
                Text(line)
                    .font(fonts.footnote)
                    .foregroundColor(Color(colors.textLowEmphasis))
                    .lineLimit(1)
                    .truncationMode(.tail)
            }
            }
        }
        .buttonStyle(.plain)
    }
}
