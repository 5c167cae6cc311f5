import StreamChat

/// The factory of the SDK's own views: every slot has its default.
public final class DefaultViewFactory: ViewFactory {
    /// The shared instance, used when a screen is created without a factory.
    public static let shared = DefaultViewFactory()

    /// The styles of the SDK's views.
    public var styles = RegularStyles()

    private init() {}
}
