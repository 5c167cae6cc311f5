/// A type of object with a publisher that emits before the object has changed.
///
/// By default an `ObservableObject` synthesizes an ``objectWillChange`` publisher that emits
/// before any of its `@Published` properties changes, including `@Published` properties that a
/// superclass declares.
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where Self.ObjectWillChangePublisher.Failure == Never

    /// A publisher that emits before the object has changed.
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object has changed.
    ///
    /// The same publisher every time for one object. The first read stores it in the object's
    /// `@Published` properties (found by reflection over the class and its superclasses), so
    /// that their setters can announce the change, and records it in a table weakly keyed by
    /// the object's identity, where later reads find it without reflection.
    public var objectWillChange: ObservableObjectPublisher {
        ObjectWillChangeRegistry.publisher(for: self)
    }
}
