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

    public var body: some View {
        Text("│ \(quotedMessage.author.displayName): \(quotedMessage.previewText)")
            .font(fonts.footnote)
            .foregroundColor(Color(colors.textLowEmphasis))
            .lineLimit(1)
            .truncationMode(.tail)
    }
}
