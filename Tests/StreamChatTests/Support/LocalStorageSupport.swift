import Foundation
@testable import StreamChat

/// A client of `userId` on `server` keeping its unsent messages in `folder` (nil: no folder),
/// connected; typing events never fire on their own.
@MainActor func localStorageClient(_ userId: UserId, server: ChatServer, folder: URL?, enabled: Bool = true) async throws -> ChatClient {
    var config = ChatClientConfig(apiKey: APIKey("test"), transport: server)
    config.isLocalStorageEnabled = enabled
    config.localStorageFolderURL = folder
    config.typingStopDelay = 3600
    config.typingIndicatorTimeout = 3600
    let client = ChatClient(config: config)
    try await client.connect(userId)
    return client
}

/// The controller of `cid` on `client`, synchronized.
@MainActor func synchronizedChannel(_ cid: ChannelId, of client: ChatClient) async throws -> ChatChannelController {
    let controller = client.channelController(for: cid)
    try await controller.synchronizeAsync()
    return controller
}
