import Foundation

/// Versions of environment contents: two `EnvironmentValues` with the same version hold the
/// same values.
///
/// Writing the same key with an equal value (or the same object) into environments of the same
/// version gives the same new version, so a parent that derives its children's environment
/// again on every update (a stack setting its axis, a modifier setting a value) hands them an
/// unchanged environment, and `Equatable` children that did not change are not evaluated again.
enum EnvironmentVersion {
    private struct Derivation: Hashable {
        let base: UInt64
        let key: ObjectIdentifier
        let isObject: Bool
    }

    /// Bounds the memory of remembered derivations; past it they are forgotten (fresh versions).
    private static let capacity = 4096
    private static let lock = NSLock()
    nonisolated(unsafe) private static var counter: UInt64 = 0
    /// The last value written per derivation (held strongly, so an object's identity is not
    /// reused while remembered) and the version it produced.
    nonisolated(unsafe) private static var derivations: [Derivation: (value: Any, version: UInt64)] = [:]

    /// A version never handed out before.
    static func next() -> UInt64 {
        lock.withLock { fresh() }
    }

    /// The version of `base`'s contents with `key` set to `value`: the version produced before
    /// for the same base and key when `matches` says the value is equal, else a new one.
    static func derived(from base: UInt64, key: ObjectIdentifier, isObject: Bool, value: Any, matches: (Any) -> Bool) -> UInt64 {
        let derivation = Derivation(base: base, key: key, isObject: isObject)
        return lock.withLock {
            if let known = derivations[derivation], matches(known.value) { return known.version }
            if derivations.count >= capacity { derivations.removeAll(keepingCapacity: true) }
            let version = fresh()
            derivations[derivation] = (value, version)
            return version
        }
    }

    private static func fresh() -> UInt64 {
        counter += 1
        return counter
    }
}
