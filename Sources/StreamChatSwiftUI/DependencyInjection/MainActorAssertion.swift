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
