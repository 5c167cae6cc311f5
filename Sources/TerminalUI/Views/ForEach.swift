/// A structure that computes views on demand from an underlying collection of identified data.
///
/// Each element's identity comes from its `id`, so a row keeps its state when rows are
/// inserted or removed around it. Lazy containers (`LazyVStack`, `List`) build only the rows
/// they show.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection of underlying identified data.
    public var data: Data
    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content
    @usableFromInline let idOf: (Data.Element) -> ID
    /// Matches the rows of one `ForEach` of this type with those of another shown before (see
    /// `ShownRowUpdate`). Set by the initializers, which are inlinable: where a `ForEach` is made
    /// with concrete types (an SDK's or an app's body), this is compiled for them, so that the
    /// per-row comparisons and updates read the elements and build the rows without generic
    /// value witnesses (the engine, which only sees the generic type, calls it).
    @usableFromInline let shownRowUpdateMaker: @MainActor (_ rows: ForEach<Data, ID, Content>, _ shown: ForEach<Data, ID, Content>) -> ShownRowUpdate
}

extension ForEach: View where Content: View {
    public typealias Body = Never

    /// Creates an instance that computes views on demand over a given collection of data,
    /// identified by the key path to a property on the element.
    @inlinable public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        nonisolated(unsafe) let keyPath = id
        self.idOf = { $0[keyPath: keyPath] }
        self.shownRowUpdateMaker = { Self.shownRowUpdate(of: $0, against: $1) }
    }

    /// Creates an instance that computes views on demand over a given constant range.
    @inlinable public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) where Data == Range<Int>, ID == Int {
        self.data = data
        self.content = content
        self.idOf = { $0 }
        self.shownRowUpdateMaker = { Self.shownRowUpdate(of: $0, against: $1) }
    }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// Creates an instance that computes views on demand over a given collection of identified data.
    @inlinable public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0.id }
        self.shownRowUpdateMaker = { Self.shownRowUpdate(of: $0, against: $1) }
    }
}

extension ForEach: DynamicViewContent where Content: View {}

/// A type of view that generates views from an underlying collection of data. Nonisolated, as
/// Apple declares it: reading `data` needs no actor.
nonisolated public protocol DynamicViewContent: View {
    /// The type of the underlying collection of data.
    associatedtype Data: Collection
    /// The collection of underlying data.
    var data: Data { get }
}

/// The engine's type-erased view of a `ForEach`: element count, identity and view by index,
/// so lazy containers can build only visible rows.
@MainActor protocol DynamicRowSource {
    var rowCount: Int { get }
    func rowID(at offset: Int) -> AnyHashable
    func rowView(at offset: Int) -> any View
    /// How rows of this `ForEach` are matched with, and brought up to date from, the rows of
    /// `other` shown before (see `ShownRowUpdate`); nil when `other` is a `ForEach` of another
    /// type (the caller compares boxed ids then).
    func shownRowUpdate(with other: any DynamicRowSource) -> ShownRowUpdate?
    /// `view`, a value of this type, as a row source. A cast to the type itself, which the run
    /// time does by comparing types, where `view as? DynamicRowSource` looked the conformance
    /// up (~1.4 k instructions, on every update of a lazy list); callers find this type once
    /// per view type (`LazyContentKind`).
    static func rowSource(of view: any View) -> any DynamicRowSource
}

/// The rows of a `ForEach` against the rows of the `ForEach` of its type they were shown from,
/// by offset in each: ids compared as the `ForEach`'s own `ID` (no `AnyHashable` is made), and
/// the row's view made and applied to the row's node without boxing it. (A class: asked once
/// per row shown, it is retained, not copied with its two closures.)
@usableFromInline @MainActor final class ShownRowUpdate {
    /// Whether row `offset` has the id row `otherOffset` of the other `ForEach` had.
    let haveSameID: (_ offset: Int, _ otherOffset: Int) -> Bool
    /// When row `offset` has the id row `otherOffset` of the other had, brings `node` (the node
    /// shown for that row) up to date with the row's view, if it holds a view of that type.
    let update: (_ offset: Int, _ otherOffset: Int, _ node: ViewNode, _ environment: EnvironmentValues) -> ShownRowOutcome

    @usableFromInline init(haveSameID: @escaping (Int, Int) -> Bool, update: @escaping (Int, Int, ViewNode, EnvironmentValues) -> ShownRowOutcome) {
        self.haveSameID = haveSameID
        self.update = update
    }
}

/// What `ShownRowUpdate.update` did.
@usableFromInline enum ShownRowOutcome {
    /// The row has another id: it is another row than the one shown.
    case otherID
    /// The same row: its node was brought up to date.
    case updated
    /// The same row, whose view (given here, boxed) could not be applied unboxed: the node holds
    /// a view of another type.
    case sameID(any View)
}

extension ForEach: DynamicRowSource where Content: View {
    var rowCount: Int { data.count }
    func rowID(at offset: Int) -> AnyHashable {
        AnyHashable(idOf(data[data.index(data.startIndex, offsetBy: offset)]))
    }
    func rowView(at offset: Int) -> any View {
        content(data[data.index(data.startIndex, offsetBy: offset)])
    }
    @MainActor func shownRowUpdate(with other: any DynamicRowSource) -> ShownRowUpdate? {
        guard let other = other as? Self else { return nil }
        return shownRowUpdateMaker(self, other)
    }
    static func rowSource(of view: any View) -> any DynamicRowSource { view as! Self }
}

extension ForEach where Content: View {
    /// The rows of `rows` against those of `shown` (see `ShownRowUpdate`). Inlinable, so that it
    /// is compiled for the concrete types of a `ForEach` made elsewhere (`shownRowUpdateMaker`).
    @inlinable @MainActor static func shownRowUpdate(of rows: Self, against shown: Self) -> ShownRowUpdate {
        // The closures hold the collections and functions, not the `ForEach` values (nor any
        // generic value: reading a field of one looks its type up on every call), and the
        // collections as arrays when they are arrays (see `rowElement`).
        let data = rows.data, idOf = rows.idOf, content = rows.content, otherData = shown.data, otherIdOf = shown.idOf
        let array = data as? [Data.Element], otherArray = otherData as? [Data.Element]
        return ShownRowUpdate(
            haveSameID: { offset, otherOffset in
                idOf(rowElement(offset, array, data)) == otherIdOf(rowElement(otherOffset, otherArray, otherData))
            },
            update: { offset, otherOffset, node, environment in
                let element = rowElement(offset, array, data)
                guard idOf(element) == otherIdOf(rowElement(otherOffset, otherArray, otherData)) else { return .otherID }
                var view = content(element)
                guard node.holdsValue(ofType: Content.self) else { return .sameID(view) }
                node.update(withValueOfItsType: &view, environment: environment)
                return .updated
            })
    }
}

/// Element `offset` of a `ForEach`'s data, read from `array` (the data, when it is an array)
/// when there is one: no index arithmetic and no subscript through the collection's witnesses
/// for every row shown (`ShownRowUpdate`), which reads two elements per row.
@inlinable func rowElement<Data: RandomAccessCollection>(_ offset: Int, _ array: [Data.Element]?, _ data: Data) -> Data.Element {
    if let array { return array[offset] }
    return data[data.index(data.startIndex, offsetBy: offset)]
}
