/// A lazy row's node, its key and the update it was last brought up to date in.
@MainActor final class LazyRow {
    let key: RowKey
    let node: ViewNode
    /// The scroll view's update generation the node was last updated in.
    var generation: Int
    /// The row index it had when it was last fetched.
    var index: Int
    /// The scroll view's last row layout that showed it.
    var shownInPass = -1
    /// The row layout whose rows shown before were marked while it told rows that came or
    /// went (see `ScrollBehavior.notifyVisibilityChanges`).
    var shownBeforePass = -1

    /// Which creation of its store made it (`LazyRowStore.creations` then).
    let creation: Int
    /// Set when its item was removed from the content: the store no longer holds it; shown,
    /// it is disposed once the layout has told it it left (`ScrollBehavior.releaseRemovedRows`).
    var isReleased = false

    init(key: RowKey, node: ViewNode, generation: Int, index: Int, creation: Int) {
        self.key = key
        self.node = node
        self.generation = generation
        self.index = index
        self.creation = creation
    }
}

/// The nodes of a lazy container's rows, kept by key (segment and `ForEach` id) while they
/// scroll out of view, so a row that comes back keeps its state.
///
/// A row is brought up to date at most once per update of the container (`generation`). A row
/// shown before the update is found by its index among the rows shown (`shown`) and compared by
/// id, without boxing or hashing it; only rows that come into view are looked up by key.
///
/// A class with `@exclusivity(unchecked)` properties, held by its scroll view in a constant: as
/// a struct in the scroll view's (checked) stored property, every row fetched began and ended an
/// access to it (about 130 instructions a row, two dozen rows a layout). It is confined to the
/// main actor, and no access to its properties spans a call that runs views' code: a row is
/// built or updated before the dictionary is written, and a dropped row is disposed after.
@MainActor final class LazyRowStore {
    @exclusivity(unchecked) private(set) var rows: [RowKey: LazyRow] = [:]
    /// Advances when the container's content changes: each row is updated again once.
    @exclusivity(unchecked) private(set) var generation = 0
    /// Row nodes updated with a new view value, and created, since the store was made.
    @exclusivity(unchecked) private(set) var updates = 0
    @exclusivity(unchecked) private(set) var creations = 0
    /// Row keys made (an id boxed in `AnyHashable`), since the store was made.
    @exclusivity(unchecked) private(set) var keysMade = 0
    /// Of `updates`, those of shown rows whose new view was applied unboxed, since the store
    /// was made (see `ShownRowUpdate`).
    @exclusivity(unchecked) private(set) var updatesInPlace = 0
    /// How many times the unboxed id comparisons of a pair of sources were looked up (a
    /// layout looks them up once for all the rows it fetches), since the store was made.
    @exclusivity(unchecked) private(set) var shownRowIDLookups = 0

    var count: Int { rows.count }
    var nodes: [ViewNode] { rows.values.map(\.node) }

    func advanceGeneration() { generation += 1 }

    /// Forgets every row (the content stopped being lazy; the rows were disposed).
    func removeAll() {
        rows = [:]
        lastShownRowIDs = nil
    }

    /// The row at `index`, created or brought up to date. `shown` is the row shown at this
    /// index in the last layout, if any, `shownSource` the rows it was fetched from and
    /// `shownIDs` the comparisons of `source` against them (`shownRowIDs(_:_:)`): while its id
    /// is the same (compared unboxed when it can be), it is the row, and no key is made; a
    /// `ForEach` row's new view is then applied to it without boxing it.
    func row(at index: Int, in source: RowSource, shown: LazyRow?, shownSource: RowSource?, shownIDs: ShownRowIDs?,
             environment: EnvironmentValues, parent: ViewNode) -> LazyRow {
        var shown = shownSource == nil ? nil : shown
        if let row = shown, row.generation != generation, let shownSource, let shownIDs {
            switch shownIDs.update(row.node, at: index, rows: source, shown: shownSource, environment: environment) {
            case .updated?:
                row.index = index
                row.generation = generation
                updates += 1
                updatesInPlace += 1
                return row
            case .sameID(let view)?:
                row.index = index
                return apply(view, to: row, environment: environment, parent: parent)
            case .otherID?:
                // Another row: its key is looked up below.
                shown = nil
            case nil:
                break
            }
        }
        let key: RowKey
        let known: LazyRow?
        if let shown, let shownSource, let shownIDs, shownIDs.haveSameKey(at: index, rows: source, shown: shownSource) {
            key = shown.key
            known = shown
        } else {
            key = source.id(index)
            keysMade += 1
            if let shown, shown.key == key { known = shown } else { known = rows[key] }
        }
        if let known {
            known.index = index
            if known.generation == generation { return known }
            return apply(source.view(index), to: known, environment: environment, parent: parent)
        }
        return insert(parent.makeChild(source.view(index), identity: AnyHashable(key), environment: environment), key: key, index: index)
    }

