import Foundation

/// A 2D shape you can use when drawing a view. In a terminal a shape covers the cells of its
/// frame: filled shapes paint the cell background, stroked shapes draw a box outline.
@MainActor @preconcurrency public protocol Shape: View, Sendable {}

/// How a built-in shape draws.
enum ShapePaint: Equatable, Sendable {
    case fill(Color?)
    case stroke(Color?)
}

/// A shape drawn by the engine: a kind of outline and a paint.
protocol BuiltInShape: Shape {}

/// A rectangular shape aligned inside the frame of the view containing it.
nonisolated public struct Rectangle: BuiltInShape {
    public typealias Body = Never
    public init() {}
}

/// A rectangular shape with rounded corners (drawn with rounded box corners when stroked).
nonisolated public struct RoundedRectangle: BuiltInShape {
    public typealias Body = Never
    public var cornerSize: CGSize
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { self.cornerSize = cornerSize }
}

/// A circle centered on the frame of the view containing it.
nonisolated public struct Circle: BuiltInShape {
    public typealias Body = Never
    public init() {}
}

/// A capsule shape aligned inside the frame of the view containing it.
nonisolated public struct Capsule: BuiltInShape {
    public typealias Body = Never
    public init(style: RoundedCornerStyle = .continuous) {}
}

/// An ellipse aligned inside the frame of the view containing it.
nonisolated public struct Ellipse: BuiltInShape {
    public typealias Body = Never
    public init() {}
}

/// Defines the shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// A shape with a paint applied (`fill` or `stroke`).
nonisolated public struct _ShapeView<Content: Shape>: View {
    public typealias Body = Never
    let shape: Content
    let paint: ShapePaint
}

extension Shape {
    /// Fills this shape with a color or gradient.
    nonisolated public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .fill(content.resolvedColor))
    }

    /// Fills this shape with the foreground color.
    nonisolated public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .fill(nil))
    }

    /// Traces the outline of this shape with a color or gradient.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(content.resolvedColor))
    }

    /// Traces the outline of this shape with a color or gradient (strokes are one cell wide).
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(content.resolvedColor))
    }
}

/// A style for rasterizing vector shapes.
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// A progress indicator: a spinner glyph for indeterminate progress, a bar otherwise.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    /// The content and behaviour of the view (drawn by the engine: see `EngineDrawnView`).
    @MainActor @preconcurrency public var body: some View { EngineDrawn(source: self) }
    let fraction: Double?
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Creates a progress view showing indeterminate progress.
    public init() { fraction = nil }

    /// Creates a progress view for showing determinate progress.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        if let value, total > 0 { fraction = Double(value / total) } else { fraction = nil }
    }
}
