import Synchronization

/// Finds or creates the default `objectWillChange` publisher of an observable object.
///
/// The first read for an object walks its fields (class and superclasses) with `Mirror`,
/// installs one publisher in every `@Published` storage found (so that their setters announce
/// changes) and records it in a table weakly keyed by the object's identity. Every later read is
/// a look-up in that table: the walk costs about 11k instructions, the look-up a few hundred.
/// An object without `@Published` properties gets its publisher from the same table.
enum ObjectWillChangeRegistry {
    private static let table = Locked(WeakPublisherTable())
    /// Set by tests to count walks (`reflectionWalks(of:)`); off, a walk takes no lock of its own.
    static let countsWalks = Atomic<Bool>(false)
    private static let walks = Locked([ObjectIdentifier: Int]())

    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        if let known = table.withLock({ $0.publisher(for: object) }) {
            return known
        }
        let storages = publishedStorages(of: object)
        let candidate = storages.lazy.compactMap(\.willChangePublisher).first ?? ObservableObjectPublisher()
        // Another thread may have installed one meanwhile: the first installed wins everywhere.
        let winner = storages.first?.installWillChange(candidate) ?? candidate
        for storage in storages.dropFirst() { storage.installWillChange(winner) }
        // For an object without `@Published`, the first recorded wins.
        return table.withLock { $0.publisher(for: object) ?? $0.record(winner, for: object) }
    }

    /// How many times the fields of objects of exactly this class have been walked while
    /// `countsWalks` was set (tests).
    static func reflectionWalks(of type: AnyObject.Type) -> Int {
        walks.withLock { $0[ObjectIdentifier(type), default: 0] }
    }

    /// The storage of every `@Published` property of the object, its class's and superclasses'.
    private static func publishedStorages(of object: AnyObject) -> [any PublishedStorageProviding] {
        if countsWalks.load(ordering: .relaxed) { walks.withLock { $0[ObjectIdentifier(type(of: object)), default: 0] += 1 } }
        var storages: [any PublishedStorageProviding] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                if let provider = child.value as? any PublishedStorageProviding {
                    storages.append(provider)
                }
            }
            mirror = current.superclassMirror
        }
        return storages
    }
}

/// Implemented by `Published` so that the registry can reach its storage by reflection.
protocol PublishedStorageProviding {
    var willChangePublisher: ObservableObjectPublisher? { get }
    /// Installs the publisher unless one is already installed; returns the installed one.
    @discardableResult
    func installWillChange(_ publisher: ObservableObjectPublisher) -> ObservableObjectPublisher
}
