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
    public var body: Never { fatalError("\(Self.self) is primitive toolbar content and has no body") }
}

/// Constructs a toolbar item set from multi-expression closures.
@resultBuilder public struct ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent<(repeat each Content)> {
        var children: [any ToolbarContent] = []
        for child in repeat each content { children.append(child) }
        return TupleToolbarContent(value: (repeat each content), children: children)
    }
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
}

/// Several toolbar contents combined by `ToolbarContentBuilder`.
nonisolated public struct TupleToolbarContent<T>: ToolbarContent {
    public typealias Body = Never
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
public struct ToolbarItemPlacement: Hashable, Sendable {
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
public struct ToolbarPlacement: Sendable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
}
