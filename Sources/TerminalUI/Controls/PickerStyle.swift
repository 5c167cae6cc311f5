/// A type that specifies the appearance and interaction of all pickers within a view
/// hierarchy. The terminal draws three kinds: a menu row (`automatic`, `menu`), segments in a
/// row (`segmented`) and a column of choices (`inline`, `wheel`).
public protocol PickerStyle {}

/// The default picker style: a menu row.
public struct DefaultPickerStyle: PickerStyle {
    /// Creates a default picker style.
    public init() {}
}

/// A picker style that presents the options as a menu when the user presses the picker.
public struct MenuPickerStyle: PickerStyle {
    /// Creates a menu picker style.
    public init() {}
}

/// A picker style that presents the options in a segmented control.
public struct SegmentedPickerStyle: PickerStyle {
    /// Creates a segmented picker style.
    public init() {}
}

/// A picker style that presents the options as inline controls.
public struct InlinePickerStyle: PickerStyle {
    /// Creates an inline picker style.
    public init() {}
}

/// A picker style that presents the options in a scrollable wheel (a column of choices in a
/// terminal, as `inline`).
public struct WheelPickerStyle: PickerStyle {
    /// Creates a wheel picker style.
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default picker style, based on the picker's context.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A picker style that presents the options as a menu when the user presses a button.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// A picker style that presents the options in a segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// A picker style that presents the options as inline controls.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A picker style that presents the options in a scrollable wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

/// How the engine draws a picker.
enum PickerKind: Equatable { case menu, segmented, inline }

struct PickerKindKey: EnvironmentKey { static let defaultValue = PickerKind.menu }

extension EnvironmentValues {
    /// The kind of picker `pickerStyle(_:)` chose for the pickers below.
    var pickerKind: PickerKind {
        get { self[PickerKindKey.self] }
        set { self[PickerKindKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for pickers within this view.
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let kind: PickerKind
        switch style {
        case is SegmentedPickerStyle: kind = .segmented
        case is InlinePickerStyle, is WheelPickerStyle: kind = .inline
        default: kind = .menu
        }
        return modifier(_EnvironmentKeyWritingModifier(\.pickerKind, kind))
    }
}
