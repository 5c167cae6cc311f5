extension MainActor {
    /// Runs `operation`, a main-actor function, on the caller's executor after one check that
    /// it is the main actor's (`preconditionIsolated`, which stops the program otherwise). This
    /// mirrors what `MainActor.assumeIsolated` does, without putting a closure's context on the
    /// heap and checking again inside it (see `ViewNode`'s `deinit`).
    ///
    /// Valid only for a synchronous function that is not `@isolated(any)`: such a function's
    /// main-actor isolation is a static property that changes nothing of how it is called, so
    /// it may be called as a nonisolated one once the executor is known to be the main actor's.
    @inline(__always)
    static func runAssumingIsolated<Argument>(_ operation: @escaping @MainActor (Argument) -> Void, with argument: Argument,
                                              _ message: @autoclosure () -> String = String(), file: StaticString = #fileID, line: UInt = #line) {
        MainActor.preconditionIsolated(message(), file: file, line: line)
        unsafeBitCast(operation, to: ((Argument) -> Void).self)(argument)
    }
}
