/// A type-erased view.
///
/// Changing the type of view wrapped by an `AnyView` replaces the view's graph node (and its
/// state), as in SwiftUI.
nonisolated public struct AnyView: View {
    public typealias Body = Never
    let view: any View

    /// Create an instance that type-erases `view`.
    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView { self.view = erased.view } else { self.view = view }
    }

    /// Create an instance that type-erases `view`.
    public init<V: View>(erasing view: V) { self.init(view) }

    /// Creates a type-erased view from a value that may be a view.
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.view = view
    }
}
