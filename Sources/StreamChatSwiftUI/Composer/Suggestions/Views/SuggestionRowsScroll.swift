import SwiftUI

/// The rows of a suggestions list in a scroll view as tall as the rows, up to
/// `maxVisibleLines`, and only as tall as the space left above the composer's input when there
/// is less (twenty mentions on a 24-line screen pushed the input off it); the highlighted row is
/// scrolled into view as the keyboard moves it.
struct SuggestionRowsScroll<Content: View>: View {
    /// The most rows shown at once: the suggestions float over the message list, and the newest
    /// messages (what a mention or a command usually answers) stay readable above them, as
    /// Stream's SDK shows at most three suggestions. More rows scroll.
    static var maxVisibleLines: Int { 8 }

    /// How many lines the rows take.
    let lineCount: Int
    /// The identity of the highlighted row (its `ForEach` id), if any.
    let highlightedID: AnyHashable?
    @ViewBuilder let content: Content

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                content
            }
            .frame(maxHeight: ScreenLines.height(ofLines: min(lineCount, Self.maxVisibleLines)))
            .onChange(of: highlightedID) {
                if let highlightedID { proxy.scrollTo(highlightedID) }
            }
        }
    }
}
