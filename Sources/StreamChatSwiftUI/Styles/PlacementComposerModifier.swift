import SwiftUI

/// The default chrome of the composer for its placement: a top border for a docked composer, an
/// inset rounded outline with a margin below it for a floating one.
public struct PlacementComposerModifier: ViewModifier {
    let placement: ComposerPlacement

    public init(placement: ComposerPlacement) {
        self.placement = placement
    }

    public func body(content: Content) -> some View {
        content.modifier(PlacementChrome(placement: placement, floatingEnd: .bottomMargin))
    }
}
