/// A type that publishes a property marked with an attribute.
///
/// Use `@Published` on a stored property of a class. Setting it emits, in this order: the
/// enclosing `ObservableObject`'s default `objectWillChange`, then the new value to the `$`
/// projected publisher (still before the stored value changes, as Apple's `willSet` timing);
/// then the property holds the new value.
@propertyWrapper public struct Published<Value> {
    @usableFromInline let storage: PublishedStorage<Value>

    /// Creates the published instance with an initial wrapped value.
    public init(wrappedValue: Value) {
        self.init(initialValue: wrappedValue)
    }

    /// Creates the published instance with an initial value.
    public init(initialValue: Value) {
        storage = PublishedStorage(initialValue)
    }

    /// Unavailable: `@Published` is only available on properties of classes.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The property's value, read and written through the enclosing object.
    ///
    /// Inlinable, so that the enclosing class's accessors (which pass literal key paths) reach
    /// the storage directly: applied by the run time, each key path cost ~1.2 k instructions
    /// per read or write of a published property.
    @inlinable
    public static subscript<EnclosingSelf>(_enclosingInstance object: EnclosingSelf, wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>, storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>) -> Value where EnclosingSelf: AnyObject {
        get { object[keyPath: storageKeyPath].storage.value }
        set { object[keyPath: storageKeyPath].storage.set(newValue) }
    }

    /// A publisher for properties marked with the `@Published` attribute.
    ///
    /// It emits the current value on subscription, then every new value.
    public struct Publisher: CombineSubset.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        let storage: PublishedStorage<Value>

        public func receive<S>(subscriber: S) where Value == S.Input, S: Subscriber, S.Failure == Never {
            storage.attach(subscriber)
        }
    }

    /// The property for which this instance exposes a publisher (`$property`).
    public var projectedValue: Published<Value>.Publisher {
        mutating get { Publisher(storage: storage) }
        _modify {
            var publisher = Publisher(storage: storage)
            yield &publisher
        }
    }
}

extension Published: PublishedStorageProviding {
    var willChangePublisher: ObservableObjectPublisher? { storage.willChangePublisher }

    @discardableResult
    func installWillChange(_ publisher: ObservableObjectPublisher) -> ObservableObjectPublisher {
        storage.installWillChange(publisher)
    }
}

extension Publisher where Self.Failure == Never {
    /// Republishes elements received from a publisher, by assigning them to a property marked
    /// as a publisher (`$property`).
    ///
    /// The subscription lives as long as the `@Published` property's storage, so no
    /// `AnyCancellable` is returned; each value also fires the enclosing object's
    /// `objectWillChange`.
    public func assign(to published: inout Published<Self.Output>.Publisher) {
        let storage = published.storage
        storage.keep(sink { [weak storage] value in storage?.set(value) })
    }
}
