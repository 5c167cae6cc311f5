/// What became of the composer's latest suggestions request: an empty list means "nobody
/// matches" only once the search for the current text has answered.
enum SuggestionsAnswer {
    /// Asked, not answered yet (e.g. the server's member search of a large channel).
    case pending
    /// Answered (or nothing asked).
    case answered
    /// The search failed.
    case failed(Error)
}
