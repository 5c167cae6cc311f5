/// The rows of a lazy container, computed from its content views without building them:
/// each `ForEach` contributes its elements, any other view one row.
@MainActor struct RowSource {
    enum Segment {
        case single(any View)
        case dynamic(DynamicRowSource)
    }

    private(set) var segments: [Segment] = []
    private(set) var starts: [Int] = []
    private(set) var count = 0
    /// Different for every source made: what was worked out for a pair of sources
    /// (`ShownRowIDs`) is kept while they are the same.
    let serial: Int
    private static var sourcesMade = 0

    init(content: any View) {
        Self.sourcesMade += 1
        serial = Self.sourcesMade
        flatten(content)
    }

    private mutating func flatten(_ view: any View) {
        switch LazyContentKind.of(Swift.type(of: view)) {
        case .optional(let type):
            if let wrapped = type.wrappedView(of: view) { flatten(wrapped) }
        case .tuple:
            if let tuple = view as? TupleViewChildren { for child in tuple.tupleChildren { flatten(child) } }
        case .group(let type):
            flatten(type.groupContent(of: view))
        case .dynamic(let type):
            let dynamic = type.rowSource(of: view)
            append(.dynamic(dynamic), rows: dynamic.rowCount)
        case .empty:
            return
        case .single, .lazyStack, .conditional:
            append(.single(view), rows: 1)
        }
    }

    private mutating func append(_ segment: Segment, rows: Int) {
        starts.append(count)
        segments.append(segment)
        count += rows
    }

