import Combine
import Foundation
import PatientWait
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing

/// An edit the server refuses after the input let it go (a blocklisted word: only the server
/// knows the list) comes back as the edit, with the refused text and the server's reason. In the
/// demo, editing a message to "… spam" ended the edit and emptied the input: the reason showed
/// above "Send a message" and the edited text was lost.
@MainActor @Suite struct ComposerRefusedEditTests {
    /// The edit binding the channel screen owns, held outside the view so the test can set it.
    final class EditBinding: ObservableObject {
        @Published var message: ChatMessage?
    }

    struct EditingComposer: View {
        let composer: MessageComposerViewModel
        @ObservedObject var edit: EditBinding

        var body: some View {
            MessageComposerView(viewFactory: DefaultViewFactory.shared, viewModel: composer, editedMessage: $edit.message)
        }
    }

    @Test func anEditTheServerRefusesComesBackAsTheEdit() async throws {
        let bed = try ComposerTestBed()
        try bed.server.setBlocklist(Blocklist(words: ["darn"], behavior: .bounce), forChannelType: .messaging)
        let composer = try await bed.composer()
        let sent = try await composer.sendAndPublish("short")
        let edit = EditBinding()
        let host = ViewHost(rootView: EditingComposer(composer: composer, edit: edit))
        _ = host.snapshot(width: 70, height: 8)
        edit.message = sent
        _ = host.snapshot(width: 70, height: 8)
        #expect(composer.text == "short")
        composer.text = "short, darn"
        composer.selectedRangeLocation = composer.text.utf16.count
        host.press(.enter)
        #expect(edit.message == nil, "the edit is handed over")
        await settle { composer.notice != nil }
        let screen = host.snapshot(width: 70, height: 8)
        #expect(edit.message?.id == sent.id, "\(screen)")
        #expect(composer.text == "short, darn")
        #expect(screen.contains("Editing: short"), "\(screen)")
        #expect(screen.contains("blocklist"), "\(screen)")
        #expect(composer.channelController.messages.first?.text == "short")
        // Corrected, it is saved and the edit ends.
        composer.text = "short, dang"
        host.press(.enter)
        await settle { composer.channelController.messages.first?.text == "short, dang" }
        #expect(edit.message == nil)
        #expect(composer.text.isEmpty)
    }

    /// What the user began after letting the edit go is never replaced by the refused edit.
    @Test func aRefusedEditLeavesWhatWasTypedSince() async throws {
        let bed = try ComposerTestBed()
        try bed.server.setBlocklist(Blocklist(words: ["darn"], behavior: .bounce), forChannelType: .messaging)
        let composer = try await bed.composer()
        let sent = try await composer.sendAndPublish("short")
        composer.startEditing(sent)
        composer.text = "short, darn"
        composer.sendMessage(editedMessage: sent)
        composer.type("next")
        await settle { composer.notice != nil }
        #expect(composer.text == "next")
        #expect(composer.editedMessageId == nil)
        #expect(composer.reopenedEdit == nil)
    }
}

/// The draft the edit gives back is a command (`/giphy cats`: its chip and "cats"): a refused
/// edit never came back, as the input held an active command, which counted as the user having
/// started something else since.
@MainActor @Suite struct ComposerRefusedEditOverCommandDraftTests {
    /// "/giphy cats" typed, then the published "short" edited to "short, darn" (blocklisted) and
    /// sent: the input gives the command draft back while the server has yet to refuse.
    private func editSentOverAGiphyDraft() async throws -> (ComposerTestBed, MessageComposerViewModel, ChatMessage) {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        try bed.server.setBlocklist(Blocklist(words: ["darn"], behavior: .bounce), forChannelType: .messaging)
        let composer = try await bed.composer()
        let sent = try await composer.sendAndPublish("short")
        composer.type("/giphy cats")
        #expect(composer.activeInstantCommand?.id == "/giphy")
        composer.startEditing(sent)
        composer.text = "short, darn"
        composer.sendMessage(editedMessage: sent)
        return (bed, composer, sent)
    }

    @Test func anEditRefusedOverACommandDraftComesBack() async throws {
        let (bed, composer, sent) = try await editSentOverAGiphyDraft()
        defer { withExtendedLifetime(bed) {} }
        #expect(composer.activeInstantCommand?.id == "/giphy", "the draft is back: the chip")
        #expect(composer.text == "cats")
        await settle { composer.notice != nil }
        #expect(composer.editedMessageId == sent.id, "the refused edit is open again")
        #expect(composer.reopenedEdit?.id == sent.id)
        #expect(composer.text == "short, darn")
        #expect(composer.activeInstantCommand == nil)
        // Ending it gives the command draft back again.
        composer.endEditing()
        #expect(composer.activeInstantCommand?.id == "/giphy")
        #expect(composer.text == "cats")
    }

    /// Another command begun since (the chip changed) is not replaced.
    @Test func anotherCommandBegunSinceStays() async throws {
        let (bed, composer, _) = try await editSentOverAGiphyDraft()
        defer { withExtendedLifetime(bed) {} }
        composer.cancelCommand()
        composer.text = ""
        composer.type("/mute ")
        await settle { composer.notice != nil }
        try #require(composer.notice != nil, "the server's refusal arrived")
        #expect(composer.editedMessageId == nil)
        #expect(composer.activeInstantCommand?.id == "/mute")
    }
}
