import StreamChatSwiftUI
import Testing

/// Runs each test of a suite (or the one test it is applied to) inside
/// `StreamChat.withScopedRegistration`: the `StreamChat` a test creates, and the context its views
/// and actions read, are its own, whatever runs in parallel in the same process.
public struct ScopedStreamChatTrait: SuiteTrait, TestTrait, TestScoping {
    /// Applied to a suite, the trait reaches every test in it.
    public var isRecursive: Bool { true }

    /// A scope per test case (not one around a whole suite, whose tests would share it).
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    /// Runs the test inside `StreamChat.withScopedRegistration`.
    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await StreamChat.withScopedRegistration { try await function() }
    }
}

extension Trait where Self == ScopedStreamChatTrait {
    /// Each test gets a `StreamChat` registration of its own (see ``ScopedStreamChatTrait``).
    public static var scopedStreamChat: Self { ScopedStreamChatTrait() }
}
