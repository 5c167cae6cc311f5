import Foundation

/// Versions of environment contents: two `EnvironmentValues` with the same version hold the
/// same values.
///
/// A write that changes a value takes a version never handed out before. Nodes that derive
/// their children's environment keep the result and hand it out again (with its version) while
/// their own environment and the values they write stay the same
/// (`ViewNode.derivedEnvironment(_:from:slot:)`), so no memory of versions is shared between
/// views or hosts.
enum EnvironmentVersion {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var counter: UInt64 = 0

    /// A version never handed out before.
    static func next() -> UInt64 {
        lock.withLock {
            counter += 1
            return counter
        }
    }
}
