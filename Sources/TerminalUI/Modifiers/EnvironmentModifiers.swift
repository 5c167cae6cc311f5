import CombineSubset
import Foundation
import Observation

/// A primitive modifier that only writes into the environment of its content: it lays out,
/// draws and handles nothing itself, so its content's node carries it (see
/// `EnvironmentCarrier`) and it makes no node of its own.
protocol EnvironmentWritingModifier: PrimitiveModifier {
    /// Writes this modifier's values into `environment`.
    @MainActor func write(to environment: inout EnvironmentValues)
}

extension EnvironmentWritingModifier {
    @MainActor func childEnvironment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues {
        var environment = environment
        write(to: &environment)
        return environment
    }
}

/// Applies a transform to the environment of the modified view. A transform cannot be
/// compared, so every update applies it again (see `_EnvironmentKeyWritingModifier`).
@usableFromInline nonisolated struct _EnvironmentModifier: ViewModifier, EnvironmentWritingModifier {
    @usableFromInline typealias Body = Never
    let transform: @MainActor (inout EnvironmentValues) -> Void
    @usableFromInline init(transform: @escaping @MainActor (inout EnvironmentValues) -> Void) { self.transform = transform }
    @MainActor func write(to environment: inout EnvironmentValues) { transform(&environment) }
}

/// Writes one value at a key path of the environment of the modified view. It knows what it
/// writes, so an update writing an equal value at the same key path keeps the environment
/// derived last instead of deriving it again.
@usableFromInline nonisolated struct _EnvironmentKeyWritingModifier<Value: Equatable>: ViewModifier, EnvironmentWritingModifier, EnvironmentDerivationComparing {
    @usableFromInline typealias Body = Never
    nonisolated(unsafe) let keyPath: WritableKeyPath<EnvironmentValues, Value>
    nonisolated(unsafe) let value: Value

    init(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) {
        self.keyPath = keyPath
        self.value = value
    }

    @MainActor func write(to environment: inout EnvironmentValues) { environment[keyPath: keyPath] = value }

    @MainActor func derivesSameEnvironment(as other: Self) -> Bool {
        keyPath == other.keyPath && value == other.value
    }
}

// What the inlinable modifier methods below write, built out of line: the key paths into the
// environment are formed here (several are internal), and each caller shares one copy.

extension _EnvironmentKeyWritingModifier where Value == Font? {
    /// Writes the default font.
    @usableFromInline static func font(_ font: Font?) -> Self { Self(\.font, font) }
}

extension _EnvironmentKeyWritingModifier where Value == Color? {
    /// Writes the foreground colour.
    @usableFromInline static func foregroundColor(_ color: Color?) -> Self { Self(\.foregroundColor, color) }
    /// Writes the foreground colour of a style.
    @usableFromInline static func foregroundStyle(_ style: some ShapeStyle) -> Self { Self(\.foregroundColor, style.resolvedColor) }
    /// Writes the tint of controls' marks.
    @usableFromInline static func tint(_ color: Color?) -> Self { Self(\.controlTint, color) }
    /// Writes the tint of controls' marks, the colour of a style.
    @usableFromInline static func tint<S: ShapeStyle>(_ style: S?) -> Self { Self(\.controlTint, style?.resolvedColor) }
}

extension _EnvironmentKeyWritingModifier where Value == Int? {
    /// Writes the line limit.
    @usableFromInline static func lineLimit(_ number: Int?) -> Self { Self(\.lineLimit, number) }
}

extension _EnvironmentKeyWritingModifier where Value == LineLimits {
    /// Writes a line limit with a lower bound (`upper` nil: no upper bound).
    @usableFromInline static func lineLimits(upper: Int?, lower: Int?) -> Self { Self(\.lineLimits, LineLimits(upper: upper, lower: lower)) }
}

extension _EnvironmentKeyWritingModifier where Value == Text.TruncationMode {
    /// Writes the truncation mode.
    @usableFromInline static func truncationMode(_ mode: Text.TruncationMode) -> Self { Self(\.truncationMode, mode) }
}

extension _EnvironmentKeyWritingModifier where Value == TextAlignment {
    /// Writes the alignment of multiline text.
    @usableFromInline static func multilineTextAlignment(_ alignment: TextAlignment) -> Self { Self(\.multilineTextAlignment, alignment) }
}

