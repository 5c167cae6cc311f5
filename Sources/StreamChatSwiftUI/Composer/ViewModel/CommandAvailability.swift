import StreamChat

/// Which instant commands a channel offers: the server commands the channel enables, plus
/// every client-only command of the config (such as `/pay`).
struct CommandAvailability {
    /// The channel's configuration; `nil` when the channel is not loaded.
    let config: ChannelConfig?

    init(channel: ChatChannel?) {
        config = channel?.config
    }

    /// Whether the command with `id` (e.g. `/mute`) is offered.
    func offers(commandId id: String) -> Bool {
        let name = String(id.drop(while: { !$0.isLetter && !$0.isNumber }))
        guard Command.builtIn[name] != nil else { return true }   // client-only command
        guard config != nil else { return true }                  // channel not loaded yet
        return enablesServerCommand(named: name)
    }

    /// Whether the channel enables the server command `name`, whatever its case: the server
    /// runs a message that starts with it (`/GIPHY dogs`). `false` before the channel loads.
    func enablesServerCommand(named name: String) -> Bool {
        config?.command(named: name) != nil
    }
}
