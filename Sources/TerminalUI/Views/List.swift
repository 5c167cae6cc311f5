import Foundation

/// A container that presents rows of data arranged in a single column, laying out only the
/// rows it shows.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
    /// The content and behaviour of the view (drawn by the engine: see `EngineDrawnView`).
    @MainActor @preconcurrency public var body: some View { EngineDrawn(source: self) }
    let content: Content
}

extension List where SelectionValue == Never {
    /// Creates a list with the given content.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// Creates a list that computes its views on demand over a constant range.
    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
    }
}

/// A protocol that describes the behavior and appearance of a list.
public protocol ListStyle {}
/// The list style that describes the behavior and appearance of a plain list.
public struct PlainListStyle: ListStyle { public init() {} }
/// The default list style.
public struct DefaultListStyle: ListStyle { public init() {} }
/// The inset grouped list style.
public struct InsetGroupedListStyle: ListStyle { public init() {} }
/// The grouped list style.
public struct GroupedListStyle: ListStyle { public init() {} }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }

/// The visibility of a UI element.
public enum Visibility: Hashable, CaseIterable, Sendable { case automatic, visible, hidden }
