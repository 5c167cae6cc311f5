import Foundation

/// Runs `body`, which is main-actor isolated, from a nonisolated synchronous context after
/// asserting (at run time, in every build configuration) that the caller is on the main actor.
///
/// ``InjectedValues`` must be nonisolated so that `@Injected(...)` can be declared in any type,
/// yet every dependency lives on the main actor. This is the one place where that isolation is
/// checked at run time rather than at compile time: reading a dependency off the main actor traps
/// instead of racing.
@usableFromInline
func _onMainActor<T>(_ body: @MainActor () throws -> T) rethrows -> T {
    MainActor.preconditionIsolated("Dependencies in InjectedValues are main-actor state; access them on the main actor.")
    return try withoutActuallyEscaping(body) { isolatedBody in
        // Safe: the precondition above proved that we are running on the main actor.
        try unsafeBitCast(isolatedBody, to: (() throws -> T).self)()
    }
}

/// Runs `body`, which is main-actor isolated, when the caller is on the main queue, where the
/// main actor runs, and returns nil without running it anywhere else (no trap): for nonisolated
/// API that reads a dependency where it may and falls back to a value of its own elsewhere.
///
/// The check is a mark set on the main queue (`mainQueueKey`), which every main-actor job and
/// every `DispatchQueue.main` block sees and other queues do not; there the runtime accepts
/// `MainActor.assumeIsolated`. Not `Thread.isMainThread`: under the Linux test runner it is
/// false in main-actor tests, so the SDK's clock would never have been read there.
func _onMainActorIfIsolated<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T? {
    guard DispatchQueue.getSpecific(key: mainQueueKey) == true else { return nil }
    return try MainActor.assumeIsolated(body)
}

/// Set to true on `DispatchQueue.main` (once, when first read), so that code can tell whether
/// it runs on the main queue.
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()
