import SwiftUI

/// The chrome of a composer's placement, shared by the composer and the suggestions above it: a
/// top border over the full width on the main background when docked; an inset rounded outline
/// on the slightly darker background when floating, ended by `floatingEnd`.
///
/// Where the suggestions float with a bounded room (`suggestionsRoom`, lines), the chrome gives
/// way when it would leave no line for a row: the docked border below two lines, the floating
/// outline below three (its rows then stand on the main background, inset as in the box); the
/// content is told the lines left inside.
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
    @Environment(\.suggestionsRoom) private var room
    let placement: ComposerPlacement
    let floatingEnd: FloatingEnd

    /// Lines the chrome takes around its content: the docked border, the floating outline.
    private var chromeLines: Int {
        switch placement {
        case .docked: 1
        case .floating: 2
        }
    }

    func body(content: Content) -> some View {
        if let room, room < chromeLines + 1 {
            // No line would be left for a row: the rows alone, where the box would put them.
            content
                .padding(.horizontal, placement == .floating ? 32 : 0)
                .background(Color(colors.background))
        } else {
            chrome(content.environment(\.suggestionsRoom, room.map { $0 - chromeLines }))
        }
    }

    @ViewBuilder private func chrome(_ content: some View) -> some View {
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
