import Foundation

/// The client's messages the server has not published (pending, failed, bounced), for the
/// connected user: the one source every channel controller of the client shows them from, and
/// resends, edits and deletes them through.
///
/// Kept per user in memory. With local storage (`ChatClientConfig.isLocalStorageEnabled` and a
/// `localStorageFolderURL`), each change is also written to an `OutboxStore` file, and a user's
/// messages are read from it the first time the user is seen (on `connectUser`). A store that
/// cannot be opened, read or written is reported once per problem (`storageError`, and a line
/// on standard error); the messages then live in memory only and the file is left untouched.
@MainActor final class MessageOutbox {
    /// Where the store lives, when local storage is enabled.
    private let storageFolder: URL?
    private let apiKey: APIKey
    /// The id of the connected user (read from the client, which sets it on `connectUser`).
    private let currentUserId: @Sendable () -> UserId?
    private var store: OutboxStore?
    private var didOpenStore = false
    private var entriesByUser: [UserId: [MessageId: UnsentMessage]] = [:]

    /// The last problem with the local storage, if any.
    private(set) var storageError: ClientError?

    nonisolated init(config: ChatClientConfig, currentUserId: @escaping @Sendable () -> UserId?) {
        storageFolder = config.isLocalStorageEnabled ? config.localStorageFolderURL : nil
        apiKey = config.apiKey
        self.currentUserId = currentUserId
    }

    /// The file the outbox is kept in, once opened.
    var storeFileURL: URL? { store?.fileURL }

    /// Makes sure the connected user's messages are loaded (reading the store the first time).
    func loadCurrentUser() {
        _ = currentEntries()
    }

    /// The connected user's unsent message with this id.
    func entry(_ id: MessageId) -> UnsentMessage? { currentEntries()[id] }

    /// All the connected user's unsent messages.
    func allMessages() -> [UnsentMessage] { Array(currentEntries().values) }

    /// The connected user's unsent messages in a channel.
    func messages(in cid: ChannelId) -> [UnsentMessage] {
        currentEntries().values.filter { $0.cid == cid }
    }

    /// Adds or replaces an unsent message of the connected user (and writes it to the store).
    func put(_ unsent: UnsentMessage) {
        guard let userId = currentUserId() else { return }
        _ = entries(of: userId)
        entriesByUser[userId, default: [:]][unsent.id] = unsent
        write("save the unsent message \"\(unsent.id)\"") { try $0.save(unsent, of: userId) }
    }

    /// Forgets an unsent message of the connected user: published, or deleted by the user.
    func remove(_ id: MessageId) {
        guard let userId = currentUserId(), entries(of: userId)[id] != nil else { return }
        entriesByUser[userId]?[id] = nil
        write("remove the unsent message \"\(id)\"") { try $0.delete(id, of: userId) }
    }

    /// Closes the store: nothing more is written (what a process exit does). Messages stay in memory.
    func closeStore() {
        store?.close()
        store = nil
        didOpenStore = true
    }

    private func currentEntries() -> [MessageId: UnsentMessage] {
        guard let userId = currentUserId() else { return [:] }
        return entries(of: userId)
    }

    /// A user's messages, read from the store the first time (pending ones come back failed).
    private func entries(of userId: UserId) -> [MessageId: UnsentMessage] {
        if let entries = entriesByUser[userId] { return entries }
        var entries: [MessageId: UnsentMessage] = [:]
        if let store = openStore() {
            do {
                let (messages, problems) = try store.load(of: userId)
                for message in messages { entries[message.id] = message.restoredAfterStop() }
                problems.forEach(report)
            } catch {
                report(ClientError.StorageFailure("Cannot read the unsent messages from \(store.fileURL.path): \(Self.describe(error))",
                                                  underlyingError: error))
            }
        }
        entriesByUser[userId] = entries
        return entries
    }

    private func openStore() -> OutboxStore? {
        guard !didOpenStore else { return store }
        didOpenStore = true
        guard let storageFolder else { return nil }
        do {
            store = try OutboxStore(folder: storageFolder, apiKey: apiKey)
        } catch {
            report(ClientError.StorageFailure(
                "Cannot open the local storage in \(storageFolder.path): \(Self.describe(error)). Unsent messages are kept in memory only; the file was not changed.",
                underlyingError: error))
        }
        return store
    }

    private func write(_ what: String, _ body: (OutboxStore) throws -> Void) {
        guard let store = openStore() else { return }
        do {
            try body(store)
        } catch {
            report(ClientError.StorageFailure("Cannot \(what) in \(store.fileURL.path): \(Self.describe(error)). It is kept in memory only.",
                                              underlyingError: error))
        }
    }

    private func report(_ error: ClientError) {
        storageError = error
        FileHandle.standardError.write(Data("StreamChat: \(error.message)\n".utf8))
    }

    /// An error's message without its final period, to go inside a sentence.
    private static func describe(_ error: Error) -> String {
        let message = (error as? ClientError)?.message ?? String(describing: error)
        return message.hasSuffix(".") ? String(message.dropLast()) : message
    }
}
