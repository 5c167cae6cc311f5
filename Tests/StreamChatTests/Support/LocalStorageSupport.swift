import Foundation
@testable import StreamChat

/// A client of `userId` on `server` keeping its unsent messages in `folder` (nil: no folder),
/// connected, with the answers of the connect's check of its unsent messages applied; typing
/// events never fire on their own.
@MainActor func localStorageClient(_ userId: UserId, server: ChatServer, folder: URL?, enabled: Bool = true) async throws -> ChatClient {
    let client = ChatClient(config: localStorageConfig(server: server, folder: folder, enabled: enabled))
    try await client.connect(userId)
    client.completePendingRequests()
    return client
}

/// The configuration of `localStorageClient`.
func localStorageConfig(server: ChatServer, folder: URL?, enabled: Bool = true) -> ChatClientConfig {
    var config = ChatClientConfig(apiKey: APIKey("test"), transport: server)
    config.isLocalStorageEnabled = enabled
    config.localStorageFolderURL = folder
    config.typingStopDelay = 3600
    config.typingIndicatorTimeout = 3600
    return config
}

/// The controller of `cid` on `client`, synchronized.
@MainActor func synchronizedChannel(_ cid: ChannelId, of client: ChatClient) async throws -> ChatChannelController {
    let controller = client.channelController(for: cid)
    try await controller.synchronizeAsync()
    return controller
}

/// Quits `client` as an app does (`DemoSession.shutdown`): disconnects, which writes what the
/// outbox file does not hold yet and closes it, and applies what is still on its way.
@MainActor func quit(_ client: ChatClient) {
    client.disconnect()
    client.completePendingRequests()
}

/// What stopping the process of the client that keeps its unsent messages in `folder` leaves on
/// disk now: a copy of its outbox file (the database and its write-ahead log, as they are
/// between two writes) in a new folder inside `folder`, for the next "process" to open. The
/// stopped client may go on; nothing it does later reaches the copy.
///
/// The two files are copied without SQLite's locks, which is sound only while nothing writes
/// or checkpoints the file during the copy. The outbox's one connection is used on the main
/// actor alone (`MessageOutbox` owns `OutboxStore`; its automatic checkpoints run inside its
/// commits), and no other connection opens the file in these tests: running on the main
/// actor, this copy falls between two of its writes. The shared-memory index (-shm) is left
/// out; the next open rebuilds it from the log, as after a real stop.
@MainActor func stoppedProcessFolder(of folder: URL) throws -> URL {
    let image = folder.appendingPathComponent("stopped-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: image, withIntermediateDirectories: true)
    for suffix in ["", "-wal"] {
        let file = folder.appendingPathComponent(OutboxStore.fileName + suffix)
        guard FileManager.default.fileExists(atPath: file.path) else { continue }
        try FileManager.default.copyItem(at: file, to: image.appendingPathComponent(OutboxStore.fileName + suffix))
    }
    return image
}
