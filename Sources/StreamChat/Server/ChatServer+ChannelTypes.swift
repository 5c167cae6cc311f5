import Foundation

extension ChatServer {
    /// Commands each built-in channel type enables when the database has no setting for it.
    static let defaultCommands: [ChannelType: [String]] = [
        .messaging: ["giphy", "mute", "unmute", "ban", "unban", "flag"],
        .team: ["giphy", "mute", "unmute", "ban", "unban", "flag"],
        .livestream: ["giphy", "mute", "unmute", "ban", "unban", "flag"],
        .gaming: ["giphy", "mute", "unmute", "ban", "unban", "flag"],
        .commerce: [],
    ]

    func installDefaultChannelTypes() throws {
        for (type, commands) in Self.defaultCommands where try store.commands(forChannelType: type.rawValue) == nil {
            try store.setCommands(commands, forChannelType: type.rawValue)
            configCache[type.rawValue] = nil
        }
    }

    /// The configuration of a channel type; unknown types enable no commands.
    func channelConfig(for type: ChannelType) throws -> ChannelConfig {
        if let cached = configCache[type.rawValue] { return cached }
        let names = try store.commands(forChannelType: type.rawValue) ?? []
        let config = ChannelConfig(commands: names.map { Command.builtIn[$0] ?? Command(name: $0) })
        configCache[type.rawValue] = config
        return config
    }

    /// Sets the commands channels of `type` process (admin API). Names the server does not
    /// implement are listed in the config but sent as plain text.
    public func setCommands(_ commands: [String], forChannelType type: ChannelType) throws {
        try lock.withLock {
            let invalid = commands.filter { $0.isEmpty || $0.contains(",") || $0.contains(" ") }
            guard invalid.isEmpty else { throw ClientError.InvalidRequest("Invalid command names: \(invalid).") }
            try store.setCommands(commands, forChannelType: type.rawValue)
            configCache[type.rawValue] = nil
        }
    }
}
