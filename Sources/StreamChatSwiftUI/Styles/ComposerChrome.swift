import SwiftUI

/// The chrome of a composer's placement, shared by the composer and the suggestions above it: a
/// top border over the full width on the main background when docked; an inset rounded outline
/// on the slightly darker background when floating, ended by `floatingEnd`.
struct PlacementChrome: ViewModifier {
    /// What ends a floating box.
    enum FloatingEnd {
        /// A margin below it (the composer, at the screen's bottom).
        case bottomMargin
        /// Its side margins drawn opaque (the suggestions, over the messages: no cut-off lines
        /// show beside the box).
        case opaqueMargins
    }

    @Injected(\.colors) private var colors
    let placement: ComposerPlacement
    let floatingEnd: FloatingEnd

    func body(content: Content) -> some View {
        switch placement {
        case .docked:
            VStack(spacing: 0) {
                Divider()
                content
            }
            .background(Color(colors.background))
        case .floating:
            let box = content
                .padding(.horizontal, 16)
                .padding(.vertical, 16)
                .background(Color(colors.background1))
                .overlay(RoundedRectangle(cornerRadius: 16).stroke(Color(colors.border)))
                .padding(.horizontal, 16)
            switch floatingEnd {
            case .bottomMargin: box.padding(.bottom, 16)
            case .opaqueMargins: box.background(Color(colors.background))
            }
        }
    }
}
