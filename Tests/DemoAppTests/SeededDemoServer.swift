import DemoSupport
import StreamChat

/// A server holding the demo's seed (10,000 users, the channels and their messages), seeded off
/// the main actor. Seeding takes seconds on a loaded machine; on the main actor it would hold
/// back every main-actor test and main-queue delivery meanwhile, stretching the wall-clock
/// waits they run against (a composer's command timeout, for one).
func seededDemoServer() async throws -> ChatServer {
    try await Task.detached {
        let server = try ChatServer()
        try DemoSeeder().seed(server)
        return server
    }.value
}
