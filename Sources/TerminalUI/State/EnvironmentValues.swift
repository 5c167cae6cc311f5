import CombineSubset
import Foundation

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
    /// Changes on every write; nodes compare versions to know whether their environment changed.
    private(set) var version: UInt64 = 0

    /// Creates an environment values instance (every key at its default).
    public init() {}

    /// Accesses the environment value associated with a custom key.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set {
            let id = ObjectIdentifier(key)
            // Writing an equal value keeps the version, so children see an unchanged environment.
            if let old = values[id] as? K.Value, ValueEquality.areEqual(old, newValue) { return }
            if values[id] == nil, ValueEquality.areEqual(K.defaultValue, newValue) { return }
            values[id] = newValue
            version = EnvironmentVersion.derived(from: version, key: id, isObject: false, value: newValue) {
                ($0 as? K.Value).map { ValueEquality.areEqual($0, newValue) } ?? false
            }
        }
    }

    /// The observable object of a type supplied by `environmentObject(_:)`, if any.
    func object<T: AnyObject>(of type: T.Type) -> T? { objects[ObjectIdentifier(type)] as? T }

    mutating func setObject<T: AnyObject>(_ object: T, as type: T.Type) {
        objects[ObjectIdentifier(type)] = object
        version = EnvironmentVersion.derived(from: version, key: ObjectIdentifier(type), isObject: true, value: object) {
            ($0 as AnyObject) === object
        }
    }

    public var description: String { "EnvironmentValues(\(values.count) values, \(objects.count) objects)" }
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

extension Environment where Value: AnyObject {
    /// Creates an environment property to read an observable object (supplied with
    /// `environment(_:)`) from the environment.
    public init(_ objectType: Value.Type) {
        read = { values in
            guard let object = values.object(of: objectType) else {
                fatalError("No object of type \(Value.self) found in the environment; supply it with .environment(_:)")
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

extension Environment: @unchecked Sendable {}
