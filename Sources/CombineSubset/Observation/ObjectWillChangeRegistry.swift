/// Finds or creates the default `objectWillChange` publisher of an observable object.
enum ObjectWillChangeRegistry {
    /// Publishers of objects that have no `@Published` property, weakly keyed by identity.
    private static let sideTable = Locked([ObjectIdentifier: WeakPublisherEntry]())

    private struct WeakPublisherEntry {
        weak var owner: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        let storages = publishedStorages(of: object)
        if storages.isEmpty {
            return sideTablePublisher(for: object)
        }
        if let existing = storages.lazy.compactMap(\.willChangePublisher).first {
            for storage in storages { storage.installWillChange(existing) }
            return existing
        }
        let created = ObservableObjectPublisher()
        // Another thread may have installed one meanwhile: the first installed wins everywhere.
        let winner = storages[0].installWillChange(created)
        for storage in storages.dropFirst() { storage.installWillChange(winner) }
        return winner
    }

    /// The storage of every `@Published` property of the object, its class's and superclasses'.
    private static func publishedStorages(of object: AnyObject) -> [any PublishedStorageProviding] {
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

    private static func sideTablePublisher(for object: AnyObject) -> ObservableObjectPublisher {
        let key = ObjectIdentifier(object)
        return sideTable.withLock { table in
            if let entry = table[key], entry.owner === object {
                return entry.publisher
            }
            table = table.filter { $0.value.owner != nil }
            let publisher = ObservableObjectPublisher()
            table[key] = WeakPublisherEntry(owner: object, publisher: publisher)
            return publisher
        }
    }
}

/// Implemented by `Published` so that the registry can reach its storage by reflection.
protocol PublishedStorageProviding {
    var willChangePublisher: ObservableObjectPublisher? { get }
    /// Installs the publisher unless one is already installed; returns the installed one.
    @discardableResult
    func installWillChange(_ publisher: ObservableObjectPublisher) -> ObservableObjectPublisher
}
