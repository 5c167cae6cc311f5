import StreamChat

extension MessageComposerViewModel {
    /// Narrows the rows shown for the previous text while the answer for `command`'s is on its
    /// way (a server search): only the users that match what is typed now stay, ranked as a
    /// search ranks them; rows of another kind go. Return, Tab or a tap never pick a row the
    /// text no longer asks for (they picked the highlighted row of the old list).
    func keepSuggestionsMatching(_ command: ComposerCommand) {
        guard let (key, value) = suggestions.first else { return }
        guard let users = value as? [ChatUser] else {
            suggestions = [:]
            return
        }
        var query = command.typingSuggestion.text
        if query.hasPrefix(mentionsSymbol) { query.removeFirst(mentionsSymbol.count) }
        query = query.trimmingCharacters(in: .whitespaces)
        let kept = MentionCandidates.rank(users, for: query, excluding: nil, limit: users.count)
        if kept.map(\.id) != users.map(\.id) {
            suggestions = kept.isEmpty ? [:] : [key: kept]
        }
    }
}
