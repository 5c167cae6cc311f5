/// A view that displays a root view and enables you to present additional views over the root
/// view. The top view's toolbar is drawn as a header row; Escape pops.
nonisolated public struct NavigationStack<Data, Root: View>: View {
    /// The content and behaviour of the view (drawn by the engine: see `EngineDrawnView`).
    @MainActor @preconcurrency public var body: some View { EngineDrawn(source: self) }
    let root: Root
    let path: Binding<NavigationPath>?
}

extension NavigationStack where Data == NavigationPath {
    /// Creates a navigation stack that manages its own navigation state.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = nil
    }

    /// Creates a navigation stack with heterogeneous navigation state that you can control.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = path
    }
}

/// A view for presenting a stack of views (the older API; behaves like `NavigationStack`).
nonisolated public struct NavigationView<Content: View>: View {
    public typealias Body = Never
    let content: Content
    /// Creates a destination-based navigation view.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// A type-erased list of data representing the content of a navigation stack.
public struct NavigationPath: @unchecked Sendable {
    var elements: [AnyHashable] = []
    /// Creates a new, empty navigation path.
    public init() {}
    /// The number of elements in this path.
    public var count: Int { elements.count }
    /// A Boolean that indicates whether this path is empty.
    public var isEmpty: Bool { elements.isEmpty }
    /// Appends a new value to the end of this path.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    /// Removes values from the end of this path.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(k, elements.count)) }
}

/// A view that controls a navigation presentation: Enter (or a click) pushes its destination.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    /// The content and behaviour of the view (drawn by the engine: see `EngineDrawnView`).
    @MainActor @preconcurrency public var body: some View { EngineDrawn(source: self) }
    let label: Label
    let destination: Destination?
    let value: AnyHashable?

    /// Creates a navigation link that presents the destination view.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination()
        self.label = label()
        self.value = nil
    }

    /// Creates a navigation link that presents the destination view.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
        self.value = nil
    }
}

extension NavigationLink where Label == Text {
    /// Creates a navigation link that presents a destination view, with a text label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), label: { Text(titleKey) })
    }

    /// Creates a navigation link that presents a destination view, with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), label: { Text(title) })
    }

    /// Creates a navigation link that presents a destination view, with a text label.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination, label: { Text(titleKey) })
    }

    /// Creates a navigation link that presents a destination view, with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination, label: { Text(title) })
    }
}

extension NavigationLink where Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value (see
    /// `navigationDestination(for:destination:)`).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = nil
        self.value = value.map { AnyHashable($0) }
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// Creates a navigation link that presents the view corresponding to a value, with a text label.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// Creates a navigation link that presents the view corresponding to a value, with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension View {
    /// Associates a destination view with a presented data type for use within a navigation stack.
    nonisolated public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(_NavigationDestinationModifier(type: ObjectIdentifier(D.self), make: { value in
            (value.base as? D).map { AnyView(destination($0)) }
        }))
    }

    /// Associates a destination view with a binding that can be used to push the view onto a
    /// `NavigationStack`.
    nonisolated public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        modifier(_NavigationPresentedModifier(isPresented: isPresented, destination: AnyView(destination())))
    }

    /// Title display modes have no terminal meaning; the view is returned unchanged.
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }

    /// Hides the back button of a pushed view when `hidesBackButton` is true.
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(_EnvironmentModifier { $0.hidesBackButton = hidesBackButton })
    }
}

/// Namespace for navigation-bar item types.
public struct NavigationBarItem: Sendable {
    /// A style for displaying the title of a navigation bar.
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}
