import StreamChat
import SwiftUI

/// The notice and actions of a message that moderation bounced: Send Anyway (only when the
/// moderation policy allows it), Edit and Delete.
public struct BouncedMessageActionsView: View {
    @Injected(\.colors) private var colors
    @Injected(\.fonts) private var fonts
    private let actions: [BouncedMessageAction]
    private let onAction: @MainActor (BouncedMessageAction) -> Void

    /// Creates the actions of `message`.
    public init(message: ChatMessage, onAction: @escaping @MainActor (BouncedMessageAction) -> Void) {
        actions = BouncedMessageAction.available(for: message)
        self.onAction = onAction
    }

    public var body: some View {
        VStack(alignment: .trailing, spacing: 0) {
            Text("! \(L10n.MessageList.Bounced.title)")
                .font(fonts.footnote)
                .foregroundColor(Color(colors.alert))
            HStack(spacing: 2) {
                ForEach(actions, id: \.self) { action in
                    Button(action.title, role: action == .delete ? .destructive : nil) { onAction(action) }
                }
            }
        }
    }
}

extension BouncedMessageAction {
    /// The actions a bounced message offers: Send Anyway only when its moderation allows it.
    public static func available(for message: ChatMessage) -> [BouncedMessageAction] {
        allCases.filter { $0 != .sendAnyway || message.moderationDetails?.allowsSendingAnyway == true }
    }

    /// The button title.
    public var title: String {
        switch self {
        case .sendAnyway: L10n.MessageList.Bounced.sendAnyway
        case .edit: L10n.MessageList.Bounced.edit
        case .delete: L10n.MessageList.Bounced.delete
        }
    }
}
