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
    public typealias Body = _ShapeView<Rectangle, ForegroundStyle>
    public init() {}
}

/// A rectangular shape with rounded corners (drawn with rounded box corners when stroked).
nonisolated public struct RoundedRectangle: BuiltInShape {
    public typealias Body = _ShapeView<RoundedRectangle, ForegroundStyle>
    public var cornerSize: CGSize
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { self.cornerSize = cornerSize }
}

/// A circle centered on the frame of the view containing it.
nonisolated public struct Circle: BuiltInShape {
    public typealias Body = _ShapeView<Circle, ForegroundStyle>
    public init() {}
}

/// A capsule shape aligned inside the frame of the view containing it.
nonisolated public struct Capsule: BuiltInShape {
    public typealias Body = _ShapeView<Capsule, ForegroundStyle>
    public init(style: RoundedCornerStyle = .continuous) {}
}

/// An ellipse aligned inside the frame of the view containing it.
nonisolated public struct Ellipse: BuiltInShape {
    public typealias Body = _ShapeView<Ellipse, ForegroundStyle>
    public init() {}
}

/// Defines the shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// A shape filled with a style: what `fill(_:style:)` returns and the body of every shape (filled
/// with the foreground style). `stroke` and `strokeBorder` also return it, drawn as an outline.
@MainActor @preconcurrency public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    public typealias Body = Never
    /// The shape.
    @MainActor @preconcurrency public var shape: Content
    /// The style the shape is filled with.
    @MainActor @preconcurrency public var style: Style
    /// How the shape is rasterized (ignored in a terminal).
    @MainActor @preconcurrency public var fillStyle: FillStyle
    /// Whether the shape's outline is drawn instead of its inside.
    let isStroked: Bool

    /// Creates a shape view that fills `shape` with `style` (nonisolated, as Apple's: the
    /// nonisolated `fill`, `stroke` and `strokeBorder` build it).
    nonisolated public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.init(shape: shape, style: style, fillStyle: fillStyle, isStroked: false)
    }

    nonisolated init(shape: Content, style: Style, fillStyle: FillStyle, isStroked: Bool) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.isStroked = isStroked
    }

    /// How the engine draws it.
    var paint: ShapePaint { isStroked ? .stroke(style.resolvedColor) : .fill(style.resolvedColor) }
}

/// The foreground style of the environment (a shape's default fill).
public struct ForegroundStyle: ShapeStyle {
    /// Creates the foreground style.
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style of the environment.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension Shape {
    /// A shape's body is the shape filled with the foreground style (the engine draws built-in
    /// shapes directly).
    /// Nonisolated by effect, as Apple's (whose `Shape` is not main-actor isolated).
    nonisolated public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }

    /// Fills this shape with a color or gradient (the foreground style by default).
    nonisolated public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// Traces the outline of this shape with a color or gradient.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        _ShapeView(shape: self, style: content, fillStyle: FillStyle(), isStroked: true)
    }

    /// Traces the outline of this shape with a color or gradient (strokes are one cell wide).
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: FillStyle(), isStroked: true)
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
