import SwiftUI

/// The rows of a suggestions list in a scroll view as tall as the rows when there is room, and
/// only as tall as the space left above the composer's input when there is not (twenty mentions
/// on a 24-line screen pushed the input off it); the highlighted row is scrolled into view as
/// the keyboard moves it.
struct SuggestionRowsScroll<Content: View>: View {
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
            .frame(maxHeight: ScreenLines.height(ofLines: lineCount))
            .onChange(of: highlightedID) {
                if let highlightedID { proxy.scrollTo(highlightedID) }
            }
        }
    }
}
