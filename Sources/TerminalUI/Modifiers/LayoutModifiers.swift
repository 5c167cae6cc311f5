import Foundation

/// Insets in cells.
struct CellInsets: Hashable {
    var top = 0, leading = 0, bottom = 0, trailing = 0
}

nonisolated struct _PaddingModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let insets: CellInsets
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? PaddingBehavior ?? PaddingBehavior()
        behavior.insets = insets
        return behavior
    }
}

nonisolated struct _FrameModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let width: Int?, height: Int?
    let alignment: Alignment
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? FrameBehavior ?? FrameBehavior()
        behavior.frame = self
        return behavior
    }
}

nonisolated struct _FlexFrameModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let minWidth: Int?, idealWidth: Int?, maxWidth: Int?
    let minHeight: Int?, idealHeight: Int?, maxHeight: Int?
    let alignment: Alignment
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? FlexFrameBehavior ?? FlexFrameBehavior()
        behavior.frame = self
        return behavior
    }
}

nonisolated struct _FixedSizeModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let horizontal: Bool, vertical: Bool
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? FixedSizeBehavior ?? FixedSizeBehavior()
        behavior.horizontal = horizontal
        behavior.vertical = vertical
        return behavior
    }
}

nonisolated struct _LayoutPriorityModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let priority: Double
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? PriorityBehavior ?? PriorityBehavior()
        behavior.priority = priority
        return behavior
    }
}

nonisolated struct _OffsetModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let x: Int, y: Int
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior {
        let behavior = existing as? OffsetBehavior ?? OffsetBehavior()
        behavior.dx = x
        behavior.dy = y
        return behavior
    }
}

extension View {
    /// Adds padding to the specified edges; `nil` length uses the terminal default
    /// (1 column leading/trailing, 0 rows top/bottom).
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let horizontal = length.map(CellUnits.columns) ?? Layout.defaultHorizontalPadding
        let vertical = length.map(CellUnits.rows) ?? Layout.defaultVerticalPadding
        return modifier(_PaddingModifier(insets: CellInsets(
            top: edges.contains(.top) ? vertical : 0, leading: edges.contains(.leading) ? horizontal : 0,
            bottom: edges.contains(.bottom) ? vertical : 0, trailing: edges.contains(.trailing) ? horizontal : 0)))
    }

    /// Adds the same padding, in points, to every edge.
    nonisolated public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Adds different padding to each edge.
    nonisolated public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_PaddingModifier(insets: CellInsets(top: CellUnits.rows(insets.top), leading: CellUnits.columns(insets.leading),
                                                     bottom: CellUnits.rows(insets.bottom), trailing: CellUnits.columns(insets.trailing))))
    }

    /// Positions this view within an invisible frame with the specified size.
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FrameModifier(width: width.map { max(0, CellUnits.columns($0)) }, height: height.map { max(0, CellUnits.rows($0)) }, alignment: alignment))
    }

    /// Positions this view within an invisible frame having the specified size constraints.
    nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                                  minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                                  alignment: Alignment = .center) -> some View {
        modifier(_FlexFrameModifier(minWidth: minWidth.map(CellUnits.columns), idealWidth: idealWidth.map(CellUnits.columns),
                                    maxWidth: maxWidth.map(CellUnits.columns), minHeight: minHeight.map(CellUnits.rows),
                                    idealHeight: idealHeight.map(CellUnits.rows), maxHeight: maxHeight.map(CellUnits.rows),
                                    alignment: alignment))
    }

    /// Fixes this view at its ideal size.
    nonisolated public func fixedSize() -> some View { modifier(_FixedSizeModifier(horizontal: true, vertical: true)) }

    /// Fixes this view at its ideal size in the specified dimensions.
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }

    /// Sets the priority by which a parent layout should apportion space to this child.
    nonisolated public func layoutPriority(_ value: Double) -> some View { modifier(_LayoutPriorityModifier(priority: value)) }

    /// Offset this view by the horizontal and vertical amount specified in the offset parameter.
    nonisolated public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }

    /// Offset this view by the specified horizontal and vertical distances.
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_OffsetModifier(x: CellUnits.columns(x), y: CellUnits.rows(y)))
    }
}
