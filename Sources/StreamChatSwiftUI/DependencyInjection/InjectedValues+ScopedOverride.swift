extension InjectedValues {
    /// Replaces the dependency at `keyPath` with `value` while `operation` runs, then restores
    /// the previous value, also when `operation` throws.
    ///
    /// Main-actor code runs one job at a time, so a synchronous override cannot be observed by
    /// any other main-actor code: tests that override dependencies this way do not race with
    /// each other, even when they run in parallel.
    @MainActor
    public static func withValue<T, R>(
        _ keyPath: WritableKeyPath<InjectedValues, T>,
        _ value: T,
        operation: () throws -> R
    ) rethrows -> R {
        let previous = self[keyPath]
        self[keyPath] = value
        defer { self[keyPath] = previous }
        return try operation()
    }
}
