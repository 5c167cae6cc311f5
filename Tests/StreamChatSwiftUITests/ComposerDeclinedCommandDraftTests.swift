import Foundation
import PatientWait
import StreamChat
@testable import StreamChatSwiftUI
import Testing

/// A client-only command the user declined stays declined in the draft. Return turned
/// `/note⇥@zoe 10` into Note, Escape gave the text back, and Return on it unchanged posts it as
/// text; but after an edit or a restart the composer had forgotten, and Return ran the command
/// (`/pay @ana 5` paid Ana).
@MainActor @Suite struct ComposerDeclinedCommandDraftTests {
    /// The text the user declines: Return turns Note on (no member is named `@zo`), "e 10"
    /// typed after it, then the chip ended gives back `/note⇥@zoe 10`.
    static let declined = "/note\t@zoe 10"

    /// A composer with Note (made by `config`) whose draft saves only when asked.
    private func composer(in bed: ComposerTestBed, config: ComposerCommandReplyTests.NoteConfig) async throws -> MessageComposerViewModel {
        let composer = try await bed.composer(config: config)
        composer.draftSaveDelay = .seconds(3600)
        return composer
    }

    /// Makes `composer` hold ``declined``, declined.
    private func decline(in composer: MessageComposerViewModel) async throws {
        composer.text = "/note\t@zo"
        composer.selectedRangeLocation = composer.text.utf16.count
        try #require(composer.activeInstantCommand == nil)
        composer.sendMessage()
        await settle { composer.notice != nil }
        try #require(composer.activeInstantCommand?.id == "/note" && composer.text == "@zo")
        composer.type("e 10")
        composer.cancelCommand()
        try #require(composer.activeInstantCommand == nil && composer.text == Self.declined)
    }

    /// Return on `composer` posts ``declined`` as text; Note did not run.
    private func expectPostedAsText(by composer: MessageComposerViewModel, config: ComposerCommandReplyTests.NoteConfig) async {
        composer.sendMessage()
        await settle { composer.channelController.messages.first?.text.hasPrefix("/note") == true }
        #expect(composer.channelController.messages.first?.text == Self.declined, "posted as text")
        #expect(config.made?.runs == 0, "the command did not run")
    }

    @Test func aRestartKeepsTheCommandDeclined() async throws {
        let bed = try ComposerTestBed()
        let left = try await composer(in: bed, config: ComposerCommandReplyTests.NoteConfig(replaces: false))
        try await decline(in: left)
        left.saveDraft()
        await settle { left.channelController.channel?.draftMessage != nil }
        let stored = try #require(left.channelController.channel?.draftMessage)
        #expect(stored.text == Self.declined && stored.command == nil)
        #expect(stored.extraData[ComposerDraft.declinedCommandKey] == .bool(true))

        let config = ComposerCommandReplyTests.NoteConfig(replaces: false)
        let restored = try await bed.composer(config: config)
        #expect(restored.text == Self.declined && restored.activeInstantCommand == nil)
        #expect(restored.currentDraft == ComposerDraft(stored), "nothing to save again")
        await expectPostedAsText(by: restored, config: config)
    }

    @Test func anEditKeepsTheCommandDeclined() async throws {
        let bed = try ComposerTestBed()
        let config = ComposerCommandReplyTests.NoteConfig(replaces: false)
        let composer = try await composer(in: bed, config: config)
        let sent = try await composer.sendAndPublish("hello")
        try await decline(in: composer)
        composer.startEditing(sent)
        composer.endEditing()
        #expect(composer.text == Self.declined && composer.activeInstantCommand == nil)
        await expectPostedAsText(by: composer, config: config)
    }

    /// Editing the declined text forgets that it was declined, in the draft too: Return runs it.
    @Test func anEditedDeclinedTextIsSavedAsPlainText() async throws {
        let bed = try ComposerTestBed()
        let composer = try await composer(in: bed, config: ComposerCommandReplyTests.NoteConfig(replaces: false))
        try await decline(in: composer)
        #expect(composer.currentDraft?.commandDeclined == true)
        composer.type(" ")
        #expect(composer.currentDraft?.commandDeclined == false)
    }
}
