import DemoSupport
import Foundation
import StreamChat
import StreamChatSwiftUI
import SwiftUI
import TerminalUI

/// One run of the demo: the database, the current user's client, the SDK context with the
/// demo's commands, the view factory in the chosen style, the mention alert and the bots.
@MainActor public final class DemoSession {
    public let options: DemoOptions
    public let database: DemoDatabase.Opened
    public let client: ChatClient
    public let mentionAlert: MentionAlert
    public private(set) var bots: BotDriver?
    /// The host the terminal runtime runs (the screens plus the demo's keys).
    public let host: any RenderHost
    private let viewHost: ViewHost
    private let streamChat: StreamChat

    /// Opens the database (seeding it on first run), connects the user and builds the screens.
    /// - Parameter databaseURL: the database, as locked (``DemoDatabaseLock``); nil: the one
    ///   `options` and `environment` name, symbolic links resolved
    ///   (``DemoStorageLocation/resolvingLinks(of:)``).
    /// - Parameter startupWarning: shown under the screen while the demo runs (the database's
    ///   lock could not be taken, ``DemoDatabaseLock/warning``).
    /// - Parameter ring: rings the terminal bell when someone mentions the user.
    public init(options: DemoOptions, databaseURL: URL? = nil, environment: [String: String], startupWarning: String? = nil,
                ring: @escaping @MainActor () -> Void = TerminalBell.ring) throws(DemoStartupError) {
        self.options = options
        let url: URL
        if let databaseURL {
            url = databaseURL
        } else {
            url = DemoStorageLocation.resolvingLinks(
                of: try DemoStorageLocation.databaseURL(override: options.databasePath, environment: environment))
        }
        let userId = options.userId ?? DemoCast.defaultUserId
        database = try DemoDatabase.open(at: url, reset: options.reset, userId: userId, openChannel: options.openChannel)
        var config = ChatClientConfig(apiKey: APIKey("stream-chat-demo"), transport: database.server)
        // Unsent messages (failed, bounced) survive quitting, in a file beside the database.
        config.isLocalStorageEnabled = true
        config.localStorageFolderURL = DemoStorageLocation.clientStorageFolderURL(forDatabase: database.url)
        let client = ChatClient(config: config)
        self.client = client
        client.connectUser(userInfo: UserInfo(id: userId), token: .development(userId: userId))
        streamChat = StreamChat(chatClient: client, utils: Utils(commandsConfig: CustomCommandsConfig()))
        mentionAlert = MentionAlert(currentUserId: userId, ring: ring)
        mentionAlert.attach(to: client)
        let help = HelpState()
        let mouse = MouseCaptureState()
        let notices = DemoNotices(client: client, startupWarning: startupWarning)
        switch options.style {
        case .regular:
            let factory = DemoViewFactory(styles: RegularStyles(), mentionAlert: mentionAlert)
            viewHost = ViewHost(rootView: DemoRootView(factory: factory, openChannel: database.openChannel, help: help, mouse: mouse, notices: notices))
        case .liquidGlass:
            let factory = DemoViewFactory(styles: LiquidGlassStyles(), mentionAlert: mentionAlert)
            viewHost = ViewHost(rootView: DemoRootView(factory: factory, openChannel: database.openChannel, help: help, mouse: mouse, notices: notices))
        }
        host = DemoHost(viewHost: viewHost, help: help, mouse: mouse, notices: notices)
    }

    /// Starts the simulated people (`--bots on`).
    public func startBots(seed: UInt64 = DemoSeeder.defaultSeed) {
        guard bots == nil, let userId = client.currentUserId else { return }
        let you = DemoCast.person(userId) ?? DemoCast.Person(id: userId, name: client.currentUser?.name ?? userId)
        let brain = BotBrain(seed: seed, currentUser: you,
                             botsByChannel: BotDriver.botsByChannel(server: database.server, currentUserId: userId),
                             chatterChannels: [DemoChannels.team, DemoChannels.random])
        let driver = BotDriver(server: database.server, brain: brain, scheduler: RunLoopBotScheduler())
        driver.start(listeningTo: client)
        bots = driver
    }

    /// One round of work: waits for the client's pending requests, then runs the main run loop
    /// briefly so that their results and events reach the views.
    public func pump() {
        client.waitForPendingRequests()
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.002))
    }

    /// The current screen as text.
    public func frame(width: Int, height: Int) -> String {
        withOwnContext { viewHost.snapshot(width: width, height: height) }
    }

    /// Delivers one key to the screen, as the terminal would.
    @discardableResult
    public func press(_ key: TerminalKey, modifiers: KeyModifiers = []) -> Bool {
        withOwnContext { host.handle(.key(TerminalKeyEvent(key, modifiers: modifiers))) }
    }

    /// Runs `body` with this session's client and utils injected: another `StreamChat` created
    /// since (tests of other suites running in parallel) must not be what the screens read.
    private func withOwnContext<R>(_ body: () -> R) -> R {
        InjectedValues.withValue(\.chatClient, client) {
            InjectedValues.withValue(\.utils, streamChat.utils, operation: body)
        }
    }

    /// Lets pending requests, events and view updates finish, up to `rounds` rounds of the main
    /// run loop, until the screen stops changing. Returns the settled frame as text.
    @discardableResult
    public func settle(width: Int, height: Int, rounds: Int = 400) -> String {
        var previous = ""
        var stableRounds = 0
        for _ in 0..<rounds {
            pump()
            let frame = frame(width: width, height: height)
            stableRounds = frame == previous ? stableRounds + 1 : 0
            if stableRounds >= 3 { return frame }
            previous = frame
        }
        return previous
    }

    /// Saves what the open composer holds and has not saved yet as its channel's draft, and
    /// waits until the server answered every request and the answers were applied: quitting
    /// (Ctrl-Q) loses no keystroke, and a message sent just before leaves the outbox file
    /// (it would come back as failed at the next start).
    /// Unsent messages that could not be stored are lost: said on standard error (the output
    /// log, named when the terminal is restored).
    public func prepareToQuit() {
        MessageComposerViewModel.saveOpenDrafts(of: client)
        client.completePendingRequests()
        let lost = client.localStorageState.unstoredMessageIds.count
        if lost > 0 {
            FileHandle.standardError.write(Data("DemoApp: \(DemoNotices.notStored(lost)): lost on quitting.\n".utf8))
        }
    }

    /// Stops the bots, disconnects (which closes the client's outbox file once the disconnect
    /// completes: run here, before returning) and closes the database.
    public func shutdown() {
        bots?.stop()
        client.disconnect()
        client.completePendingRequests()
        database.server.close()
    }
}
