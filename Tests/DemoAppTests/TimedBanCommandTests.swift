@testable import DemoSupport
@testable import DemoUI
import Combine
import Foundation
import PatientWait
@testable import StreamChat
import StreamChatSwiftUI
import Testing

/// The demo's `/ban @user [minutes]`: empty bans for good, 1 to 525,600 minutes bans until then,
/// anything else is refused and bans nobody.
@Suite struct BanDurationTests {
    @Test func emptyIsForGoodAndWholeMinutesUpToAYearAreTimed() {
        #expect(BanDuration("")?.minutes == .some(nil))
        #expect(BanDuration("10")?.minutes == 10)
        #expect(BanDuration("1")?.minutes == 1)
        #expect(BanDuration("525600")?.minutes == 525_600)
    }

    /// White space too: the command trims the text after the mention where it takes it
    /// (`textAfterMention(of:in:)`, see `minutesAfterTheMentionBanUntilThen`), once.
    @Test func anythingElseIsRefused() {
        for bad in ["0", "-5", "525601", "1.5", "ten", "10m", "１０", "99999999999999999999", "\u{1}", "10 20", " 10", "   "] {
            #expect(BanDuration(bad) == nil, "\(bad)")
        }
    }
}

@Suite(.serialized) @MainActor struct TimedBanCommandTests {
    private final class Heard {
        var bans: [(user: UserId, expiredAt: Date?)] = []
    }

    private let now = Date(timeIntervalSince1970: 1_900_000_000)

    /// Alex (an admin) in the seeded team channel, with the server's clock fixed at `now`.
    private func open() async throws -> (ChatServer, ChatChannelController, Heard, AnyCancellable) {
        let server = try await seededDemoServer()
        let fixed = now
        server.setClock { fixed }
        let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("demo-tests"), transport: server))
        let error: Error? = await withCheckedContinuation { continuation in
            client.connectUser(userInfo: UserInfo(id: "alex"), token: .development(userId: "alex")) { continuation.resume(returning: $0) }
        }
        try #require(error == nil)
        let heard = Heard()
        let subscription = client.subscribe { event in
            if case let .userBanned(user, nil, _, _, expiredAt) = event { heard.bans.append((user.id, expiredAt)) }
        }
        return (server, client.channelController(for: DemoChannels.team), heard, subscription)
    }

    private func run(
        _ typed: String, banning userId: UserId, in controller: ChatChannelController
    ) async throws -> (TimedBanCommandHandler, ComposerCommand, Error?) {
        let handler = TimedBanCommandHandler(channelController: controller, commandSymbol: "/ban")
        let user = try #require(try await userValue(userId, controller: controller))
        handler.selectedUser = user
        let text = "@\(user.mentionText)\(typed)"
        let command = ComposerCommand(
            id: "/ban",
            typingSuggestion: TypingSuggestion(text: text, locationRange: NSRange(location: 0, length: text.utf16.count)),
            displayInfo: handler.displayInfo,
            replacesMessageSent: true
        )
        let error: Error? = await withCheckedContinuation { continuation in
            handler.executeOnMessageSent(composerCommand: command) { continuation.resume(returning: $0) }
        }
        for _ in 0..<5 { await Task.yield() }
        return (handler, command, error)
    }

    private func userValue(_ id: UserId, controller: ChatChannelController) async throws -> ChatUser? {
        let users = controller.client.userController(userId: id)
        let error: Error? = await withCheckedContinuation { continuation in users.synchronize { continuation.resume(returning: $0) } }
        if let error { throw error }
        return users.user
    }

    @Test func minutesAfterTheMentionBanUntilThen() async throws {
        let (_, controller, heard, subscription) = try await open()
        defer { subscription.cancel() }
        let (handler, command, error) = try await run("  10 \n", banning: "mike", in: controller)
        #expect(error == nil)
        try await waitForBan(heard)
        #expect(heard.bans.map(\.user) == ["mike"])
        #expect(heard.bans.first?.expiredAt == now.addingTimeInterval(600))
        let mike = try #require(try await userValue("mike", controller: controller))
        #expect(mike.isBanned)
        #expect(handler.successMessage(for: mike, running: command) == "Mike Morris was banned for 10 minutes")
    }

    @Test func nothingAfterTheMentionBansForGood() async throws {
        let (_, controller, heard, subscription) = try await open()
        defer { subscription.cancel() }
        let (handler, command, error) = try await run("", banning: "mike", in: controller)
        #expect(error == nil)
        try await waitForBan(heard)
        #expect(heard.bans.count == 1)
        #expect(heard.bans.first.map { $0.expiredAt == nil } == true)
        let mike = try #require(try await userValue("mike", controller: controller))
        #expect(handler.successMessage(for: mike, running: command) == "Mike Morris was banned")
    }

    /// Bad minutes, and minutes run into the mention: the minutes are read as the SDK reads a
    /// reason (`textAfterMention(of:in:)`), after the mention and a space.
    @Test(arguments: [(" 0", "0"), ("10", "@Mike Morris10")])
    func badMinutesAreRefusedAndBanNobody(typed: String, refused: String) async throws {
        let (_, controller, heard, subscription) = try await open()
        defer { subscription.cancel() }
        let (handler, _, error) = try await run(typed, banning: "mike", in: controller)
        #expect((error as? TimedBanError).map(String.init(describing:)) ==
                "\"\(refused)\" is not a number of minutes from 1 to 525600; leave it empty to ban for good")
        #expect(handler.selectedUser?.id == "mike", "the pick is kept to correct the minutes")
        let mike = try #require(try await userValue("mike", controller: controller))
        #expect(!mike.isBanned)
        #expect(heard.bans.isEmpty)
    }

    private func waitForBan(_ heard: Heard) async throws {
        try await waitUntil { !heard.bans.isEmpty }
    }
}
