import Testing

/// Lets main-actor work queued by the client (results delivered on the main queue) run until
/// `condition` holds; a condition that does not hold within about 10 s records a failure at the
/// caller (see `waitPatiently`), and the test goes on.
@MainActor public func settle(_ condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation) async {
    #expect(await waitPatiently(until: condition), "the condition waited for never held", sourceLocation: sourceLocation)
}

/// Lets the main actor run (events reach clients through the main queue) until `condition`
/// holds, and throws (ending the test, with a failure recorded at the caller) when it does not
/// within about 10 s (see `waitPatiently`).
@MainActor public func waitUntil(_ condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    try #require(await waitPatiently(until: condition), "the condition waited for never held", sourceLocation: sourceLocation)
}
