import SwiftUI

struct ComposerRoomKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}

extension EnvironmentValues {
    /// The lines the floating composer may take at the bottom of a channel screen (nil
    /// elsewhere: no bound but the proposal). Its chrome (`PlacementChrome`) drops the margin
    /// below the box where the room leaves no line for it, and the outline too where it would
    /// leave no line for the input: at 20×6 while suggestions show, the list keeps a line for
    /// them and the input stands alone.
    var composerRoom: Int? {
        get { self[ComposerRoomKey.self] }
        set { self[ComposerRoomKey.self] = newValue }
    }
}
