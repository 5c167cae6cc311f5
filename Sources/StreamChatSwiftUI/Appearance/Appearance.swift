import Foundation
import Synchronization

/// The look of the SDK: colours, images and fonts, plus the provider of localized strings.
///
/// Pass a customized instance to ``StreamChat/init(chatClient:appearance:utils:)``; the parts are
/// then available through `@Injected(\.colors)`, `@Injected(\.images)` and `@Injected(\.fonts)`.
@MainActor
public final class Appearance {
    /// The colours used by the SDK's views.
    public var colors: ColorPalette
    /// The palette's colours as the SDK's views show them (`color(_:)`), each with the `UIColor`
    /// it was made from, by role.
    var convertedColors = [ConvertedColor?](repeating: nil, count: PaletteColor.allCases.count)
    /// The images used by the SDK's views and commands.
    public var images: Images
    /// The fonts used by the SDK's views.
    public var fonts: Fonts

    /// Creates an appearance from its parts; each defaults to the SDK's own.
    public init(colors: ColorPalette = ColorPalette(), images: Images = Images(), fonts: Fonts = Fonts()) {
        self.colors = colors
        self.images = images
        self.fonts = fonts
    }

    /// Returns the localized string for a key of a strings table (`"Localizable"` for the SDK's
    /// own strings). Replace it to translate or reword the SDK; return the key's text from your
    /// own bundle, or call ``defaultLocalizationProvider`` for keys you do not override.
    public nonisolated static var localizationProvider: @Sendable (_ key: String, _ table: String) -> String {
        get { localizationProviderStorage.withLock { $0.lookup } }
        set { localizationProviderStorage.withLock { $0 = LocalizationProviderBox(lookup: newValue) } }
    }

    /// The SDK's built-in provider: the strings shipped in the SDK's resources (English).
    public nonisolated static let defaultLocalizationProvider: @Sendable (_ key: String, _ table: String) -> String = { key, table in
        LocalizedStringsTable.shipped(named: table).string(forKey: key) ?? key
    }

    /// The provider sits in a struct inside the lock: a bare closure in a generic container is
    /// re-wrapped in two reabstraction thunks by every `withLock { $0 }` (its inout value is
    /// converted there and back), so each lookup made the next one slower without bound.
    private nonisolated static let localizationProviderStorage = Mutex(LocalizationProviderBox(lookup: defaultLocalizationProvider))
}

/// The localization provider as a value with a fixed layout (see `localizationProviderStorage`).
private struct LocalizationProviderBox: Sendable {
    let lookup: @Sendable (_ key: String, _ table: String) -> String
}
