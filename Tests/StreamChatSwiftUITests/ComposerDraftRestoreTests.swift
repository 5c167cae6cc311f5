import Foundation
import PatientWait
@testable import StreamChat
@testable import StreamChatSwiftUI
import Testing

/// The composer and the channel's draft on the server: restored when a composer opens (text,
/// mentions, command chip), saved before quitting, kept through an edit, deleted when sent.
@MainActor @Suite struct ComposerDraftRestoreTests {
    private func save(_ text: String, in controller: ChatChannelController, mentioning: [UserId] = [],
                      command: Command? = nil) async throws {
        let result: Result<DraftMessage, Error> = await withCheckedContinuation { continuation in
            controller.updateDraftMessage(text: text, mentionedUserIds: mentioning, command: command) { continuation.resume(returning: $0) }
        }
        _ = try result.get()
    }

    private func storedDraft(_ bed: ComposerTestBed, as userId: UserId = "me") async throws -> DraftMessage? {
        let controller = try await bed.client(userId).channelController(for: bed.cid)
        let result: Result<DraftMessage?, Error> = await withCheckedContinuation { continuation in
            controller.loadDraftMessage { continuation.resume(returning: $0) }
        }
        return try result.get()
    }

    /// A composer of the test channel whose drafts are saved only when the test says so.
    private func composerSavingByHand() async throws -> (ComposerTestBed, ChatChannelController, MessageComposerViewModel) {
        let bed = try ComposerTestBed()
        let controller = try await bed.channelController()
        let composer = MessageComposerViewModel(channelController: controller)
        composer.draftSaveDelay = .seconds(3600)
        return (bed, controller, composer)
    }