    /// Brings `row` up to date with `view`, or replaces it by a new row of the same key when the
    /// view's type is another.
    private func apply(_ view: any View, to row: LazyRow, environment: EnvironmentValues, parent: ViewNode) -> LazyRow {
        if row.node.viewType == ViewNode.typeIdentity(of: view) {
            row.generation = generation
            updates += 1
            row.node.update(with: view, environment: environment)
            return row
        }
        row.node.dispose()
        return insert(parent.makeChild(view, identity: AnyHashable(row.key), environment: environment), key: row.key, index: row.index)
    }

    /// The unboxed id comparisons of the last pair of sources asked about.
    @exclusivity(unchecked) private var lastShownRowIDs: ShownRowIDs?

    /// The unboxed id comparisons of `source` against `shown`, worked out once per pair.
    func shownRowIDs(_ source: RowSource, _ shown: RowSource) -> ShownRowIDs {
        shownRowIDLookups += 1
        return rowIDs(source, shown)
    }

    /// `shownRowIDs` not counted (`forgetRemovedRows`).
    func rowIDs(_ source: RowSource, _ shown: RowSource) -> ShownRowIDs {
        if let lastShownRowIDs, lastShownRowIDs.compare(source, with: shown) { return lastShownRowIDs }
        let made = ShownRowIDs(rows: source, shown: shown)
        lastShownRowIDs = made
        return made
    }

    /// How many rows are kept at most beyond those shown, when the others can be rebuilt.
    static let keptLimit = 256

    /// Drops rows out of view, farthest from `shownIndex` first, once more than `keptLimit`
    /// (plus a quarter, so it runs now and then) are kept, down to `keptLimit`. Only rows whose
    /// subtree keeps nothing its view cannot build again are dropped (`isRebuildableFromItsView`):
    /// a row with state stays. Rows out of view already had `onDisappear`.
    func dropFarRows(shownIndex: Int, isShown: (LazyRow) -> Bool) {
        guard rows.count > Self.keptLimit + Self.keptLimit / 4 else { return }
        var candidates = rows.values.filter { !isShown($0) }
        candidates.sort { abs($0.index - shownIndex) > abs($1.index - shownIndex) }
        var excess = rows.count - Self.keptLimit
        for row in candidates where excess > 0 && row.node.isRebuildableFromItsView {
            rows[row.key] = nil
            row.node.dispose()
            excess -= 1
        }
    }

    /// How many times every key of the content was made to find kept rows that moved far or
    /// went (`forgetRemovedRows`), since the store was made.
    @exclusivity(unchecked) private(set) var keyTablesMade = 0

    /// Forgets the rows whose keys are not among those of `source` (the content changed from
    /// `previous`) and returns them, marked released; brings the others' `index` up to date.
    ///
    /// A kept row (kept rows are few: those shown and up to `keptLimit` more) is looked for where
    /// it was in `previous`, then where it is when rows were added or removed before it (its index
    /// moved by the change in count), its id compared unboxed when it can be (`ShownRowIDs`): an
    /// append, or the removal or insertion of a few rows, costs a comparison or two per kept row.
    /// Only when a row is at neither place (it went, or moved far) are the keys of all of
    /// `source`'s rows made, once.
    func forgetRemovedRows(from previous: RowSource, to source: RowSource) -> [LazyRow] {
        if rows.isEmpty { return [] }
        let ids = rowIDs(source, previous)
        let shift = source.count - previous.count
        var allKeys: [RowKey: Int]?
        var removed: [LazyRow] = []
        for row in rows.values {
            if isRow(row, at: row.index, of: source, previous: previous, ids: ids) { continue }
            if shift != 0, isRow(row, at: row.index + shift, of: source, previous: previous, ids: ids) {
                row.index += shift
                continue
            }
            if allKeys == nil {
                keyTablesMade += 1
                keysMade += source.count
                allKeys = Dictionary((0..<source.count).map { (source.id($0), $0) }, uniquingKeysWith: { first, _ in first })
            }
            if let index = allKeys?[row.key] { row.index = index } else { removed.append(row) }
        }
        for row in removed { forget(row) }
        return removed
    }

    /// Whether `row`, at `row.index` in `previous`, is row `index` of `source`.
    private func isRow(_ row: LazyRow, at index: Int, of source: RowSource, previous: RowSource, ids: ShownRowIDs) -> Bool {
        guard index >= 0, index < source.count else { return false }
        if row.index < previous.count, let same = ids.isSameKey(at: index, of: source, as: row.index, of: previous) { return same }
        keysMade += 1
        return source.id(index) == row.key
    }

    /// Forgets `row` (its item was removed), marking it released.
    func forget(_ row: LazyRow) {
        rows[row.key] = nil
        row.isReleased = true
    }

    private func insert(_ node: ViewNode, key: RowKey, index: Int) -> LazyRow {
        creations += 1
        let row = LazyRow(key: key, node: node, generation: generation, index: index, creation: creations)
        rows[key] = row
        return row
    }
}
