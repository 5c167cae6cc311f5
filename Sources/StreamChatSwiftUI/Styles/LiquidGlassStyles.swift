/// The floating look: the composer is an inset, rounded box floating over the bottom of the
/// message list, which scrolls beneath it.
public final class LiquidGlassStyles: Styles {
    public var composerPlacement: ComposerPlacement = .floating

    public init() {}
}
