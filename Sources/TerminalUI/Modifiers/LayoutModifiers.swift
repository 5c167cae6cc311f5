import Foundation

/// Insets in cells.
struct CellInsets: Hashable {
    var top = 0, leading = 0, bottom = 0, trailing = 0
}

@usableFromInline nonisolated struct _PaddingModifier: ViewModifier, PrimitiveModifier {
    @usableFromInline typealias Body = Never
    let insets: CellInsets
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? PaddingBehavior ?? PaddingBehavior()
        behavior.insets = insets
        return behavior
    }
}

@usableFromInline nonisolated struct _FrameModifier: ViewModifier, PrimitiveModifier {
    @usableFromInline typealias Body = Never
    let width: Int?, height: Int?
    let alignment: Alignment
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? FrameBehavior ?? FrameBehavior()
        behavior.frame = self
        return behavior
    }
}

@usableFromInline nonisolated struct _FlexFrameModifier: ViewModifier, PrimitiveModifier {
    @usableFromInline typealias Body = Never
    let minWidth: Int?, idealWidth: Int?, maxWidth: Int?
    let minHeight: Int?, idealHeight: Int?, maxHeight: Int?
    let alignment: Alignment
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? FlexFrameBehavior ?? FlexFrameBehavior()
        behavior.frame = self
        return behavior
    }
}

@usableFromInline nonisolated struct _FixedSizeModifier: ViewModifier, PrimitiveModifier {
    @usableFromInline typealias Body = Never
    let horizontal: Bool, vertical: Bool
    @usableFromInline init(horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? FixedSizeBehavior ?? FixedSizeBehavior()
        behavior.horizontal = horizontal
        behavior.vertical = vertical
        return behavior
    }
}

@usableFromInline nonisolated struct _LayoutPriorityModifier: ViewModifier, PrimitiveModifier {
    @usableFromInline typealias Body = Never
    let priority: Double
    @usableFromInline init(priority: Double) { self.priority = priority }
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? PriorityBehavior ?? PriorityBehavior()
        behavior.priority = priority
        return behavior
    }
}

@usableFromInline nonisolated struct _OffsetModifier: ViewModifier, PrimitiveModifier {
    @usableFromInline typealias Body = Never
    let x: Int, y: Int
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? OffsetBehavior ?? OffsetBehavior()
        behavior.dx = x
        behavior.dy = y
        return behavior
    }
}

// The initializers the inlinable modifier methods below call: out of line (one copy of the
// conversion to cells for every caller), visible to clients so that their views' modifier
// methods are specialized with static metadata (see docs/ENGINE.md, "Inlinable modifier methods").

extension _PaddingModifier {
    /// Padding of `length` points (the terminal default when nil) on `edges`.
    @usableFromInline init(edges: Edge.Set, length: CGFloat?) {
        let horizontal = length.map(CellUnits.columns) ?? Layout.defaultHorizontalPadding
        let vertical = length.map(CellUnits.rows) ?? Layout.defaultVerticalPadding
        self.init(insets: CellInsets(
            top: edges.contains(.top) ? vertical : 0, leading: edges.contains(.leading) ? horizontal : 0,
            bottom: edges.contains(.bottom) ? vertical : 0, trailing: edges.contains(.trailing) ? horizontal : 0))
    }

    /// Padding of each edge's length in points.
    @usableFromInline init(edgeInsets insets: EdgeInsets) {
        self.init(insets: CellInsets(top: CellUnits.rows(insets.top), leading: CellUnits.columns(insets.leading),
                                     bottom: CellUnits.rows(insets.bottom), trailing: CellUnits.columns(insets.trailing)))
    }
}

extension _FrameModifier {
    /// A frame of the given size in points.
    @usableFromInline init(points width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.init(width: width.map { max(0, CellUnits.columns($0)) }, height: height.map { max(0, CellUnits.rows($0)) }, alignment: alignment)
    }
}

extension _FlexFrameModifier {
    /// A flexible frame with the given constraints in points.
    @usableFromInline init(points minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
                           minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment) {
        self.init(minWidth: minWidth.map(CellUnits.columns), idealWidth: idealWidth.map(CellUnits.columns),
                  maxWidth: maxWidth.map(CellUnits.columns), minHeight: minHeight.map(CellUnits.rows),
                  idealHeight: idealHeight.map(CellUnits.rows), maxHeight: maxHeight.map(CellUnits.rows),
                  alignment: alignment)
    }
}

extension _OffsetModifier {
    /// An offset by distances in points.
    @usableFromInline init(points x: CGFloat, y: CGFloat) {
        self.init(x: CellUnits.columns(x), y: CellUnits.rows(y))
    }
}

extension View {
    /// Adds padding to the specified edges; `nil` length uses the terminal default
    /// (1 column leading/trailing, 0 rows top/bottom).
    @inlinable nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_PaddingModifier(edges: edges, length: length))
    }

    /// Adds the same padding, in points, to every edge.
    @inlinable nonisolated public func padding(_ length: CGFloat) -> some View {
        modifier(_PaddingModifier(edges: .all, length: length))
    }

    /// Adds different padding to each edge.
    @inlinable nonisolated public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_PaddingModifier(edgeInsets: insets))
    }

    /// Positions this view within an invisible frame with the specified size.
    @inlinable nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FrameModifier(points: width, height: height, alignment: alignment))
    }

    /// Positions this view within an invisible frame having the specified size constraints.
    @inlinable nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                                             minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                                             alignment: Alignment = .center) -> some View {
        modifier(_FlexFrameModifier(points: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                    minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }

    /// Fixes this view at its ideal size.
    @inlinable nonisolated public func fixedSize() -> some View { modifier(_FixedSizeModifier(horizontal: true, vertical: true)) }

    /// Fixes this view at its ideal size in the specified dimensions.
    @inlinable nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }

    /// Sets the priority by which a parent layout should apportion space to this child.
    @inlinable nonisolated public func layoutPriority(_ value: Double) -> some View { modifier(_LayoutPriorityModifier(priority: value)) }

    /// Offset this view by the horizontal and vertical amount specified in the offset parameter.
    @inlinable nonisolated public func offset(_ offset: CGSize) -> some View { modifier(_OffsetModifier(points: offset.width, y: offset.height)) }

    /// Offset this view by the specified horizontal and vertical distances.
    @inlinable nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_OffsetModifier(points: x, y: y))
    }
}
