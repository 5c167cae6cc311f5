import Foundation

/// The color scheme (always dark for a terminal unless set).
public enum ColorScheme: Hashable, CaseIterable, Sendable { case light, dark }

/// An indication of whether a view is currently presented by another view.
@MainActor @preconcurrency public struct DismissAction: Sendable {
    let action: @MainActor @Sendable () -> Void
    /// An action that runs `action` when called (environment defaults are built off the main actor).
    nonisolated init(action: @escaping @MainActor @Sendable () -> Void) { self.action = action }
    /// Copies of one action are the same action (see `IdentifiedAction`).
    let identity = ActionIdentity()
    /// Dismisses the current presentation (a sheet, or a pushed navigation view).
    @MainActor @preconcurrency public func callAsFunction() { action() }
}

extension DismissAction: IdentifiedAction {
    nonisolated var actionIdentity: ActionIdentity { identity }
}

/// The layout direction.
public enum LayoutDirection: Hashable, CaseIterable, Sendable { case leftToRight, rightToLeft }

/// A size class (terminals are compact horizontally).
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }

struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.dark }
struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction(action: {}) }
struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }
struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
struct LineLimitKey: EnvironmentKey { static let defaultValue = LineLimits(upper: nil, lower: nil) }

/// The lines text may occupy (`lineLimit`): at most `upper` (nil: no limit), and at least
/// `lower` (nil: no lower bound), the space a vertical text field reserves when its text is
/// shorter (`lineLimit(2...5)`).
@usableFromInline struct LineLimits: Equatable, Sendable {
    var upper: Int?
    var lower: Int?
}
struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
struct MultilineAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
struct SizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
struct LocaleKey: EnvironmentKey { static let defaultValue = Locale.current }

extension EnvironmentValues {
    /// The color scheme of this environment.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    /// An action that dismisses the current presentation (set by the engine through
    /// `DismissKey` when it presents a sheet or pushes a navigation destination).
    public var dismiss: DismissAction { self[DismissKey.self] }
    /// Whether the view associated with this environment allows user interaction.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
    /// Whether the view associated with this environment is currently presented (set by the
    /// engine through `IsPresentedKey`).
    public var isPresented: Bool { self[IsPresentedKey.self] }
    /// The default font of this environment.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    /// The maximum number of lines that text can occupy in a view.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self].upper }
        set { self[LineLimitKey.self] = LineLimits(upper: newValue, lower: nil) }
    }
    /// The line limit with its lower bound (`lineLimit(_:)` with a range).
    var lineLimits: LineLimits {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
    /// A value that indicates how the layout truncates the last line of text.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
    /// An environment value that indicates how a text view aligns its lines.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineAlignmentKey.self] }
        set { self[MultilineAlignmentKey.self] = newValue }
    }
    /// The layout direction associated with the current environment.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
    /// The horizontal size class of this environment.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[SizeClassKey.self] }
        set { self[SizeClassKey.self] = newValue }
    }
    /// The current locale that views should use.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
}

struct ForegroundColorKey: EnvironmentKey { static let defaultValue: Color? = nil }

extension EnvironmentValues {
    /// The foreground colour set by `foregroundColor`/`foregroundStyle` on a container.
    var foregroundColor: Color? {
        get { self[ForegroundColorKey.self] }
        set { self[ForegroundColorKey.self] = newValue }
    }
}
