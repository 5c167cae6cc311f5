import StreamChat

/// Which instant commands a channel offers: the server commands the channel enables, plus
/// every client-only command of the config (such as `/pay`).
struct CommandAvailability {
    /// The channel's enabled server commands, by name; `nil` when the channel is not loaded.
    let enabledServerCommands: Set<String>?

    init(channel: ChatChannel?) {
        enabledServerCommands = channel.map { Set($0.config.commands.map(\.name)) }
    }

    /// Whether the command with `id` (e.g. `/mute`) is offered.
    func offers(commandId id: String) -> Bool {
        let name = String(id.drop(while: { !$0.isLetter && !$0.isNumber }))
        guard Command.builtIn[name] != nil else { return true }   // client-only command
        guard let enabledServerCommands else { return true }      // channel not loaded yet
        return enabledServerCommands.contains(name)
    }
}
