import Foundation

/// A container view that defines its content as a function of its own size. It takes all
/// the space it is offered.
nonisolated public struct GeometryReader<Content: View>: View {
    public typealias Body = Never
    public var content: (GeometryProxy) -> Content
    /// Creates a geometry reader.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
}

/// A proxy for access to the size and coordinate space of the container view.
nonisolated public struct GeometryProxy {
    /// The size of the container view, in points (8 pt per column, 16 pt per row).
    public let size: CGSize
    /// The safe area inset of the container view (zero in a terminal).
    public let safeAreaInsets: EdgeInsets
    let origin: CGPoint

    /// The container view's bounds rectangle, converted to a defined coordinate space.
    @_disfavoredOverload
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: size)
        default: return CGRect(origin: origin, size: size)
        }
    }

    init(cells: CellSize, origin: CellPoint) {
        size = CGSize(width: CGFloat(cells.width) * CellUnits.pointsPerColumn,
                      height: CGFloat(cells.height) * CellUnits.pointsPerRow)
        self.origin = CGPoint(x: CGFloat(origin.x) * CellUnits.pointsPerColumn,
                              y: CGFloat(origin.y) * CellUnits.pointsPerRow)
        safeAreaInsets = EdgeInsets()
    }
}

/// A resolved coordinate space.
public enum CoordinateSpace: Hashable {
    /// The global coordinate space at the root of the view hierarchy.
    case global
    /// The local coordinate space of the current view.
    case local
    /// A named reference to a view's local coordinate space.
    case named(AnyHashable)
}

extension CoordinateSpace {
    /// Whether this is the global coordinate space.
    public var isGlobal: Bool { self == .global }
    /// Whether this is the local coordinate space.
    public var isLocal: Bool { self == .local }
}
