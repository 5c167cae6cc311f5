import SwiftUI

/// The notice and actions of a message that moderation bounced.
public struct BouncedMessageActionsView: View {
    @Injected(\.colors) private var colors
    @Injected(\.fonts) private var fonts
    private let onAction: @MainActor (BouncedMessageAction) -> Void

    public init(onAction: @escaping @MainActor (BouncedMessageAction) -> Void) {
        self.onAction = onAction
    }

    public var body: some View {
        VStack(alignment: .trailing, spacing: 0) {
            Text("! \(L10n.MessageList.Bounced.title)")
                .font(fonts.footnote)
                .foregroundColor(Color(colors.alert))
            HStack(spacing: 2) {
                Button(L10n.MessageList.Bounced.sendAnyway) { onAction(.sendAnyway) }
                Button(L10n.MessageList.Bounced.edit) { onAction(.edit) }
                Button(L10n.MessageList.Bounced.delete) { onAction(.delete) }
            }
        }
    }
}
