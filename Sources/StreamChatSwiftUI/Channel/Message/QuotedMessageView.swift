import StreamChat
import SwiftUI

/// The quoted message inside a reply: "│ Author: text", one line.
public struct QuotedMessageView: View {
    @Injected(\.fonts) private var fonts
    @Injected(\.colors) private var colors
    private let quotedMessage: ChatMessage

    public init(quotedMessage: ChatMessage) {
        self.quotedMessage = quotedMessage
    }

    private var quotedText: String {
        if quotedMessage.isDeleted { return L10n.MessageList.deleted }
        if quotedMessage.text.isEmpty, let attachmentText = quotedMessage.attachmentPreviewText { return attachmentText }
        return quotedMessage.text
    }

    public var body: some View {
        Text("│ \(quotedMessage.author.displayName): \(quotedText)")
            .font(fonts.footnote)
            .foregroundColor(Color(colors.textLowEmphasis))
            .lineLimit(1)
            .truncationMode(.tail)
    }
}
