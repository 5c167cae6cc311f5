import SwiftUI

/// The default chrome of the suggestions floating over the message list, matching the
/// composer's placement: a top border over the full width above a docked composer, an inset
/// rounded outline (as the composer's, its margins opaque) above a floating one.
public struct PlacementSuggestionsModifier: ViewModifier {
    let placement: ComposerPlacement

    /// Creates the chrome for a composer placement.
    public init(placement: ComposerPlacement) { self.placement = placement }

    public func body(content: Content) -> some View {
        content.modifier(PlacementChrome(placement: placement, floatingEnd: .opaqueMargins))
    }
}
