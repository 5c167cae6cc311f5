import SwiftUI

struct SuggestionsRoomKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}

extension EnvironmentValues {
    /// The lines the composer's suggestions may take where they float over the message list
    /// (nil elsewhere: no bound but the proposal). The channel screen's slot sets the list's
    /// height; the suggestions' chrome (`PlacementChrome`) gives way when it leaves no line for a
    /// row and passes on what is left inside it, and the instant commands' title shows only
    /// with a row below it. So on a short screen (20×6: one line of messages) the highlighted
    /// suggestion shows instead of a divider or a title, and nothing pushes the composer's input
    /// off the screen.
    var suggestionsRoom: Int? {
        get { self[SuggestionsRoomKey.self] }
        set { self[SuggestionsRoomKey.self] = newValue }
    }
}
