import StreamChat
import SwiftUI

/// The list of mention suggestions: one row per user with name and id; selecting a row calls
/// `userSelected`. It scrolls when the rows do not fit above the composer's input.
public struct UserSuggestionsView: View {
    @Injected(\.colors) private var colors
    @Injected(\.fonts) private var fonts
    @Environment(\.suggestionHighlight) private var highlight

    /// The suggested users, best first.
    public var users: [ChatUser]
    /// Called with the user picked.
    public var userSelected: (ChatUser) -> Void

    /// Creates the list.
    public init(users: [ChatUser], userSelected: @escaping (ChatUser) -> Void) {
        self.users = users
        self.userSelected = userSelected
    }

    public var body: some View {
        SuggestionRowsScroll(lineCount: users.count, highlightedID: highlight.flatMap { users.indices.contains($0) ? AnyHashable(users[$0].id) : nil }) {
            rows
        }
    }

    private var rows: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(Array(users.enumerated()), id: \.element.id) { index, user in
                Button {
                    userSelected(user)
                } label: {
                    // One line a row (the list is as tall as its rows): on a narrow screen the
                    // id is cut before the name.
                    HStack(spacing: 1) {
                        Text(highlight == index ? "›" : " ")
                            .foregroundColor(Color(colors.tintColor))
                        Text("@")
                            .foregroundColor(Color(colors.textLowEmphasis))
                        Text(user.mentionText)
                            .font(fonts.bodyBold)
                            .layoutPriority(1)
                        if user.name != nil, !(user is BroadcastMention) {
                            Text(user.id)
                                .font(fonts.caption1)
                                .foregroundColor(Color(colors.textLowEmphasis))
                        }
                        if user.isOnline {
                            Text("●").foregroundColor(.green)
                        }
                        Spacer()
                    }
                    .lineLimit(1)
                }
            }
        }
    }
}
