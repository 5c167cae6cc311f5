import Foundation
import PatientWait
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing

/// Replying to and editing a message from the composer.
@MainActor @Suite struct ComposerReplyEditTests {
    @Test func replyQuotesTheMessage() async throws {
        let bed = try ComposerTestBed()
        let composer = try await bed.composer()
        composer.type("first")
        composer.sendMessage()
        await settle { composer.channelController.messages.first?.localState == nil && composer.channelController.messages.first?.text == "first" }
        let first = try #require(composer.channelController.messages.first)
        composer.type("answer")
        composer.sendMessage(quotedMessage: first)
        await settle { composer.channelController.messages.first?.text == "answer" }
        #expect(composer.channelController.messages.first?.quotedMessage?.id == first.id)
    }

    @Test func editReplacesTheText() async throws {
        let bed = try ComposerTestBed()
        let composer = try await bed.composer()
        let sent = try await composer.sendAndPublish("helo")
        composer.startEditing(sent)
        #expect(composer.text == "helo")
        #expect(composer.selectedRangeLocation == 4)
        composer.text = "hello"
        composer.sendMessage(editedMessage: sent)
        #expect(composer.text.isEmpty)
        await settle { composer.channelController.messages.first?.text == "hello" }
        #expect(composer.channelController.messages.first?.id == sent.id)
        #expect(composer.channelController.messages.first?.text == "hello")
    }
}

/// The caret comes from SwiftUI's `TextSelection`: the end of a range selection, in UTF-16 units.
@MainActor @Suite struct ComposerSelectionTests {
    @Test func rangeSelectionEndIsTheCaret() async throws {
        let bed = try ComposerTestBed()
        let composer = try await bed.composer()
        composer.text = "😀 @zo and more"
        let start = composer.text.index(composer.text.startIndex, offsetBy: 2)
        let end = composer.text.index(start, offsetBy: 3)        // "@zo" selected
        composer.textSelection = TextSelection(range: start..<end)
        #expect(composer.selectedRangeLocation == "😀 @zo".utf16.count)
        #expect(composer.mentionSuggestions == ["zoe"])
        // Moving the caret from the composer gives an insertion point there.
        composer.selectedRangeLocation = 2
        if case let .selection(range) = composer.textSelection?.indices {
            #expect(range.isEmpty)
            #expect(composer.text.utf16.distance(from: composer.text.startIndex, to: range.lowerBound) == 2)
        } else {
            Issue.record("expected a single insertion point")
        }
    }
}

/// Typing in the composer is reported to the channel, and stops when the message is sent.
@MainActor @Suite struct ComposerTypingEventsTests {
    @Test func othersSeeTypingUntilSent() async throws {
        let bed = try ComposerTestBed()
        let composer = try await bed.composer()
        let ana = try await bed.channelController(as: "ana")
        composer.type("hel")
        await settle { ana.channel?.currentlyTypingUsers.contains { $0.id == "me" } == true }
        #expect(ana.channel?.currentlyTypingUsers.map(\.id) == ["me"])
        composer.sendMessage()
        await settle { ana.channel?.currentlyTypingUsers.isEmpty == true }
        #expect(ana.channel?.currentlyTypingUsers.isEmpty == true)
    }

    @Test func typingStopsAfterTheStopDelayWithoutAKeystroke() async throws {
        let bed = try ComposerTestBed()
        let composer = try await bed.composer()
        let ana = try await bed.channelController(as: "ana")
        let delay = composer.channelController.client.config.typingStopDelay
        composer.type("hel")
        bed.typingClock.advance(seconds: delay - 1)
        composer.type("l")  // a keystroke before the delay starts it again
        await settle { ana.channel?.currentlyTypingUsers.contains { $0.id == "me" } == true }
        bed.typingClock.advance(seconds: delay - 1)
        // A typing-stop sent now would reach ana in the main-queue turn after the request.
        composer.channelController.client.waitForPendingRequests()
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        #expect(ana.channel?.currentlyTypingUsers.map(\.id) == ["me"], "still typing: the last keystroke was less than the delay ago")
        bed.typingClock.advance(seconds: 1)
        await settle { ana.channel?.currentlyTypingUsers.isEmpty == true }
        #expect(ana.channel?.currentlyTypingUsers.isEmpty == true)
        #expect(composer.text == "hell")
    }

    /// An edit emptied and sent says why nothing happens (Return did nothing at all); the
    /// message keeps its text and the edit stays to correct.
    @Test func emptiedEditSaysWhyItIsNotSent() async throws {
        let bed = try ComposerTestBed()
        let composer = try await bed.composer()
        let sent = try await composer.editPublished("keep me", to: "  ")
        #expect(composer.notice == ComposerNotice(kind: .error, text: "A message can't be empty. Delete it instead."))
        #expect(composer.editedMessageId == sent.id)
        #expect(composer.channelController.messages.first?.text == "keep me")
        composer.type("x")
        #expect(composer.notice == nil)
    }

    /// Ending an emptied edit (Escape, its ✕) takes its notice away, also when the input was
    /// empty already: "Delete it instead." stayed above an input no longer editing anything.
    @Test func endingAnEmptiedEditTakesItsNoticeAway() async throws {
        let bed = try ComposerTestBed()
        let composer = try await bed.composer()
        _ = try await composer.editPublished("keep me", to: "")
        #expect(composer.notice?.text == "A message can't be empty. Delete it instead.")
        composer.endEditing()
        #expect(composer.editedMessageId == nil)
        #expect(composer.notice == nil)
    }

    /// Ending an edit takes only the edit's notice away: one that came during the edit about
    /// something else stays. What was typed before the edit is saved as the draft when it
    /// starts; the server refuses that save while the edit is open ("Draft not saved: …"), and
    /// ending the edit brings that very draft back: its notice stays with it (it went, as if
    /// it had been the edit's).
    @Test func endingAnEditKeepsANoticeAboutSomethingElse() async throws {
        let bed = try ComposerTestBed()
        let composer = try await bed.composer()
        let sent = try await composer.sendAndPublish("keep me")
        composer.draftSaveDelay = .seconds(3600)
        let draft = String(repeating: "x", count: 50_001)
        composer.text = draft
        composer.startEditing(sent)
        #expect(composer.notice == nil, "the save is on its way")
        await settle { composer.notice != nil }
        let refused = "Draft not saved: The draft has 50001 characters; at most 50000 are allowed."
        #expect(composer.editedMessageId == sent.id)
        #expect(composer.notice?.text == refused)
        composer.endEditing()
        #expect(composer.editedMessageId == nil)
        #expect(composer.text == draft, "the draft is back")
        #expect(composer.notice?.text == refused)
    }

    /// The server's refusal of an edit reopens it with the refusal above the input: ending the
    /// reopened edit takes it away.
    @Test func endingARefusedEditTakesItsNoticeAway() async throws {
        let bed = try ComposerTestBed()
        try bed.server.setBlocklist(Blocklist(words: ["darn"], behavior: .bounce), forChannelType: .messaging)
        let composer = try await bed.composer()
        let sent = try await composer.editPublished("short", to: "short, darn")
        await settle { composer.notice != nil }
        #expect(composer.notice?.text == "The text contains \"darn\", which this channel's blocklist does not allow.")
        #expect(composer.editedMessageId == sent.id, "reopened")
        composer.endEditing()
        #expect(composer.notice == nil)
    }
}
