/// Constants and the proposal type of the layout negotiation.
enum Layout {
    /// Stands for an infinite length in cells.
    static let unbounded = 1 << 24
    /// Default spacing between the children of an `HStack`, in columns.
    static let defaultHorizontalSpacing = 1
    /// Default spacing between the children of a `VStack`/`LazyVStack`, in rows.
    static let defaultVerticalSpacing = 0
    /// Default `padding()` insets: columns on the leading/trailing edges.
    static let defaultHorizontalPadding = 1
    /// Default `padding()` insets: rows on the top/bottom edges.
    static let defaultVerticalPadding = 0
}

/// A size proposal in cells; nil in an axis asks for the view's ideal size.
struct ProposedSize: Hashable {
    var width: Int?
    var height: Int?

    static let unspecified = ProposedSize(width: nil, height: nil)
    static let zero = ProposedSize(width: 0, height: 0)
    static let infinity = ProposedSize(width: Layout.unbounded, height: Layout.unbounded)

    init(width: Int?, height: Int?) {
        self.width = width.map { max(0, $0) }
        self.height = height.map { max(0, $0) }
    }

    init(_ size: CellSize) { self.init(width: size.width, height: size.height) }

    /// The proposal with nil replaced by a default.
    func replacingUnspecified(width defaultWidth: Int, height defaultHeight: Int) -> CellSize {
        CellSize(width: width ?? defaultWidth, height: height ?? defaultHeight)
    }

    func length(along axis: Axis) -> Int? { axis == .horizontal ? width : height }

    static func along(_ axis: Axis, _ main: Int?, cross: Int?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
    }
}

extension CellSize {
    func length(along axis: Axis) -> Int { axis == .horizontal ? width : height }
    static func along(_ axis: Axis, _ main: Int, cross: Int) -> CellSize {
        axis == .horizontal ? CellSize(width: main, height: cross) : CellSize(width: cross, height: main)
    }
}
