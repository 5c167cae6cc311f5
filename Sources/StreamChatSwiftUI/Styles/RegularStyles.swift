/// The classic look: the composer is docked below the message list as a full-width row with a
/// top border.
public final class RegularStyles: Styles {
    public var composerPlacement: ComposerPlacement = .docked

    public init() {}
}
