import Foundation
@testable import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import TerminalUI
import Testing
import PatientWait

/// An in-memory server with a few users and a channel, and helpers to drive a composer. The
/// server, its clients and their typing clock are an `SDKTestBed`'s.
@MainActor final class ComposerTestBed {
    let cid = ChannelId(type: .messaging, id: "general")
    private let bed: SDKTestBed
    var server: ChatServer { bed.server }
    /// The clock of every client's typing timers: typing lasts until a test moves it.
    var typingClock: ManualTypingClock { bed.typingClock }

    static let now = Date()

    static let users: [ChatServer.SeedUser] = [
        .init(id: "me", name: "Me Myself", lastActiveAt: now),
        .init(id: "ana", name: "Ana Lee", lastActiveAt: now.addingTimeInterval(-60)),
        .init(id: "anabel", name: "Anabel Ortiz", lastActiveAt: now.addingTimeInterval(-3600)),
        .init(id: "zoe", name: "Zoë Kravitz", lastActiveAt: now.addingTimeInterval(-120)),
        .init(id: "mike", name: "Mike Morris", lastActiveAt: now.addingTimeInterval(-30)),
        .init(id: "li", name: "李小龙", lastActiveAt: now.addingTimeInterval(-300)),
        .init(id: "mod", name: "Moe Moderator", role: .moderator, lastActiveAt: now.addingTimeInterval(-400)),
        .init(id: "outsider", name: "Otto Outside", lastActiveAt: now),
    ]

    /// A server with `users` (``users`` unless given); channel `general` created by `owner` with `members`.
    init(users: [ChatServer.SeedUser] = ComposerTestBed.users, owner: UserId = "mod",
         members: [UserId] = ["me", "ana", "anabel", "zoe", "mike", "li"], commands: [String]? = nil) throws {
        bed = try SDKTestBed(users: users)
        if let commands { try server.setCommands(commands, forChannelType: .messaging) }
        try server.seedChannel(cid, name: "General", createdBy: owner, memberIds: members)
    }

    func client(_ userId: UserId) async throws -> ChatClient {
        try await bed.client(userId)
    }

    /// A synchronized controller of the channel for `userId`.
    func channelController(as userId: UserId = "me") async throws -> ChatChannelController {
        try await bed.channelController(cid, as: userId)
    }

    /// A composer for `userId` with the default commands (or `config`). It waits an hour for a
    /// command (not 15 s): a loaded machine's main queue can hold a command's completion back
    /// for longer, and the wait giving up would pass a test's settle with the command not done.
    func composer(as userId: UserId = "me", config: CommandsConfig = DefaultCommandsConfig()) async throws -> MessageComposerViewModel {
        MessageComposerViewModel.waitingAnHour(channelController: try await channelController(as: userId), commandsConfig: config)
    }
}

extension MessageComposerViewModel {
    /// A composer made with ``ComposerConfig/commandTimeout`` an hour (the other settings as
    /// injected): a loaded machine can exceed the default 15 s.
    static func waitingAnHour(channelController: ChatChannelController, commandsConfig: CommandsConfig) -> MessageComposerViewModel {
        let injected = InjectedValues[\.utils]
        var composerConfig = injected.composerConfig
        composerConfig.commandTimeout = .seconds(3600)
        let utils = Utils(commandsConfig: injected.commandsConfig, channelNamer: injected.channelNamer, channelHeaderLoader: injected.channelHeaderLoader,
                          dateFormatting: injected.dateFormatting, messageListConfig: injected.messageListConfig, composerConfig: composerConfig)
        return InjectedValues.withValue(\.utils, utils) { MessageComposerViewModel(channelController: channelController, commandsConfig: commandsConfig) }
    }
}

/// Commands of a test: the one instant command `make` builds for the channel.
struct SingleInstantCommandConfig: CommandsConfig {
    let mentionsSymbol = "@"
    let instantCommandsSymbol = "/"
    let make: @MainActor (ChatChannelController) -> CommandHandler

    @MainActor func makeCommandsHandler(with channelController: ChatChannelController) -> CommandsHandler {
        CommandsHandler(commands: [InstantCommandsHandler(commands: [make(channelController)])])
    }
}

extension MessageComposerViewModel {
    /// Types and sends `typed`, then waits until the server published it; returns the message.
    func sendAndPublish(_ typed: String) async throws -> ChatMessage {
        type(typed)
        sendMessage()
        await settle { channelController.messages.first?.localState == nil && channelController.messages.first?.text == typed }
        return try #require(channelController.messages.first)
    }

    /// Sends `original` and waits until the server published it, then edits it to `edited` and
    /// sends the edit; returns the message.
    func editPublished(_ original: String, to edited: String) async throws -> ChatMessage {
        let sent = try await sendAndPublish(original)
        startEditing(sent)
        text = edited
        sendMessage(editedMessage: sent)
        return sent
    }

    /// Types `text` at the caret, one character at a time, as a text field would report it.
    func type(_ typed: String) {
        for character in typed {
            let units = text.utf16
            let caret = min(max(selectedRangeLocation, 0), units.count)
            let index = units.index(units.startIndex, offsetBy: caret)
            text.insert(character, at: index)
            selectedRangeLocation = caret + String(character).utf16.count
        }
    }

    var mentionSuggestions: [String] {
        (suggestions["mentions"] as? [ChatUser])?.map(\.id) ?? []
    }

    var commandSuggestions: [String] {
        (suggestions["instantCommands"] as? [CommandHandler])?.map(\.id) ?? []
    }
}

/// The default factory's composer around `composer` in the terminal engine, laid out once at
/// `width` × `height` (so keys reach its input).
@MainActor func composerHost(_ composer: MessageComposerViewModel, width: Int, height: Int) -> ViewHost {
    let host = ViewHost(rootView: MessageComposerView(viewFactory: DefaultViewFactory.shared, viewModel: composer))
    _ = host.snapshot(width: width, height: height)
    return host
}

extension ViewHost {
    /// Presses Escape until `composer`'s active command ended, three times at most (one may only
    /// close suggestions); each press must be taken.
    func escapeCommand(of composer: MessageComposerViewModel) {
        for _ in 0..<3 where composer.activeInstantCommand != nil {
            #expect(handle(.key(TerminalKeyEvent(.escape))))
        }
    }
}

extension ComposerTestBed {
    /// A bed with every command and its composer shown at 70 × 12, "/mute @an" typed and the
    /// members it matches listed (Ana Lee, Anabel Ortiz).
    static func listingMuteCandidates() async throws -> (ComposerTestBed, MessageComposerViewModel, ViewHost) {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer()
        let screen = composerHost(composer, width: 70, height: 12)
        screen.type("/mute @an")
        await settle { composer.mentionSuggestions == ["ana", "anabel"] }
        return (bed, composer, screen)
    }
}
