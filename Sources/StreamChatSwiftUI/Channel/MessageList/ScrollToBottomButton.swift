import SwiftUI

/// The button that scrolls the list to the newest message, with the count of messages that
/// arrived while the list was scrolled up.
public struct ScrollToBottomButton: View {
    @Injected(\.colors) private var colors
    @Injected(\.fonts) private var fonts
    private let unreadCount: Int
    private let onTap: @MainActor () -> Void

    public init(unreadCount: Int, onTap: @escaping @MainActor () -> Void) {
        self.unreadCount = unreadCount
        self.onTap = onTap
    }

    public var body: some View {
        Button {
            onTap()
        } label: {
            // The space before the count is the count's own text, not the stack's spacing:
            // the button floats over the list's bottom row (a date separator's rule, say), and
            // a stack's spacing is transparent, so the rule would show between arrow and count.
            HStack(spacing: 0) {
                Image(systemName: "arrow.down")
                if unreadCount > 0 {
                    Text(" " + L10n.MessageList.newMessages(unreadCount))
                        .font(fonts.footnoteBold)
                }
            }
            .foregroundColor(Color(colors.tintColor))
        }
    }
}
