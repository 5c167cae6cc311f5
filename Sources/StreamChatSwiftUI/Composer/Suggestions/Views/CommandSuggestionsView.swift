import StreamChat
import SwiftUI

/// The list of instant commands: one row per command with its display name, format and
/// description (commands without display info are not listed); selecting a row calls
/// `commandSelected` with the command as it becomes active.
public struct CommandSuggestionsView: View {
    @Injected(\.colors) private var colors
    @Injected(\.fonts) private var fonts
    @Environment(\.suggestionHighlight) private var highlight
    @Environment(\.placementRoom) private var room

    /// The commands listed, in order.
    public var instantCommands: [CommandHandler]
    /// Called with the command picked.
    public var commandSelected: (ComposerCommand) -> Void

    /// Creates the list.
    public init(instantCommands: [CommandHandler], commandSelected: @escaping (ComposerCommand) -> Void) {
        self.instantCommands = instantCommands
        self.commandSelected = commandSelected
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            // The title only with a row below it: on a short screen the commands come first.
            if (room ?? 2) >= 2 {
                Text(L10n.Composer.Suggestions.commandsHeader)
                    .font(fonts.caption1)
                    .foregroundColor(Color(colors.textLowEmphasis))
            }
            SuggestionRowsScroll(lineCount: listed.count, highlightedID: highlight.flatMap { listed.indices.contains($0) ? AnyHashable(listed[$0].id) : nil }) {
                rows
            }
        }
    }

    private var rows: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(Array(listed.enumerated()), id: \.element.id) { index, row in
                Button {
                    commandSelected(row.command)
                } label: {
                    // One line a row (the list is as tall as its rows): on a narrow screen the
                    // description is cut first, then the format, the name last.
                    HStack(spacing: 1) {
                        Text(highlight == index ? "›" : " ")
                            .foregroundColor(Color(colors.tintColor))
                        Image(uiImage: row.info.icon)
                        Text(row.info.displayName)
                            .font(fonts.bodyBold)
                            .layoutPriority(2)
                        Text(row.info.format)
                            .foregroundColor(Color(colors.textLowEmphasis))
                            .layoutPriority(1)
                        if let description = row.info.description {
                            Text(description)
                                .font(fonts.caption1)
                                .foregroundColor(Color(colors.textLowEmphasis))
                        }
                        Spacer()
                    }
                    .lineLimit(1)
                }
            }
        }
    }

    private struct Row {
        let id: String
        let info: CommandDisplayInfo
        let command: ComposerCommand
    }

    private var listed: [Row] {
        instantCommands.compactMap { handler in
            handler.displayInfo.map { Row(id: handler.id, info: $0, command: InstantCommandsHandler.activated(handler)) }
        }
    }
}
