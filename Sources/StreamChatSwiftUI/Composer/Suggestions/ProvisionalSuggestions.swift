/// A handler that can show suggestions at once while slower, final ones are on their way
/// (e.g. loaded members while the server's member search runs).
@MainActor protocol ProvisionalSuggestionsProviding: CommandHandler {
    /// Suggestions to show until `showSuggestions(for:)` delivers; `nil` when that is immediate.
    func provisionalSuggestions(for command: ComposerCommand) -> SuggestionInfo?
}
