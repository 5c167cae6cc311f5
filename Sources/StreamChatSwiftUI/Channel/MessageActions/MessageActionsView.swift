import StreamChat
import SwiftUI

/// The content of a message's context menu: which message it acts on (its author and a line of
/// its text), then one button per action.
public struct MessageActionsView: View {
    private let message: ChatMessage?
    private let actions: [MessageAction]

    /// The menu of `message`: a header naming it, then its actions (nothing without actions,
    /// so no menu opens).
    public init(message: ChatMessage, actions: [MessageAction]) {
        self.message = message
        self.actions = actions
    }

    /// The buttons of the actions alone, without a header.
    public init(actions: [MessageAction]) {
        message = nil
        self.actions = actions
    }

    public var body: some View {
        // No divider under it: a menu in the terminal is as wide as its widest entry, and a
        // divider takes all the width it is offered.
        if let message, !actions.isEmpty {
            MessageActionsHeader(message: message)
        }
        ForEach(actions) { action in
            Button(role: action.isDestructive ? .destructive : nil) {
                action.action()
            } label: {
                HStack(spacing: 1) {
                    Image(systemName: action.iconName)
                    Text(action.title)
                }
            }
        }
    }
}

/// The message a menu of actions is for, in one line: "Ana García: Replying to this one: ag…"
/// (its author in bold, at most ``maxPreviewLength`` characters of its text).
struct MessageActionsHeader: View {
    /// The longest preview of the text, in characters, so that a long message does not widen
    /// the menu to the screen.
    static let maxPreviewLength = 32

    let message: ChatMessage

    var body: some View {
        let colors = Appearance.current.colors
        (Text(message.author.displayName).bold()
            + Text(": " + message.previewLine(maxLength: Self.maxPreviewLength))
            .foregroundColor(Color(colors.textLowEmphasis)))
            .lineLimit(1)
            .truncationMode(.tail)
    }
}