extension View {
    /// Sets the environment value of the specified key path to the given value.
    @inlinable nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        nonisolated(unsafe) let keyPath = keyPath
        nonisolated(unsafe) let value = value
        return modifier(_EnvironmentModifier { $0[keyPath: keyPath] = value })
    }

    /// Supplies an observable object to a view's hierarchy (`@EnvironmentObject`).
    nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        nonisolated(unsafe) let object = object
        return modifier(_EnvironmentModifier { $0.setObject(object, as: T.self) })
    }

    /// Places an observable object in the view's environment (`@Environment(T.self)`).
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        nonisolated(unsafe) let object = object
        return modifier(_EnvironmentModifier { if let object { $0.setObject(object, as: T.self) } })
    }

    /// Sets the default font for text in this view.
    @inlinable nonisolated public func font(_ font: Font?) -> some View { modifier(_EnvironmentKeyWritingModifier.font(font)) }

    /// Sets the color of the foreground elements displayed by this view.
    @inlinable nonisolated public func foregroundColor(_ color: Color?) -> some View {
        modifier(_EnvironmentKeyWritingModifier.foregroundColor(color))
    }

    /// Sets a view's foreground elements to use a given style.
    @inlinable nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_EnvironmentKeyWritingModifier.foregroundStyle(style))
    }

    /// Sets the tint within this view: the colour of a control's mark (a toggle's check, the
    /// chosen segment of a picker, the current tab). Buttons and text keep their colours.
    @inlinable nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(_EnvironmentKeyWritingModifier.tint(tint))
    }

    /// Sets the tint color within this view (see `tint(_:)` for a shape style).
    @_disfavoredOverload
    @inlinable nonisolated public func tint(_ tint: Color?) -> some View { modifier(_EnvironmentKeyWritingModifier.tint(tint)) }

    /// Sets the accent color for this view and the views it contains.
    @inlinable nonisolated public func accentColor(_ accentColor: Color?) -> some View { self }

    /// Applies a bold font weight to the text in this view.
    @inlinable nonisolated public func bold(_ isActive: Bool = true) -> some View {
        modifier(_EnvironmentModifier { $0.font = isActive ? ($0.font ?? .body).bold() : $0.font })
    }

    /// Applies italics to the text in this view.
    @inlinable nonisolated public func italic(_ isActive: Bool = true) -> some View {
        modifier(_EnvironmentModifier { $0.font = isActive ? ($0.font ?? .body).italic() : $0.font })
    }

    /// Sets the font weight of the text in this view.
    @inlinable nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(_EnvironmentModifier { if let weight { $0.font = ($0.font ?? .body).weight(weight) } })
    }

    /// Sets the maximum number of lines that text can occupy in this view.
    @inlinable nonisolated public func lineLimit(_ number: Int?) -> some View { modifier(_EnvironmentKeyWritingModifier.lineLimit(number)) }

    /// Sets the line limit to a range: at most the upper bound; a vertical text field whose
    /// text is shorter keeps the lower bound's lines (`lineLimit(2...5)` reserves 2).
    @inlinable nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        modifier(_EnvironmentKeyWritingModifier.lineLimits(upper: limit.upperBound, lower: limit.lowerBound))
    }

    /// Sets the line limit to a partial range: no upper bound; a vertical text field keeps at
    /// least the lower bound's lines.
    @inlinable nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        modifier(_EnvironmentKeyWritingModifier.lineLimits(upper: nil, lower: limit.lowerBound))
    }

    /// Sets the line limit, reserving space when `reservesSpace` (not reserved in a terminal).
    @inlinable nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modifier(_EnvironmentKeyWritingModifier.lineLimit(limit))
    }

    /// Sets the truncation mode for lines of text that are too long to fit.
    @inlinable nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        modifier(_EnvironmentKeyWritingModifier.truncationMode(mode))
    }

    /// Sets the alignment of a text view that contains multiple lines of text.
    @inlinable nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(_EnvironmentKeyWritingModifier.multilineTextAlignment(alignment))
    }

    /// Adds a condition that controls whether users can interact with this view.
    @inlinable nonisolated public func disabled(_ disabled: Bool) -> some View {
        modifier(_EnvironmentModifier { if disabled { $0.isEnabled = false } })
    }

    /// Sets the style for buttons within this view.
    nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return modifier(_EnvironmentModifier { $0.buttonStyle = AnyButtonStyle(style) })
    }

    /// Sets the style for buttons within this view to a style with custom interaction behavior.
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return modifier(_EnvironmentModifier { $0.buttonStyle = AnyButtonStyle(primitive: style) })
    }

    /// Sets the preferred color scheme (recorded in the environment).
    @inlinable nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(_EnvironmentModifier { if let colorScheme { $0.colorScheme = colorScheme } })
    }
}