    /// The same user ("me") on a second device: a client of its own with a loaded controller of
    /// the test channel.
    private func secondDevice(_ bed: ComposerTestBed) async throws -> ChatChannelController {
        let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("composer-tests"), transport: bed.server))
        try await awaitCompletion { client.connectUser(userInfo: UserInfo(id: "me"), token: .development(userId: "me"), completion: $0) }
        let controller = client.channelController(for: bed.cid)
        try await awaitCompletion { controller.synchronize($0) }
        return controller
    }

    @Test func anOpenComposerWithNothingTypedTakesTheDraftOfAnotherDevice() async throws {
        let (bed, controller, composer) = try await composerSavingByHand()
        let phone = try await secondDevice(bed)
        try await save("from my phone", in: phone)
        await settle { composer.text == "from my phone" }
        #expect(composer.text == "from my phone", "the empty input takes it")
        try await save("from my phone, longer", in: phone)
        await settle { composer.text == "from my phone, longer" }
        #expect(composer.text == "from my phone, longer", "untouched since, it follows")
        try await awaitCompletion { phone.deleteDraftMessage(completion: $0) }
        await settle { composer.text.isEmpty }
        #expect(composer.text.isEmpty, "deleted there, gone here")

        // Its own save coming back does not undo what was typed after it.
        composer.type("mine")
        composer.saveDraft()
        composer.type(" and more")
        await settle { controller.channel?.draftMessage?.text == "mine" && composer.draftRequestsInFlight == 0 }
        #expect(composer.text == "mine and more")
        #expect(try await storedDraft(bed)?.text == "mine")
    }

    /// Guards takeDraftFromElsewhereIfUntouched's two halves for an input holding the user's
    /// typing: it is never replaced (without the `held` guard the phone's draft filled it), and
    /// the server's draft is noted first, so the input's next save goes out over it (noted only
    /// after the guard, the save of an unchanged input was skipped as already saved).
    @Test func whatTheUserTypesIsNeverReplacedByAnotherDevicesDraft() async throws {
        let (bed, controller, composer) = try await composerSavingByHand()
        let phone = try await secondDevice(bed)
        composer.type("typing here")
        try await save("from my phone", in: phone)
        await settle { controller.channel?.draftMessage?.text == "from my phone" }
        #expect(composer.text == "typing here")
        composer.saveDraft()
        await settle { controller.channel?.draftMessage?.text == "typing here" }
        #expect(try await storedDraft(bed)?.text == "typing here", "its next save wins")
        #expect(composer.text == "typing here")
        // Saved here, then overwritten from the phone: the input holds what it saved last, and
        // its next save still goes out.
        try await save("from my phone, again", in: phone)
        await settle { controller.channel?.draftMessage?.text == "from my phone, again" && composer.draftRequestsInFlight == 0 }
        #expect(composer.text == "typing here")
        composer.saveDraft()
        await settle { controller.channel?.draftMessage?.text == "typing here" }
        #expect(try await storedDraft(bed)?.text == "typing here", "saved again over the phone's")
        // Sent from the phone: the server deletes the draft; what was typed here stays, and its
        // next save keeps it again.
        try await phone.send("sent from the phone")
        await settle { controller.channel?.draftMessage == nil }
        #expect(composer.text == "typing here")
        composer.saveDraft()
        await settle { controller.channel?.draftMessage?.text == "typing here" }
        #expect(try await storedDraft(bed)?.text == "typing here")
    }

    @Test func aRestoredDraftUntouchedGoesWhenAnotherDeviceSendsTheMessage() async throws {
        let bed = try ComposerTestBed()
        let controller = try await bed.channelController()
        try await save("restored here", in: controller)
        let composer = MessageComposerViewModel(channelController: controller)
        #expect(composer.text == "restored here")
        let phone = try await secondDevice(bed)
        try await phone.send("sent from the phone")
        await settle { composer.text.isEmpty }
        #expect(composer.text.isEmpty && controller.channel?.draftMessage == nil)
    }

    @Test func aComposerOpenedLaterRestoresTheDraftAndSendingDeletesIt() async throws {
        let bed = try ComposerTestBed()
        let controller = try await bed.channelController()
        try await save("@Ana Lee see this", in: controller, mentioning: ["ana"])
        let composer = MessageComposerViewModel(channelController: controller)
        #expect(composer.text == "@Ana Lee see this")
        #expect(composer.selectedRangeLocation == "@Ana Lee see this".utf16.count)
        #expect(composer.mentionedUsers.map(\.id) == ["ana"])
        #expect(composer.suggestions.isEmpty, "restored as left, no suggestions")

        composer.sendMessage()
        #expect(composer.text.isEmpty)
        await settle { controller.messages.first?.localState == nil && controller.channel?.draftMessage == nil }
        #expect(controller.messages.first?.mentionedUsers.map(\.id) == ["ana"], "the restored mention is sent")
        #expect(controller.channel?.draftMessage == nil)
        #expect(try await storedDraft(bed) == nil, "sending deleted the draft")
    }

    @Test func aCommandDraftBringsItsChipBack() async throws {
        let bed = try ComposerTestBed()
        let controller = try await bed.channelController()
        try await save("/giphy happy cats", in: controller, command: .giphy)
        let composer = MessageComposerViewModel(channelController: controller)
        #expect(composer.composerCommand?.id == "/giphy")
        #expect(composer.text == "happy cats")
        #expect(composer.currentDraft == ComposerDraft(try #require(controller.channel?.draftMessage)), "nothing to save again")
    }

    @Test func whatWasTypedBeforeTheChannelLoadedWins() async throws {
        let bed = try ComposerTestBed()
        try await save("an older draft", in: try await bed.channelController())
        let controller = try await bed.client("me").channelController(for: bed.cid)
        let composer = MessageComposerViewModel(channelController: controller)
        composer.type("typed first")
        try await awaitCompletion { controller.synchronize($0) }
        #expect(composer.text == "typed first")
        composer.saveDraft()
        await settle { controller.channel?.draftMessage?.text == "typed first" }
        #expect(try await storedDraft(bed)?.text == "typed first")
    }

    @Test func savingBeforeQuittingKeepsTheLastKeystrokes() async throws {
        let (bed, _, composer) = try await composerSavingByHand()
        composer.type("the very last keystrokes")
        let client = try await bed.client("me")
        MessageComposerViewModel.saveOpenDrafts(of: client)
        client.waitForPendingRequests()
        #expect(try await storedDraft(bed)?.text == "the very last keystrokes")
        // Saved once: asking again sends nothing new.
        #expect(composer.lastSavedDraft == composer.currentDraft)
    }

    @Test func anEditKeepsTheDraftAndGivesItBackWhenDone() async throws {
        let bed = try ComposerTestBed()
        let controller = try await bed.channelController()
        let sent = try await controller.send("tyop")
        let composer = MessageComposerViewModel(channelController: controller)
        composer.draftSaveDelay = .seconds(3600)
        composer.type("keep me")
        let message = try #require(controller.messages.first { $0.id == sent })
        composer.startEditing(message)
        #expect(composer.text == "tyop")
        await settle { controller.channel?.draftMessage?.text == "keep me" }
        composer.text = "typo"
        composer.saveDraft()  // an edit's text is no draft
        composer.sendMessage(editedMessage: message)
        #expect(composer.text == "keep me", "the draft is back once the edit is sent")
        await settle { controller.messages.first { $0.id == sent }?.text == "typo" }
        #expect(try await storedDraft(bed)?.text == "keep me")

        composer.startEditing(message)
        composer.endEditing()
        #expect(composer.text == "keep me", "and once an edit is cancelled")
    }

    @Test func aDraftTheServerRefusesIsSaidAboveTheInput() async throws {
        let (_, _, composer) = try await composerSavingByHand()
        composer.text = String(repeating: "x", count: 50_001)
        composer.saveDraft()
        await settle { composer.notice != nil }
        #expect(composer.notice?.text == "Draft not saved: The draft has 50001 characters; at most 50000 are allowed.")
        // Not taken as saved: asked again, it is sent (and refused) again.
        composer.notice = nil
        composer.saveDraft()
        await settle { composer.notice != nil }
        #expect(composer.notice?.kind == .error)
    }

    @Test func textThatCanBeSentCanBeKeptAsADraft() async throws {
        // A pasted escape sequence is kept in a message (drawn inert), so it is kept in a draft
        // too: the draft of text that could be sent is never refused.
        let (bed, controller, composer) = try await composerSavingByHand()
        composer.type("red \u{1B}[31m bell \u{7}")
        composer.saveDraft()
        await settle { controller.channel?.draftMessage != nil || composer.notice != nil }
        #expect(try await storedDraft(bed)?.text == "red \u{1B}[31m bell \u{7}")
        #expect(composer.notice == nil)
    }

    @Test func anEditEndedAtOnceGivesBackWhatWasTypedNotAnOlderDraft() async throws {
        let bed = try ComposerTestBed()
        let controller = try await bed.channelController()
        let sent = try await controller.send("tyop")
        let composer = MessageComposerViewModel(channelController: controller)
        composer.draftSaveDelay = .seconds(3600)
        composer.type("first")
        composer.saveDraft()
        await settle { controller.channel?.draftMessage?.text == "first" }
        composer.type(" and second")
        let message = try #require(controller.messages.first { $0.id == sent })
        composer.startEditing(message)
        composer.endEditing()  // before the server's answer to the save of "first and second"
        #expect(composer.text == "first and second")
        await settle { controller.channel?.draftMessage?.text == "first and second" }
        #expect(try await storedDraft(bed)?.text == "first and second")
    }

    @Test func clearingAfterARefusedSaveDeletesTheDraftThatIsStillStored() async throws {
        let (bed, controller, composer) = try await composerSavingByHand()
        composer.type("hello")
        composer.saveDraft()
        await settle { controller.channel?.draftMessage?.text == "hello" }
        // Longer than a draft may be (ten times a message): refused, "hello" stays stored.
        composer.text = String(repeating: "x", count: 50_001)
        composer.saveDraft()
        await settle { composer.notice != nil }
        #expect(try await storedDraft(bed)?.text == "hello")
        composer.text = ""
        composer.saveDraft()
        await settle { controller.channel?.draftMessage == nil }
        #expect(try await storedDraft(bed) == nil, "cleared: the stored draft goes too")
    }

    @Test func aDraftLongerThanAMessageMayBeIsKeptWhileItIsShortened() async throws {
        let (bed, controller, composer) = try await composerSavingByHand()
        let long = String(repeating: "y", count: 6_000)
        composer.text = long
        composer.saveDraft()
        await settle { controller.channel?.draftMessage != nil || composer.notice != nil }
        #expect(composer.notice == nil)
        #expect(try await storedDraft(bed)?.text == long)
    }
}
