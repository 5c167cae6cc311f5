import Combine
import StreamChat

/// Where the demo starts: the channel list, or (with `--open`) one channel shown directly;
/// Escape from that channel leaves it for the list.
@MainActor final class DemoNavigation: ObservableObject {
    /// The channel shown instead of the list, with its controller (made once).
    @Published private(set) var directChannel: ChatChannelController?

    init(directChannel: ChatChannelController?) {
        self.directChannel = directChannel
    }

    /// Leaves the directly opened channel for the list; false when the list is already shown.
    func leaveDirectChannel() -> Bool {
        guard directChannel != nil else { return false }
        directChannel = nil
        return true
    }
}
