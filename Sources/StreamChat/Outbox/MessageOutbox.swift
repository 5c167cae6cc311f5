import Combine
import Foundation

/// The client's messages the server has not published (pending, failed, bounced), for the
/// connected user: the one source every channel controller of the client shows them from, and
/// resends, edits and deletes them through.
///
/// Kept per user in memory. With local storage (`ChatClientConfig.isLocalStorageEnabled` and a
/// `localStorageFolderURL`), each change is also written to an `OutboxStore` file, and a user's
/// messages are read from it the first time the user is seen (on `connectUser`). A store that
/// cannot be opened, read or written is reported once per problem (`state.error`, and a line
/// on standard error), and the file is left untouched. A change that could not be written stays
/// in memory and is counted unstored (`state.unstoredMessageIds`); every later change tries
/// again, opening the store first if it could not be opened, until the file has them all.
@MainActor final class MessageOutbox {
    /// Where the store lives, when local storage is enabled.
    private let storageFolder: URL?
    private let apiKey: APIKey
    /// The id of the connected user (read from the client, which sets it on `connectUser`).
    private let currentUserId: @Sendable () -> UserId?
    private var store: OutboxStore?
    private var entriesByUser: [UserId: [MessageId: UnsentMessage]] = [:]
    /// Users first seen while the store could not be opened: their stored messages are read
    /// once it opens.
    private var usersSeenWithoutStore: Set<UserId> = []
    /// Per user, the messages whose latest change (saved or removed) is not in the file.
    private var unstored: [UserId: Set<MessageId>] = [:]
    /// Whether the current problem is one of opening or writing, which a later write that
    /// succeeds ends.
    private var isWriteProblem = false
    private let stateSubject = CurrentValueSubject<LocalStorageState, Never>(LocalStorageState())

    nonisolated init(config: ChatClientConfig, currentUserId: @escaping @Sendable () -> UserId?) {
        storageFolder = config.isLocalStorageEnabled ? config.localStorageFolderURL : nil
        apiKey = config.apiKey
        self.currentUserId = currentUserId
    }

    /// How the storage stands: its current problem and the messages not in the file.
    var state: LocalStorageState { stateSubject.value }
    /// `state` and its changes.
    var statePublisher: AnyPublisher<LocalStorageState, Never> { stateSubject.eraseToAnyPublisher() }

    /// The file the outbox is kept in, while it is open (nil before it is first opened and
    /// after a disconnect closed it).
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
        noteChanged(unsent.id, of: userId)
    }

    /// Forgets an unsent message of the connected user: published, or deleted by the user.
    func remove(_ id: MessageId) {
        guard let userId = currentUserId(), entries(of: userId)[id] != nil else { return }
        entriesByUser[userId]?[id] = nil
        noteChanged(id, of: userId)
    }

    /// Closes the file, after writing the changes not in it yet (a write that fails again is
    /// reported, and the message stays in memory, counted unstored): the client disconnected.
    /// Nothing is lost: the next change, or a user seen for the first time, opens it again.
    /// What is in memory stays the truth for the users already loaded: the file is not read
    /// again for them, so one process uses a file at a time (the demo refuses a second one on
    /// the same database), closed or not.
    func closeFile() {
        if unstored.values.contains(where: { !$0.isEmpty }) {
            writeUnstored()
            publishState()
        }
        store?.close()
        store = nil
    }

    private func currentEntries() -> [MessageId: UnsentMessage] {
        guard let userId = currentUserId() else { return [:] }
        return entries(of: userId)
    }

    /// A user's messages, read from the store the first time (pending ones come back failed).
    private func entries(of userId: UserId) -> [MessageId: UnsentMessage] {
        if let entries = entriesByUser[userId] { return entries }
        entriesByUser[userId] = [:]
        if let store = openStore() {
            read(of: userId, from: store)
        } else if storageFolder != nil {
            usersSeenWithoutStore.insert(userId)
        }
        return entriesByUser[userId] ?? [:]
    }

    /// Adds `userId`'s stored messages that memory does not hold and that were not removed
    /// since (pending ones come back failed).
    private func read(of userId: UserId, from store: OutboxStore) {
        do {
            let (messages, problems) = try store.load(of: userId)
            let changed = unstored[userId] ?? []
            for message in messages where entriesByUser[userId]?[message.id] == nil && !changed.contains(message.id) {
                entriesByUser[userId, default: [:]][message.id] = message.restoredAfterStop()
            }
            problems.forEach { report($0) }
        } catch {
            report(ClientError.StorageFailure("Cannot read the unsent messages from \(store.fileURL.path): \(Self.describe(error))",
                                              underlyingError: error))
        }
    }

    /// The store, opening it if it is not open yet (again after a failed open); nil without
    /// local storage, or when it cannot be opened (reported).
    private func openStore() -> OutboxStore? {
        if let store { return store }
        guard let storageFolder else { return nil }
        do {
            let opened = try OutboxStore(folder: storageFolder, apiKey: apiKey)
            store = opened
            for userId in usersSeenWithoutStore.sorted() { read(of: userId, from: opened) }
            usersSeenWithoutStore = []
            return opened
        } catch {
            report(ClientError.StorageFailure(
                "Cannot open the local storage in \(storageFolder.path): \(Self.describe(error)). Unsent messages are kept in memory only until it opens; the file was not changed.",
                underlyingError: error), isWriteProblem: true)
            return nil
        }
    }

    /// Records that `id`'s latest change is to be written, and writes every change not in the
    /// file yet.
    private func noteChanged(_ id: MessageId, of userId: UserId) {
        guard storageFolder != nil else { return }
        unstored[userId, default: []].insert(id)
        writeUnstored()
        publishState()
    }

    private func writeUnstored() {
        guard let store = openStore() else { return }
        for (userId, ids) in unstored.sorted(by: { $0.key < $1.key }) {
            for id in ids.sorted() {
                do {
                    if let unsent = entriesByUser[userId]?[id] {
                        try store.save(unsent, of: userId)
                    } else {
                        try store.delete(id, of: userId)
                    }
                } catch {
                    report(ClientError.StorageFailure(
                        "Cannot write the unsent messages to \(store.fileURL.path): \(Self.describe(error)). They are kept in memory only until a write succeeds.",
                        underlyingError: error), isWriteProblem: true)
                    return
                }
                unstored[userId]?.remove(id)
            }
            unstored[userId] = nil
        }
        if isWriteProblem {
            // Everything is in the file: the problem is over.
            isWriteProblem = false
            stateSubject.value.error = nil
        }
    }

    /// Reports `error` unless it is the problem reported last.
    private func report(_ error: ClientError, isWriteProblem: Bool = false) {
        self.isWriteProblem = isWriteProblem
        guard error.message != state.error?.message else { return }
        stateSubject.value.error = error
        FileHandle.standardError.write(Data("StreamChat: \(error.message)\n".utf8))
    }

    /// Publishes the unstored messages: those held in memory (a removal not written loses nothing).
    private func publishState() {
        let ids = Set(unstored.flatMap { userId, ids in ids.filter { entriesByUser[userId]?[$0] != nil } })
        if ids != state.unstoredMessageIds { stateSubject.value.unstoredMessageIds = ids }
    }

    /// An error's message without its final period, to go inside a sentence.
    private static func describe(_ error: Error) -> String {
        let message = (error as? ClientError)?.message ?? String(describing: error)
        return message.hasSuffix(".") ? String(message.dropLast()) : message
    }
}
