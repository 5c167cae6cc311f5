/// Where ``StreamChat`` registers itself and where the built-in dependencies are read from: the
/// process-wide registration, or the one of a ``StreamChat/withScopedRegistration(isolation:_:)``
/// scope that the current task runs in.
@MainActor
final class StreamChatRegistration: Sendable {
    /// The registered context, nil until one is created (or first read, which creates a default).
    var streamChat: StreamChat?

    nonisolated init() {}

    /// The registration of the app: used outside every scope.
    static let process = StreamChatRegistration()

    /// The registration that reads and registrations use now: the innermost scope's, else the
    /// process-wide one.
    static var active: StreamChatRegistration { StreamChatRegistrationScope.registration ?? process }
}

/// The task-local registration of a scope (nonisolated so that it can be bound from any task).
enum StreamChatRegistrationScope {
    @TaskLocal static var registration: StreamChatRegistration?
}

extension StreamChat {
    /// Runs `operation` with a registration of its own: a ``StreamChat`` created inside registers
    /// there, and the dependencies read inside come from it (a default context is created on the
    /// first read when none was registered). Outside, nothing changes: the previous registration
    /// was never replaced, so it is current again when `operation` returns or throws.
    ///
    /// The scope is task-local: it reaches `operation`, what it calls and the tasks it creates
    /// (`Task { … }`, `async let`, task groups), not work queued on the main queue or run loop.
    /// Tests that register a context use it so that tests running in parallel (interleaving on
    /// the main actor at every `await`) cannot see each other's context:
    ///
    /// ```swift
    /// @Test func sends() async throws {
    ///     try await StreamChat.withScopedRegistration {
    ///         _ = StreamChat(chatClient: client, utils: Utils(commandsConfig: MyCommandsConfig()))
    ///         // … views rendered and actions run here read this context.
    ///     }
    /// }
    /// ```
    public static func withScopedRegistration<R>(
        isolation: isolated (any Actor)? = #isolation,
        _ operation: () async throws -> R
    ) async rethrows -> R {
        try await StreamChatRegistrationScope.$registration.withValue(StreamChatRegistration(), operation: operation)
    }
}
