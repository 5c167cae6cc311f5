import SwiftUI

/// The default chrome of the composer for its placement: a top border for a docked composer, an
/// inset rounded outline for a floating one.
public struct PlacementComposerModifier: ViewModifier {
    @Injected(\.colors) private var colors
    let placement: ComposerPlacement

    public init(placement: ComposerPlacement) {
        self.placement = placement
    }

    public func body(content: Content) -> some View {
        switch placement {
        case .docked:
            VStack(spacing: 0) {
                Divider()
                content
            }
            .background(Color(colors.background))
        case .floating:
            content
                .padding(.horizontal, 16)
                .padding(.vertical, 16)
                .background(Color(colors.background1))
                .overlay(RoundedRectangle(cornerRadius: 16).stroke(Color(colors.border)))
                .padding(.horizontal, 16)
                .padding(.bottom, 16)
        }
    }
}
