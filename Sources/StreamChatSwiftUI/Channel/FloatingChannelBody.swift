import SwiftUI

/// The message list and the floating composer of a channel screen: the composer is the list's
/// bottom safe-area inset, and is told the lines it may take (`placementRoom`).
///
/// On a screen too short for the box's three rows (border, input, border) and a line of
/// messages (20×6), the box stays whole and the list gives its line up, unless the composer
/// suggests something: the list then keeps a line, for the suggestions floating over it, and
/// the box's outline gives way to the input alone. It observes the suggestions host, which
/// publishes when the composer begins or stops suggesting (not at every keystroke).
struct FloatingChannelBody<List: View, Composer: View>: View {
    @ObservedObject var host: ComposerSuggestionsHost
    /// The message list, keeping at least a line of the screen when told to.
    let list: (_ keepsALine: Bool) -> List
    let composer: Composer

    var body: some View {
        GeometryReader { proxy in
            let lines = ScreenLines.count(in: proxy.size.height)
            let keepsALine = host.isSuggesting || lines >= 1 + Self.boxLines
            list(keepsALine)
                .safeAreaInset(edge: .bottom, spacing: 0) {
                    composer.environment(\.placementRoom, keepsALine ? lines - 1 : lines)
                }
        }
    }

    /// The fewest rows the floating composer's box is whole in: its border, the input's line
    /// and its border (the margin below it gives way first).
    private static var boxLines: Int { 3 }
}
