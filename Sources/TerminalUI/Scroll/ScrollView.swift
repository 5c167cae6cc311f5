import Foundation

/// A scrollable view. Vertical scroll views lay out only the rows they show when their
/// content is a `LazyVStack` (or a `ForEach`); the wheel and PageUp/PageDown scroll them.
nonisolated public struct ScrollView<Content: View>: View {
    /// The content and behaviour of the view (drawn by the engine: see `EngineDrawnView`).
    @MainActor @preconcurrency public var body: some View { EngineDrawn(source: self) }
    /// The scroll view's content.
    @MainActor @preconcurrency public var content: Content {
        get { scrolledContent }
        set { scrolledContent = newValue }
    }
    /// Storage of `content`, set by the nonisolated initializers.
    var scrolledContent: Content
    /// The scrollable axes of the scroll view.
    public var axes: Axis.Set
    /// A value that indicates whether the scroll view displays the scrollable component of
    /// the content offset (there is no indicator in a terminal).
    public var showsIndicators: Bool

    /// Creates a new instance that's scrollable in the direction of the given axis.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.scrolledContent = content()
    }
}

/// A view that provides programmatic scrolling, by working with a proxy to scroll to known
/// child views.
nonisolated public struct ScrollViewReader<Content: View>: View {
    /// The content and behaviour of the view (drawn by the engine: see `EngineDrawnView`).
    @MainActor @preconcurrency public var body: some View { EngineDrawn(source: self) }
    /// The view builder that creates the reader's content.
    public var content: (ScrollViewProxy) -> Content
    /// Creates an instance that can perform programmatic scrolling of its child scroll views.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
}

/// A proxy value that supports programmatic scrolling of the scrollable views within a
/// view hierarchy.
nonisolated public struct ScrollViewProxy {
    let registry: ScrollRegistry

    /// Scans all scroll views contained by the proxy for the first with a child view with
    /// identifier `id`, and then scrolls to that view.
    ///
    /// Nonisolated, as Apple declares it; like Apple's, it may only be called on the main actor
    /// (from actions and `onChange`, not while the reader's content is built): called elsewhere,
    /// it stops the program.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        let registry = self.registry
        // `assumeIsolated` runs the closure synchronously on this thread once it has checked that
        // this is the main actor, so the (non-Sendable) id is never shared with another thread.
        nonisolated(unsafe) let target = AnyHashable(id)
        MainActor.assumeIsolated { registry.scrollTo(target, anchor: anchor) }
    }
}

/// A type defining the role of a scroll anchor (`defaultScrollAnchor(_:for:)`).
public struct ScrollAnchorRole: Hashable, Sendable {
    private enum Role: Hashable { case initialOffset, sizeChanges, alignment }
    private let role: Role

    /// The anchor of the scroll view's initial content offset.
    public static var initialOffset: ScrollAnchorRole { ScrollAnchorRole(role: .initialOffset) }
    /// The anchor kept in place when the container or the content changes size.
    public static var sizeChanges: ScrollAnchorRole { ScrollAnchorRole(role: .sizeChanges) }
    /// The anchor for aligning content smaller than the scroll view.
    public static var alignment: ScrollAnchorRole { ScrollAnchorRole(role: .alignment) }
}
