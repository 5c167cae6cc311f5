import SwiftUI

/// The chrome of a composer's placement, shared by the composer and the suggestions above it: a
/// top border over the full width on the main background when docked; an inset rounded outline
/// on the slightly darker background when floating, ended by `floatingEnd`.
///
/// Where its content has a bounded room (`placementRoom`, in lines: the floating composer's,
/// the suggestions'), the chrome gives way when it would leave no line for the content: first
/// the margin below a floating composer's box, then the docked border below two lines, the
/// floating outline below three (the content then stands on the main background, inset as in
/// the box). The content is told the lines left inside, in the same key.
struct PlacementChrome: ViewModifier {
    /// What ends a floating box.
    enum FloatingEnd {
        /// A margin below it (the composer, at the screen's bottom).
        case bottomMargin
        /// Its side margins drawn opaque (the suggestions, over the messages: no cut-off lines
        /// show beside the box).
        case opaqueMargins
    }

    /// The floating box's margin, in points: beside it (two columns in the terminal) and below
    /// a composer's box (a line).
    static let boxMargin: CGFloat = 16
    /// Between the floating box's outline and its content, in points, on every side.
    static let boxPadding: CGFloat = 16
    /// The radius of the floating box's corners, in points.
    static let cornerRadius: CGFloat = 16
    /// How far the content stands in from each side of the screen in a floating box: its
    /// margin and its padding (where the outline gives way, the content keeps this inset).
    static var boxInset: CGFloat { boxMargin + boxPadding }

    @Injected(\.colors) private var colors
    /// The lines the chrome and its content may take, if bounded.
    @Environment(\.placementRoom) private var room
    let placement: ComposerPlacement
    let floatingEnd: FloatingEnd

    /// Whether this is a floating composer's chrome, with a margin below its box.
    private var isFloatingComposer: Bool { placement == .floating && floatingEnd == .bottomMargin }

    /// Lines the border or the outline takes around the content: the docked border, the
    /// floating box's padding above and below the content (the outline is drawn on it).
    private var outlineLines: Int { Self.outlineLines(of: placement) }

    /// Lines `placement`'s border or outline takes around the content (see ``outlineLines``).
    static func outlineLines(of placement: ComposerPlacement) -> Int {
        switch placement {
        case .docked: 1
        case .floating: ScreenLines.covered(by: 2 * boxPadding)
        }
    }

    /// The lines in which the chrome of either placement keeps its border or outline around
    /// one row of content (the floating box's: its padding above and below, and the row;
    /// three in the terminal). A room of at most this many has no line to spare.
    static var linesOfOutlinedRow: Int {
        max(outlineLines(of: .docked), outlineLines(of: .floating)) + 1
    }

    /// Lines of the margin below a floating composer's box (none elsewhere).
    private var marginLines: Int { isFloatingComposer ? ScreenLines.covered(by: Self.boxMargin) : 0 }

    /// Lines the whole chrome takes around its content.
    private var chromeLines: Int { outlineLines + marginLines }

    func body(content: Content) -> some View {
        // One structure for every room, the parts that give way set to nothing: the content
        // keeps its identity when they go or come back (a composer's input, focused and typed
        // in, would be made again, its suggestions withdrawn and its focus lost).
        let outlined = room.map { $0 >= outlineLines + 1 } ?? true
        let margin = room.map { $0 >= chromeLines + 1 } ?? true
        let inside = room.map { $0 - (outlined ? outlineLines : 0) - (margin ? marginLines : 0) }
        chrome(content.environment(\.placementRoom, inside), outlined: outlined, margin: margin)
    }

    /// The chrome; without its outline (`outlined` false: the docked border, the floating box's
    /// outline, padding and background) the content stands alone on the main background, inset
    /// as in the box.
    @ViewBuilder private func chrome(_ content: some View, outlined: Bool, margin: Bool) -> some View {
        switch placement {
        case .docked:
            VStack(spacing: 0) {
                if outlined { Divider() }
                content
            }
            .background(Color(colors.background))
        case .floating:
            let box = content
                .padding(.horizontal, outlined ? Self.boxPadding : Self.boxInset)
                .padding(.vertical, outlined ? Self.boxPadding : 0)
                .background(Color(outlined ? colors.background1 : colors.background))
                .overlay {
                    if outlined { RoundedRectangle(cornerRadius: Self.cornerRadius).stroke(Color(colors.border)) }
                }
                .padding(.horizontal, outlined ? Self.boxMargin : 0)
            switch floatingEnd {
            case .bottomMargin: box.padding(.bottom, margin ? Self.boxMargin : 0)
            case .opaqueMargins: box.background(Color(colors.background))
            }
        }
    }
}
