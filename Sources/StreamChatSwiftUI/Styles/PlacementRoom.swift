import SwiftUI

struct PlacementRoomKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}

extension EnvironmentValues {
    /// The lines a part of the composer's placement may take on a channel screen (nil
    /// elsewhere: no bound but the proposal). The screen sets it on each part it bounds: on the
    /// floating composer, the lines below the header it may take (`FloatingChannelBody`); on
    /// the suggestions floating over the message list, the list's height
    /// (`ComposerSuggestionsSlot`).
    ///
    /// The part's chrome (`PlacementChrome`) gives way where it would leave no line for its
    /// content (the margin below a floating composer's box first, then the docked divider, then
    /// the floating outline) and passes on the lines left inside it, which the content reads
    /// the same way: the instant commands' title shows only with a row below it. So on a short
    /// screen (20×6: one line of messages) the highlighted suggestion shows instead of a
    /// divider or a title, and nothing pushes the composer's input off the screen.
    var placementRoom: Int? {
        get { self[PlacementRoomKey.self] }
        set { self[PlacementRoomKey.self] = newValue }
    }
}
