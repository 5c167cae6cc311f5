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
