/// Conforming types represent items that can be placed in various locations in a toolbar.
@MainActor @preconcurrency public protocol ToolbarContent {
    /// The type of content representing the body of this toolbar content.
    associatedtype Body: ToolbarContent
    /// The composition of content that comprise the toolbar content.
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ToolbarContent {}

extension ToolbarContent where Body == Never {
    /// Built-in toolbar content has no body.
    public var body: Never { return fatalError("\(Self.self) is primitive toolbar content and has no body") }
}

/// Constructs a toolbar item set from multi-expression closures.
@resultBuilder public struct ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    /// Passes a single toolbar content written in the closure through unmodified.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> some ToolbarContent { content }
    /// Combines 2 toolbar contents (Apple declares one overload per count, up to ten).
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent>(_ c0: C0, _ c1: C1) -> some ToolbarContent {
        TupleToolbarContent(value: (c0, c1), children: [c0, c1])
    }
    /// Combines 3 toolbar contents (Apple declares one overload per count, up to ten).
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2) -> some ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2), children: [c0, c1, c2])
    }
    /// Combines 4 toolbar contents (Apple declares one overload per count, up to ten).
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3), children: [c0, c1, c2, c3])
    }
    /// Combines 5 toolbar contents (Apple declares one overload per count, up to ten).
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4), children: [c0, c1, c2, c3, c4])
    }
    /// Combines 6 toolbar contents (Apple declares one overload per count, up to ten).
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5), children: [c0, c1, c2, c3, c4, c5])
    }
    /// Combines 7 toolbar contents (Apple declares one overload per count, up to ten).
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6), children: [c0, c1, c2, c3, c4, c5, c6])
    }
    /// Combines 8 toolbar contents (Apple declares one overload per count, up to ten).
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6, c7), children: [c0, c1, c2, c3, c4, c5, c6, c7])
    }
    /// Combines 9 toolbar contents (Apple declares one overload per count, up to ten).
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8), children: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
    }
    /// Combines 10 toolbar contents (Apple declares one overload per count, up to ten).
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent, C9: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), children: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
    }
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
}

/// Several toolbar contents combined by `ToolbarContentBuilder`: internal, as Apple's (the
/// builder's overloads return it as `some ToolbarContent`).
nonisolated struct TupleToolbarContent<T>: ToolbarContent {
    typealias Body = Never
    let value: T
    let children: [any ToolbarContent]
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public typealias Body = Never
}

extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    public typealias Body = Never
}

/// A model that represents an item which can be placed in the toolbar or navigation bar.
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content
}

extension ToolbarItem where ID == () {
    /// Creates a toolbar item with the specified placement and content.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// Creates a toolbar item with the specified placement, content, and identifier.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// A model that represents a group of toolbar items placed together.
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content
    /// Creates a toolbar item group with a specified placement and content.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// A structure that defines the placement of a toolbar item.
///
/// In the header row: leading zone (`.topBarLeading`, `.navigationBarLeading`,
/// `.cancellationAction`), centre (`.principal`), trailing zone (`.topBarTrailing`,
/// `.navigationBarTrailing`, `.automatic`, `.primaryAction`, `.confirmationAction`);
/// `.bottomBar` items are drawn in a row at the bottom.
public struct ToolbarItemPlacement: Sendable {
    enum Zone: Hashable, Sendable { case leading, principal, trailing, bottom }
    let zone: Zone
    let name: String

    public static let automatic = ToolbarItemPlacement(zone: .trailing, name: "automatic")
    public static let principal = ToolbarItemPlacement(zone: .principal, name: "principal")
    public static let navigation = ToolbarItemPlacement(zone: .leading, name: "navigation")
    public static let primaryAction = ToolbarItemPlacement(zone: .trailing, name: "primaryAction")
    public static let secondaryAction = ToolbarItemPlacement(zone: .trailing, name: "secondaryAction")
    public static let status = ToolbarItemPlacement(zone: .bottom, name: "status")
    public static let confirmationAction = ToolbarItemPlacement(zone: .trailing, name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(zone: .leading, name: "cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(zone: .trailing, name: "destructiveAction")
    public static let keyboard = ToolbarItemPlacement(zone: .bottom, name: "keyboard")
    public static let topBarLeading = ToolbarItemPlacement(zone: .leading, name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(zone: .trailing, name: "topBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(zone: .bottom, name: "bottomBar")
    public static let navigationBarLeading = ToolbarItemPlacement(zone: .leading, name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(zone: .trailing, name: "navigationBarTrailing")
}

/// The placement of a toolbar (for `toolbar(_:for:)` and `toolbarBackground`).
///
/// Not `Sendable`, as Apple's (its Sendable conformance is unavailable): the placements are
/// computed properties, as Apple declares them, not stored `static let`s.
public struct ToolbarPlacement {
    let name: String
    public static var automatic: ToolbarPlacement { ToolbarPlacement(name: "automatic") }
    public static var navigationBar: ToolbarPlacement { ToolbarPlacement(name: "navigationBar") }
    public static var bottomBar: ToolbarPlacement { ToolbarPlacement(name: "bottomBar") }
    public static var tabBar: ToolbarPlacement { ToolbarPlacement(name: "tabBar") }
}
