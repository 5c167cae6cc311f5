import StreamChat
import SwiftUI

/// The time of a message, "Edited" for an edited one.
public struct MessageDateView: View {
    @Injected(\.utils) private var utils
    @Injected(\.fonts) private var fonts
    @Injected(\.colors) private var colors
    private let message: ChatMessage

    public init(message: ChatMessage) {
        self.message = message
    }

    private var isEdited: Bool {
        message.isEdited
    }

    public var body: some View {
        Text(isEdited ? "\(utils.dateFormatting.time(message.createdAt)) · \(L10n.MessageList.edited)" : utils.dateFormatting.time(message.createdAt))
            .font(fonts.footnote)
            .foregroundColor(Color(colors.textLowEmphasis))
            .lineLimit(1)
    }
}

/// The author's name above the first message of a group.
public struct MessageAuthorView: View {
    @Injected(\.fonts) private var fonts
    @Injected(\.colors) private var colors
    private let user: ChatUser

    public init(user: ChatUser) {
        self.user = user
    }

    public var body: some View {
        Text(user.displayName)
            .font(fonts.footnoteBold)
            .foregroundColor(Color(colors.textLowEmphasis))
            .lineLimit(1)
            .truncationMode(.tail)
    }
}

/// The separator between days: "── Today ──".
public struct DateIndicatorView: View {
    @Injected(\.utils) private var utils
    @Injected(\.fonts) private var fonts
    @Injected(\.colors) private var colors
    private let date: Date

    public init(date: Date) {
        self.date = date
    }

    public var body: some View {
        HStack(spacing: 1) {
            VStack { Divider() }
            Text(utils.dateFormatting.separatorTitle(for: date))
                .font(fonts.footnote)
                .foregroundColor(Color(colors.subtitleText))
                .fixedSize()
            VStack { Divider() }
        }
        .frame(maxWidth: .infinity)
    }
}

/// A system message, centred.
public struct SystemMessageView: View {
    @Injected(\.fonts) private var fonts
    @Injected(\.colors) private var colors
    private let message: ChatMessage

    public init(message: ChatMessage) {
        self.message = message
    }

    public var body: some View {
        Text(message.text)
            .font(fonts.footnote)
            .foregroundColor(Color(colors.subtitleText))
            .frame(maxWidth: .infinity)
    }
}

/// The placeholder of a deleted message.
public struct DeletedMessageView: View {
    @Injected(\.fonts) private var fonts
    @Injected(\.colors) private var colors
    private let isSentByCurrentUser: Bool

    public init(isSentByCurrentUser: Bool) {
        self.isSentByCurrentUser = isSentByCurrentUser
    }

    public var body: some View {
        HStack {
            if isSentByCurrentUser { Spacer() }
            Text(L10n.MessageList.deleted)
                .font(fonts.bodyItalic)
                .foregroundColor(Color(colors.textLowEmphasis))
            if !isSentByCurrentUser { Spacer() }
        }
    }
}

/// The placeholder standing in for a message of a muted user, laid out like that user's
/// message rows: inset by the avatar's column, its line where the bubble's text would start,
/// and the message's time under it (as under a group's last bubble).
public struct MutedUserMessageView: View {
    @Injected(\.fonts) private var fonts
    @Injected(\.colors) private var colors
    private let message: ChatMessage

    public init(message: ChatMessage) {
        self.message = message
    }

    public var body: some View {
        HStack(alignment: .top, spacing: 1) {
            Color.clear.frame(width: MessageAvatarSlot<DefaultViewFactory>.size.width, height: 0)
            VStack(alignment: .leading, spacing: 0) {
                Text("\(L10n.MessageList.mutedUser) (\(message.author.displayName))")
                    .font(fonts.footnote)
                    .foregroundColor(Color(colors.textLowEmphasis))
                    .lineLimit(1)
                    .truncationMode(.tail)
                    .padding(.horizontal, MessageBubbleView<DefaultViewFactory>.padding)
                MessageDateView(message: message)
            }
            Spacer(minLength: 8)
        }
    }
}

/// The background behind the message list.
///
/// `Equatable` (it has no inputs: every value is equal), so the list's updates, such as a new
/// message, do not evaluate it again.
public struct MessageListBackgroundView: View, Equatable {
    @Injected(\.colors) private var colors

    public init() {}

    public nonisolated static func == (lhs: MessageListBackgroundView, rhs: MessageListBackgroundView) -> Bool { true }

    public var body: some View {
        Color(colors.background)
    }
}

/// Shown in a channel without messages.
public struct EmptyMessagesView: View {
    @Injected(\.colors) private var colors

    public init() {}

    public var body: some View {
        VStack {
            Spacer()
            Text(L10n.MessageList.empty)
                .foregroundColor(Color(colors.textLowEmphasis))
            Spacer()
        }
        .frame(maxWidth: .infinity)
    }
}

/// The line naming who is typing.
public struct TypingIndicatorView: View {
    private let text: String

    public init(text: String) {
        self.text = text
    }

    public var body: some View {
        SecondaryLineView(text: "… \(text)")
    }
}

/// A leading one-line note in the low-emphasis footnote style, truncated at the tail: the
/// typing line.
struct SecondaryLineView: View {
    @Injected(\.fonts) private var fonts
    @Injected(\.colors) private var colors
    let text: String

    var body: some View {
        HStack {
            Text(text)
                .font(fonts.footnote)
                .foregroundColor(Color(colors.textLowEmphasis))
                .lineLimit(1)
                .truncationMode(.tail)
            Spacer()
        }
    }
}
