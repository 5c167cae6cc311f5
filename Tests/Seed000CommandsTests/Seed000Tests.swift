import Foundation
import PatientWait
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing
import ScopedStreamChat
import TerminalUI

/// The seed-000 samples (in this module, verbatim) do what the seed's text says. The setup
/// snippet registers a `StreamChat`: each test registers in a scope of its own
/// (`.scopedStreamChat`), which no other test, in this module or another, can see. Serialized
/// because the `/pay` samples share `PaymentLedger.shared`.
@MainActor @Suite(.serialized, .scopedStreamChat) struct Seed000Tests {
    @Test func customCommandsConfigRoutesMentionsAndListsCommandsInItsOrder() async throws {
        let bed = try Seed000Bed()
        let controller = try await bed.channelController()
        let handler = CustomCommandsConfig().makeCommandsHandler(with: controller)
        #expect(handler.canHandleCommand(in: "hi @an", caretLocation: 6)?.id == "mentions")
        let listing = try #require(handler.canHandleCommand(in: "/", caretLocation: 1))
        var listed: [String] = []
        _ = handler.showSuggestions(for: listing).sink(receiveCompletion: { _ in }, receiveValue: { info in
            listed = (info.value as? [CommandHandler])?.map(\.id) ?? []
        })
        #expect(listed == ["/giphy", "/mute", "/unmute"])
        // The module's own MuteCommandHandler (the sample) is the one used.
        let mute = try #require(handler.commandHandler(for: ComposerCommand(id: "/mute", typingSuggestion: .empty, displayInfo: nil)))
        #expect(mute is Seed000CommandsTests.MuteCommandHandler)
        #expect(mute.replacesMessageSent)
        #expect(mute.displayInfo?.displayName == L10n.Composer.Commands.mute)
        #expect(mute.displayInfo?.format == "/mute [\(L10n.Composer.Commands.Format.username)]")
    }

    @Test func setupSnippetInjectsTheCustomConfigIntoTheComposer() async throws {
        let bed = try Seed000Bed()
        let chatClient = try await bed.client()
        let streamChat = setUpStreamChat(chatClient: chatClient)
        _ = streamChat
        #expect(InjectedValues[\.utils].commandsConfig is CustomCommandsConfig)
        let composer = MessageComposerViewModel(channelController: try await bed.channelController())
        composer.text = "/"
        composer.selectedRangeLocation = 1
        #expect((composer.suggestions["instantCommands"] as? [CommandHandler])?.map(\.id) == ["/giphy", "/mute", "/unmute"])
    }

    @Test func mentionsCommandWithSearchControllerSuggestsMembers() async throws {
        let bed = try Seed000Bed()
        let controller = try await bed.channelController()
        let search = controller.client.userSearchController()
        let mentions = makeMentionsCommand(channelController: controller, mySearchController: search, mentionsSymbol: "@")
        let command = try #require(mentions.canHandleCommand(in: "@a", caretLocation: 2))
        var users: [String] = []
        _ = mentions.showSuggestions(for: command).sink(receiveCompletion: { _ in }, receiveValue: { info in
            users = (info.value as? [ChatUser])?.map(\.id) ?? []
        })
        #expect(users == ["ana"])     // a member; "outsider" is not, "me" is excluded
    }

    @Test func sampleMuteCommandMutesTheSelectedUserWithoutPosting() async throws {
        let bed = try Seed000Bed()
        let chatClient = try await bed.client()
        setUpStreamChatWaitingForCommands(chatClient: chatClient)     // the sample reads @Injected(\.chatClient)
        let composer = MessageComposerViewModel(channelController: try await bed.channelController())
        composer.text = "/mute "
        composer.selectedRangeLocation = 6
        #expect(composer.composerCommand?.id == "/mute")
        #expect(!composer.canSend)
        let ana = try #require((composer.suggestions["mentions"] as? [ChatUser])?.first { $0.id == "ana" })
        composer.handleCommand(["chatUser": ana])
        #expect(composer.canSend)
        let before = composer.channelController.messages.count
        composer.sendMessage()
        await settle { !composer.isExecutingCommand }
        #expect(composer.notice == nil)
        // The outcome is a local system message, newest in the channel, seen only by this user.
        let outcome = try #require(composer.channelController.messages.first)
        #expect(outcome.type == .system)
        #expect(outcome.text == "Ana Lee was muted")
        #expect(outcome.author.id == chatClient.currentUserId)
        #expect(composer.channelController.messages.count == before + 1)
        let screen = ViewHost(rootView: ChatChannelView(viewFactory: CustomViewFactory.shared, channelController: composer.channelController))
        await settle { screen.snapshot(width: 80, height: 24).contains("Ana Lee was muted") }
        let text = screen.snapshot(width: 80, height: 24)
        #expect(text.contains("Ana Lee was muted"), "\(text)")
        let mute = composer.commandsHandler.instantCommands.first { $0.id == "/mute" } as? Seed000CommandsTests.MuteCommandHandler
        #expect(mute?.selectedUser == nil)     // reset in the sample's completion
    }

