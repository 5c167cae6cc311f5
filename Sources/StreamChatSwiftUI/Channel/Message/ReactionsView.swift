import StreamChat
import SwiftUI

/// The reactions under a message: each type's emoji and count, the current user's own in the
/// tint colour; tapping one toggles the current user's reaction of that type.
public struct ReactionsView: View {
    @Injected(\.utils) private var utils
    @Injected(\.colors) private var colors
    @Injected(\.fonts) private var fonts
    private let message: ChatMessage
    private let onReactionTap: @MainActor (String) -> Void

    public init(message: ChatMessage, onReactionTap: @escaping @MainActor (String) -> Void) {
        self.message = message
        self.onReactionTap = onReactionTap
    }

    /// Reaction types by count, most first, then by name, so the order is stable.
    private var sortedTypes: [(type: String, count: Int)] {
        message.reactionCounts
            .map { (type: $0.key.rawValue, count: $0.value) }
            .filter { $0.count > 0 }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.type < $1.type }
    }

    private func isOwn(_ type: String) -> Bool {
        message.currentUserReactions.contains { $0.type.rawValue == type }
    }

    public var body: some View {
        HStack(spacing: 1) {
            ForEach(sortedTypes, id: \.type) { reaction in
                Button {
                    onReactionTap(reaction.type)
                } label: {
                    Text("\(utils.messageListConfig.emoji(forReaction: reaction.type)) \(reaction.count)")
                        .font(fonts.footnote)
                        .foregroundColor(Color(isOwn(reaction.type) ? colors.reactionCurrentUserColor : colors.reactionOtherUserColor))
                }
            }
        }
    }
}
