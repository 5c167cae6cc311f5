import CombineSubset
import Foundation
import Observation

/// A key for accessing values in the environment.
public protocol EnvironmentKey {
    /// The associated type representing the type of the environment key's value.
    associatedtype Value
    /// The default value for the environment key.
    static var defaultValue: Self.Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]
    private var objects: [ObjectIdentifier: AnyObject] = [:]
    /// Changes when a write changes a value; nodes compare versions to know whether their
    /// environment changed. Writing an equal value (or the same object) keeps the version.
    private(set) var version: UInt64 = 0
    /// The entries whose value changed since this environment was handed to a node (see
    /// `ViewNode.derivedEnvironment(_:from:slot:)`, which compares them to decide whether a
    /// derived environment is the same as last time).
    private(set) var changedEntries: [EnvironmentEntry] = []
    /// The axis of the stack directly containing a view (`stackAxis`), kept beside the other
    /// values: every stack writes it for its children, a lazy list for its rows, a presentation
    /// clears it, and spacers and dividers read it. In `values` each write looked the key up,
    /// boxed the value and asked `EnvironmentValueSameness` for its comparison.
    private var storedStackAxis: Axis?

    /// Creates an environment values instance (every key at its default).
    public init() {}

    /// Accesses the environment value associated with a custom key.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            guard let stored = values[ObjectIdentifier(key)] else { return K.defaultValue }
            return Self.value(stored, as: K.Value.self) ?? K.defaultValue
        }
        set {
            let id = ObjectIdentifier(key)
            // Writing an equal value keeps the version, so children see an unchanged environment.
            if EnvironmentValueSameness.areSame(values[id] ?? K.defaultValue, newValue) { return }
            values[id] = newValue
            recordChange(EnvironmentEntry(key: id, isObject: false))
        }
    }

    /// `stored as? Value`, read without asking the runtime for a cast when `stored` holds a
    /// `Value` (as a key's value is stored): a dynamic cast of the `Any` (~150 instructions)
    /// ran for every read, several per `Text` built (its font, colour, line limit, ...).
    private static func value<Value>(_ stored: Any, as _: Value.Type) -> Value? {
        func open<Stored>(_ stored: Stored) -> Value? {
            guard Stored.self == Value.self else { return stored as? Value }
            return withUnsafePointer(to: stored) { UnsafeRawPointer($0).assumingMemoryBound(to: Value.self).pointee }
        }
        return _openExistential(stored, do: open)
    }

    /// The observable object of a type supplied by `environmentObject(_:)`, if any.
    func object<T: AnyObject>(of type: T.Type) -> T? { objects[ObjectIdentifier(type)] as? T }
    /// The object supplied under a type's identifier, if any.
    func object(withID id: ObjectIdentifier) -> AnyObject? { objects[id] }

    mutating func setObject<T: AnyObject>(_ object: T, as type: T.Type) {
        let id = ObjectIdentifier(type)
        if objects[id] === object { return }
        objects[id] = object
        recordChange(EnvironmentEntry(key: id, isObject: true))
    }

    /// The axis of the stack directly containing a view (spacers and dividers follow it).
    var stackAxis: Axis? {
        get { storedStackAxis }
        set {
            if newValue == storedStackAxis { return }
            storedStackAxis = newValue
            recordChange(EnvironmentEntry(key: Self.stackAxisEntryKey, isObject: false))
        }
    }

    /// The entry a change of `stackAxis` is recorded under.
    private static var stackAxisEntryKey: ObjectIdentifier { ObjectIdentifier(StackAxisEntry.self) }
    private enum StackAxisEntry {}

    private mutating func recordChange(_ entry: EnvironmentEntry) {
        version = EnvironmentVersion.next()
        if !changedEntries.contains(entry) { changedEntries.append(entry) }
    }

    /// Whether this environment holds the same value as `other` at each of `entries`.
    func holdsSameValues(as other: EnvironmentValues, at entries: [EnvironmentEntry]) -> Bool {
        entries.allSatisfy { entry in
            if entry.isObject { return objects[entry.key] === other.objects[entry.key] }
            if entry.key == Self.stackAxisEntryKey { return storedStackAxis == other.storedStackAxis }
            switch (values[entry.key], other.values[entry.key]) {
            case (nil, nil): return true
            case let (left?, right?): return EnvironmentValueSameness.areSame(left, right)
            default: return false
            }
        }
    }

    /// The same environment with an empty change record (the start of a derivation).
    var withoutChangeRecord: EnvironmentValues {
        guard !changedEntries.isEmpty else { return self }
        var copy = self
        copy.changedEntries = []
        return copy
    }

    public var description: String { "EnvironmentValues(\(values.count) values, \(objects.count) objects)" }
}

/// One entry of an environment: a key's value, or an object supplied by type.
struct EnvironmentEntry: Hashable {
    let key: ObjectIdentifier
    let isObject: Bool
}

/// A property wrapper that reads a value from a view's environment.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let read: @Sendable (EnvironmentValues) -> Value
    let holder = EnvironmentHolder()

    /// Creates an environment property to read the specified key path.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        nonisolated(unsafe) let path = keyPath
        read = { $0[keyPath: path] }
    }

    /// The current value of the environment property.
    public var wrappedValue: Value { read(holder.values) }
}

extension Environment where Value: AnyObject, Value: Observable {
    /// Creates an environment property to read an observable object (supplied with
    /// `environment(_:)`) from the environment; a missing object is a programming error.
    public init(_ objectType: Value.Type) {
        read = Environment.requiredObjectReader(objectType)
    }
}

extension Environment {
    /// Creates an environment property to read an observable object (supplied with
    /// `environment(_:)`) from the environment; nil when there is none.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = Environment.objectReader(objectType)
    }

    // The readers are generic over the class alone, not its `Observable` conformance, so the
    // `@Sendable` closures capture no conformance (SE-0470 sendable metatypes).

    /// Reads the object of a type from an environment; nil when there is none.
    private static func objectReader<Object: AnyObject>(_ type: Object.Type) -> @Sendable (EnvironmentValues) -> Object? {
        let id = ObjectIdentifier(type)
        return { values in values.object(withID: id) as? Object }
    }

    /// Reads the object of a type from an environment; a missing object is a programming error.
    private static func requiredObjectReader<Object: AnyObject>(_ type: Object.Type) -> @Sendable (EnvironmentValues) -> Object {
        let find = objectReader(type)
        let typeName = String(describing: type)
        return { values in
            guard let object = find(values) else {
                fatalError("No object of type \(typeName) found in the environment; supply it with .environment(_:)")
            }
            return object
        }
    }
}

/// The environment an `@Environment` reads, set when its view is bound to its node.
final class EnvironmentHolder: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = EnvironmentValues()
    var values: EnvironmentValues {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

extension Environment: NodeLinkedProperty {
    @MainActor func link(to node: ViewNode, slot: Int) { holder.values = node.environment }
}

extension Environment: Sendable where Value: Sendable {}
