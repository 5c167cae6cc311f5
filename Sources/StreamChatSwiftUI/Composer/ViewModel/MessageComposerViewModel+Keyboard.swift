import StreamChat
import SwiftUI

extension MessageComposerViewModel {
    /// The number of rows the current suggestions show.
    var suggestionRowCount: Int {
        if let users = suggestions["mentions"] as? [ChatUser] { return users.count }
        if let commands = suggestions["instantCommands"] as? [CommandHandler] {
            return commands.filter { $0.displayInfo != nil }.count
        }
        return 0
    }

    /// Moves the keyboard highlight of the suggestions by `offset` rows (wrapping around).
    public func moveSuggestionHighlight(by offset: Int) {
        let count = suggestionRowCount
        guard count > 0 else { return }
        highlightedSuggestion = ((highlightedSuggestion + offset) % count + count) % count
    }

    /// Picks the highlighted suggestion, as a tap on its row would. Returns whether one was picked.
    @discardableResult
    public func pickHighlightedSuggestion() -> Bool {
        let index = highlightedSuggestion
        if let users = suggestions["mentions"] as? [ChatUser], users.indices.contains(index) {
            handleCommand(["chatUser": users[index]])
            return true
        }
        if let commands = (suggestions["instantCommands"] as? [CommandHandler])?.filter({ $0.displayInfo != nil }),
           commands.indices.contains(index) {
            handleCommand(["instantCommand": InstantCommandsHandler.activated(commands[index])])
            return true
        }
        return false
    }

    /// Empties the input, its active command included (Ctrl-C in the terminal): the command
    /// ends as `cancelCommand()` ends it, then the text it kept goes too.
    public func clearInputAndCommand() {
        cancelCommand()
        text = ""
        selectedRangeLocation = 0
    }

    /// Handles the keys that drive the suggestions from the input: Up/Down move the highlight,
    /// Tab and Return pick it, Escape closes them (the text stays; typing shows them again, a
    /// second Escape goes back). Returns `false` (key not handled) when nothing is suggested.
    func handleSuggestionKey(_ key: KeyEquivalent) -> Bool {
        guard suggestionRowCount > 0 else { return false }
        switch key {
        case .upArrow: moveSuggestionHighlight(by: -1)
        case .downArrow: moveSuggestionHighlight(by: 1)
        case .tab, .return: return pickHighlightedSuggestion()
        case .escape: clearSuggestions()
        default: return false
        }
        return true
    }
}

/// The row of the suggestions the keyboard highlights (set by the composer around its
/// suggestions container; `nil` elsewhere).
struct SuggestionHighlightKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}

extension EnvironmentValues {
    /// The row of the suggestions the keyboard highlights.
    var suggestionHighlight: Int? {
        get { self[SuggestionHighlightKey.self] }
        set { self[SuggestionHighlightKey.self] = newValue }
    }
}
