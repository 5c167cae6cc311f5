/// The `objectWillChange` publishers handed out, keyed by object identity. Holds the objects
/// weakly (an object still deallocates) and each publisher strongly (a publisher holds no
/// reference to its object). Entries of deallocated objects are dropped whenever the table has
/// doubled since the last sweep, so a sweep costs amortized constant time per recorded object.
struct WeakPublisherTable {
    private struct Entry {
        weak var owner: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var sweepAt = 64

    /// The publisher recorded for this object; nil also when the identity was recorded for an
    /// object that has since deallocated (identities are reused).
    func publisher(for object: AnyObject) -> ObservableObjectPublisher? {
        guard let entry = entries[ObjectIdentifier(object)], entry.owner === object else {
            return nil
        }
        return entry.publisher
    }

    /// Records the object's publisher and returns it.
    mutating func record(_ publisher: ObservableObjectPublisher, for object: AnyObject) -> ObservableObjectPublisher {
        if entries.count >= sweepAt {
            entries = entries.filter { $0.value.owner != nil }
            sweepAt = max(64, entries.count * 2)
        }
        entries[ObjectIdentifier(object)] = Entry(owner: object, publisher: publisher)
        return publisher
    }
}
