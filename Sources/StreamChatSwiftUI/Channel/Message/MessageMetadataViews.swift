import StreamChat
import SwiftUI

/// The time of a message, "Edited" for an edited one.
///
/// Evaluated for every group's last message (each new message of an append): it reads the
/// current appearance and utilities once, without key paths, and its colour converted once per
/// palette colour (`Appearance.color(_:)`).
public struct MessageDateView: View {
    private let message: ChatMessage

    public init(message: ChatMessage) {
        self.message = message
    }

    private var isEdited: Bool {
        message.isEdited
    }

    public var body: some View {
        let appearance = Appearance.current
        let time = Utils.current.dateFormatting.time(message.createdAt)
        return Text(isEdited ? "\(time) · \(L10n.MessageList.edited)" : time)
            .font(appearance.fonts.footnote)
            .foregroundColor(appearance.color(.textLowEmphasis))
            .lineLimit(1)
    }
}

/// The author's name above the first message of a group.
public struct MessageAuthorView: View {
    private let user: ChatUser

    public init(user: ChatUser) {
        self.user = user
    }

    public var body: some View {
        // Read without key paths (see `MessageDateView`): shown above every group's first message.
        let appearance = Appearance.current
        return Text(user.displayName)
            .font(appearance.fonts.footnoteBold)
            .foregroundColor(appearance.color(.textLowEmphasis))
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
/// and the message's time under the last placeholder of a group (as under a group's last
/// bubble).
public struct MutedUserMessageView: View {
    @Injected(\.fonts) private var fonts
    @Injected(\.colors) private var colors
    private let message: ChatMessage
    private let groupEnd: MessageGroupEndSource

    /// A placeholder for `message`, with its time when it ends its group.
    public init(message: ChatMessage, isLastInGroup: Bool = true) {
        self.init(message: message, groupEnd: MessageGroupEndSource(record: nil, builtValue: isLastInGroup))
    }

    init(message: ChatMessage, groupEnd: MessageGroupEndSource) {
        self.message = message
        self.groupEnd = groupEnd
    }

    public var body: some View {
        HStack(alignment: .top, spacing: 1) {
            VStack(alignment: .leading, spacing: 0) {
                Text("\(L10n.MessageList.mutedUser) (\(message.author.displayName))")
                    .font(fonts.footnote)
                    .foregroundColor(Color(colors.textLowEmphasis))
                    .lineLimit(1)
                    .truncationMode(.tail)
                    .padding(.horizontal, MessageBubbleView<DefaultViewFactory>.padding)
                MutedMessageTime(message: message, groupEnd: groupEnd)
            }
            .padding(.leading, MessageAvatarSlot<DefaultViewFactory>.bubbleInset)
            Spacer(minLength: 8)
        }
    }
}

/// The time under a muted user's placeholder that ends its group; nothing under the others. A
/// view of its own that reads the end of the group in its body, as the item's footer does (see
/// `MessageGroupEndViews.swift`): when the next message joins the group, only it runs again.
struct MutedMessageTime: View {
    let message: ChatMessage
    let groupEnd: MessageGroupEndSource

    var body: some View {
        if groupEnd.isLastInGroup {
            MessageDateView(message: message)
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