    @Test func sampleMuteWithoutSelectedUserNeverCompletesYetComposerStaysUsable() async throws {
        let bed = try Seed000Bed()
        let chatClient = try await bed.client()
        _ = setUpStreamChat(chatClient: chatClient)
        let controller = try await bed.channelController()
        let mute = MuteCommandHandler(channelController: controller, commandSymbol: "/mute")
        var completed = false
        mute.executeOnMessageSent(composerCommand: ComposerCommand(id: "/mute", typingSuggestion: .empty, displayInfo: nil)) { _ in
            completed = true
        }
        #expect(!completed)      // the sample returns without calling completion when no user is selected
        // The composer never runs it in that state: send stays disabled until a user is picked.
        let composer = MessageComposerViewModel(channelController: controller, commandsConfig: CustomCommandsConfig())
        composer.text = "/mute "
        composer.selectedRangeLocation = 6
        #expect(!composer.canSend)
        composer.sendMessage()
        #expect(!composer.isExecutingCommand)
        composer.cancelCommand()
        composer.text = "hello"
        composer.selectedRangeLocation = 5
        #expect(composer.canSend)
    }

    @Test func payDisplayInfoAndReplacesMessageSentOverride() async throws {
        let bed = try Seed000Bed()
        let controller = try await bed.channelController()
        let pay = PayCommandHandler(channelController: controller)
        #expect(pay.displayInfo?.displayName == "Pay")
        #expect(pay.displayInfo?.placeholder == "Enter amount")
        #expect(pay.displayInfo?.description == "Send a payment to a user")
        #expect(pay.displayInfo?.format == "/pay [@username]")
        #expect(pay.displayInfo?.isInstant == true)
        #expect(pay.replacesMessageSent == false)
        // The SDK's two-step default is the opposite.
        #expect(TwoStepMentionCommand(channelController: controller, commandSymbol: "/x", id: "/x").replacesMessageSent)
    }

    @Test func payCommandIsOfferedAsClientOnlyAndPostsItsMessage() async throws {
        PaymentLedger.shared.reset()
        let bed = try Seed000Bed()
        let composer = MessageComposerViewModel(channelController: try await bed.channelController(), commandsConfig: PayCommandsConfig())
        composer.text = "/p"
        composer.selectedRangeLocation = 2
        #expect((composer.suggestions["instantCommands"] as? [CommandHandler])?.map(\.id) == ["/pay"])
        let pay = try #require((composer.suggestions["instantCommands"] as? [CommandHandler])?.first)
        composer.handleCommand(["instantCommand": pay])
        #expect(composer.composerCommand?.displayInfo?.placeholder == "Enter amount")
        composer.text = "@an"
        composer.selectedRangeLocation = 3
        let ana = try #require((composer.suggestions["mentions"] as? [ChatUser])?.first)
        composer.handleCommand(["chatUser": ana])
        composer.text += "10"
        composer.selectedRangeLocation = composer.text.utf16.count
        #expect(composer.canSend)
        composer.sendMessage()
        #expect(PaymentLedger.shared.payments.map(\.userId) == ["ana"])
        await settle { composer.channelController.messages.first?.text == "/pay @Ana Lee 10" }
        #expect(composer.channelController.messages.first?.text == "/pay @Ana Lee 10")
    }

    @Test func customSuggestionsContainerPassesPicksBack() async throws {
        var picked: [String: Any] = [:]
        let container = CustomSuggestionsContainerView(suggestions: [:], handleCommand: { picked = $0 })
        container.handleCommand(["chatUser": ChatUser(id: "bob")])
        #expect((picked["chatUser"] as? ChatUser)?.id == "bob")
    }
}

/// Rendered: in the same suite, as they register a `StreamChat` (in their scope) too.
extension Seed000Tests {
    /// The custom `/pay` command end to end in a rendered channel view: type, pick, send.
    @Test func payCommandInRenderedChannelView() async throws {
        PaymentLedger.shared.reset()
        let bed = try Seed000Bed()
        let chatClient = try await bed.client()
        _ = StreamChat(chatClient: chatClient, utils: Utils(commandsConfig: PayCommandsConfig()))
        let controller = try await bed.channelController()
        let screen = ViewHost(rootView: ChatChannelView(viewFactory: CustomViewFactory.shared, channelController: controller))
        await settle { screen.snapshot(width: 80, height: 24).contains("Seed") }

        screen.type("/pa")
        var text = screen.snapshot(width: 80, height: 24)
        #expect(text.contains("Pay"), "\(text)")
        #expect(text.contains("/pay [@username]"), "\(text)")
        #expect(text.contains("Send a payment to a user"), "\(text)")
        #expect(!text.contains("Giphy"), "\(text)")

        screen.press(.enter)                       // pick /pay
        text = screen.snapshot(width: 80, height: 24)
        #expect(text.contains("Enter amount"), "placeholder of the active command:\n\(text)")

        screen.type("@an")
        text = screen.snapshot(width: 80, height: 24)
        #expect(text.contains("Ana Lee"), "\(text)")
        screen.press(.enter)                       // pick Ana
        screen.type("25")
        screen.press(.enter)                       // send
        await settle { controller.messages.first?.text == "/pay @Ana Lee 25" }
        #expect(PaymentLedger.shared.payments.map(\.userId) == ["ana"])
        #expect(controller.messages.first?.text == "/pay @Ana Lee 25")
        text = screen.snapshot(width: 80, height: 24)
        #expect(text.contains("/pay @Ana Lee 25"), "\(text)")
    }

    @Test func appBodyFromTheSeedRendersTheChannelList() async throws {
        let bed = try Seed000Bed()
        let chatClient = try await bed.client()
        _ = StreamChat(chatClient: chatClient)
        let screen = ViewHost(scene: Seed000App().body)
        await settle { screen.snapshot(width: 80, height: 24).contains("Seed") }
        #expect(screen.snapshot(width: 80, height: 24).contains("Seed"))
    }
}
