/// A standard label for user interface items, consisting of an icon with a title.
///
/// Declared under an internal name and exported as `Label` so that generic parameters named
/// `Label` (as in `Button<Label>`) do not shadow it inside this module.
nonisolated public struct SwiftUILabel<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// Creates a label with a custom title and icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    @MainActor public var body: some View {
        HStack(spacing: 8) {
            icon
            title
        }
    }
}

extension SwiftUILabel where Title == Text, Icon == Image {
    /// Creates a label with a system icon image and a title generated from a localized string.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// Creates a label with a system icon image and a title generated from a string.
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}

/// A standard label for user interface items, consisting of an icon with a title.
public typealias Label = SwiftUILabel