    func segment(of index: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= index { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The identity of row `index` (cheap: the view is not made).
    func id(_ index: Int) -> RowKey {
        let segment = segment(of: index)
        switch segments[segment] {
        case .single: return RowKey(segment: segment, id: AnyHashable(0))
        case .dynamic(let source): return RowKey(segment: segment, id: source.rowID(at: index - starts[segment]))
        }
    }

    /// The view of row `index`.
    func view(_ index: Int) -> any View {
        let segment = segment(of: index)
        switch segments[segment] {
        case .single(let view): return view
        case .dynamic(let source): return source.rowView(at: index - starts[segment])
        }
    }

    /// The index of the row with `key` among the `likely` positions (no other row is asked).
    func index(of key: RowKey, amongst likely: [Int]) -> Int? {
        likely.first { $0 >= 0 && $0 < count && id($0) == key }
    }

    /// The row index whose id (a `ForEach` element id) is `id`.
    func index(of id: AnyHashable) -> Int? {
        for (segment, start) in zip(segments, starts) {
            guard case .dynamic(let source) = segment else { continue }
            for offset in 0..<source.rowCount where source.rowID(at: offset) == id { return start + offset }
        }
        return nil
    }
}

/// Tells whether a row of `rows` has the id that the row at the same index of `shown` (the rows
/// the rows shown were fetched from) had, comparing ids unboxed, and brings such a row of a
/// `ForEach` up to date without boxing its view: worked out once per pair of sources, then a
/// lookup and a typed `==` per row. (A class: the store keeps the last one and hands it out
/// per row without copying its comparisons.)
@MainActor final class ShownRowIDs {
    private enum Comparison {
        /// A single view's segment in both: its key does not depend on the view.
        case sameSingleView
        case ids(ShownRowUpdate)
        /// Another kind of segment at this position, or a `ForEach` of another type.
        case unknown
    }

    let rowsSerial: Int
    let shownSerial: Int
    /// By segment of `rows`.
    private let comparisons: [Comparison]

    init(rows: RowSource, shown: RowSource) {
        rowsSerial = rows.serial
        shownSerial = shown.serial
        comparisons = rows.segments.indices.map { segment in
            guard segment < shown.segments.count else { return .unknown }
            switch (rows.segments[segment], shown.segments[segment]) {
            case (.single, .single): return .sameSingleView
            case let (.dynamic(source), .dynamic(shownSource)): return source.shownRowUpdate(with: shownSource).map(Comparison.ids) ?? .unknown
            default: return .unknown
            }
        }
    }

    /// Whether these are the comparisons of `rows` against `shown`.
    func compare(_ rows: RowSource, with shown: RowSource) -> Bool {
        rowsSerial == rows.serial && shownSerial == shown.serial
    }

    /// Whether row `index` of `rows` has the key row `index` of `shown` has. False when that
    /// cannot be told unboxed (compare their `id`s then).
    func haveSameKey(at index: Int, rows: RowSource, shown: RowSource) -> Bool {
        isSameKey(at: index, of: rows, as: index, of: shown) ?? false
    }

    /// Whether row `index` of `rows` has the key row `shownIndex` of `shown` has (both in
    /// range). Nil when that cannot be told unboxed (compare their `id`s then).
    func isSameKey(at index: Int, of rows: RowSource, as shownIndex: Int, of shown: RowSource) -> Bool? {
        let segment = rows.segment(of: index)
        // Rows of segments at other positions have other keys (the key holds the segment).
        guard shown.segment(of: shownIndex) == segment else { return false }
        switch comparisons[segment] {
        case .sameSingleView: return true
        case .ids(let update): return update.haveSameID(index - rows.starts[segment], shownIndex - shown.starts[segment])
        case .unknown: return nil
        }
    }

    /// When row `index` of `rows` and of `shown` are rows of `ForEach`s of one type, brings
    /// `node` (the node shown for row `index` of `shown`) up to date with the view of row
    /// `index` of `rows` if it has the same id (see `ShownRowUpdate.update`). Nil when that
    /// cannot be told unboxed (nothing was done).
    func update(_ node: ViewNode, at index: Int, rows: RowSource, shown: RowSource, environment: EnvironmentValues) -> ShownRowOutcome? {
        // The segment's comparison matched in place (only the segment is returned: returned
        // from a function, the enum was copied and destroyed for every row shown).
        guard let segment = comparedSegment(at: index, rows: rows, shown: shown), case .ids(let update) = comparisons[segment] else { return nil }
        return update.update(index - rows.starts[segment], index - shown.starts[segment], node, environment)
    }

    /// The segment of row `index` (its comparison is `comparisons[segment]`), when the row is in
    /// the segment of the same position in both sources.
    private func comparedSegment(at index: Int, rows: RowSource, shown: RowSource) -> Int? {
        let segment = rows.segment(of: index)
        return shown.segment(of: index) == segment ? segment : nil
    }
}

/// The identity of a lazy row: its segment and element id.
///
/// The id's hash is worked out once, as the key is made: a dictionary compares the keys along
/// a lookup's probe sequence, and comparing two boxed ids (strings, typically) costs as much
/// as hashing one; keys with different hashes are told apart without comparing their ids.
struct RowKey: Hashable {
    let segment: Int
    let id: AnyHashable
    private let idHash: Int

    init(segment: Int, id: AnyHashable) {
        self.segment = segment
        self.id = id
        idHash = id.hashValue
    }

    static func == (lhs: RowKey, rhs: RowKey) -> Bool {
        lhs.idHash == rhs.idHash && lhs.segment == rhs.segment && lhs.id == rhs.id
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(segment)
        hasher.combine(idHash)
    }
}

protocol TupleViewChildren { var tupleChildren: [any View] { get } }
protocol GroupContent {
    var groupContent: any View { get }
    /// The content of `view`, a value of this type (a cast to the type itself).
    static func groupContent(of view: any View) -> any View
}

protocol OptionalContent {
    var wrappedView: (any View)? { get }
    /// The view `view`, a value of this type, wraps (a cast to the type itself).
    static func wrappedView(of view: any View) -> (any View)?
}

extension GroupContent {
    static func groupContent(of view: any View) -> any View { (view as! Self).groupContent }
}

extension OptionalContent {
    static func wrappedView(of view: any View) -> (any View)? { (view as! Self).wrappedView }
}

extension TupleView: TupleViewChildren { var tupleChildren: [any View] { children } }
extension Group: GroupContent where Content: View { var groupContent: any View { content } }
extension Optional: OptionalContent where Wrapped: View {
    var wrappedView: (any View)? { self.map { $0 as any View } }
}
