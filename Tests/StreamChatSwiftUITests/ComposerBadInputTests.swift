import Foundation
import StreamChat
import Testing
@testable import StreamChatSwiftUI

/// Bad input never crashes the composer and changes nothing it should not.
@MainActor @Suite struct ComposerBadInputTests {
    @Test func caretOutsideTextIsClamped() async throws {
        let bed = try ComposerTestBed()
        let composer = try await bed.composer()
        composer.text = "@an"
        composer.selectedRangeLocation = 999
        #expect(composer.mentionSuggestions == ["ana", "anabel"])
        composer.selectedRangeLocation = -4
        #expect(composer.suggestions.isEmpty)
    }

    @Test func emptyAndSymbolOnlyTexts() async throws {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer()
        for text in ["", "@@@", "///", "/ /", "@@ ", "//gi"] {
            composer.text = text
            composer.selectedRangeLocation = text.utf16.count
            #expect(composer.suggestions.isEmpty, "\(text)")
            #expect(composer.composerCommand == nil, "\(text)")
        }
        // A symbol after a space is a trigger again.
        composer.text = "@ @"
        composer.selectedRangeLocation = 3
        #expect(!composer.mentionSuggestions.isEmpty)
        composer.text = ""
        #expect(!composer.canSend)
        composer.sendMessage()      // nothing to send: no crash, nothing posted
        #expect(composer.channelController.messages.isEmpty)
    }

    @Test func hugeTextStillFindsMentionAtCaret() async throws {
        let bed = try ComposerTestBed()
        let composer = try await bed.composer()
        composer.text = String(repeating: "lorem ipsum ", count: 9_000) + "@zo"
        composer.selectedRangeLocation = composer.text.utf16.count
        #expect(composer.mentionSuggestions == ["zoe"])
    }

    @Test func unknownKeysAndWrongTypesChangeNothing() async throws {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer()
        composer.type("hi @an")
        let before = (composer.text, composer.selectedRangeLocation, composer.composerCommand?.id)
        composer.handleCommand([:])
        composer.handleCommand(["unknown": 42])
        composer.handleCommand(["chatUser": "ana"])
        composer.handleCommand(["chatUser": 7, "instantCommand": [1, 2]])
        composer.handleCommand(["instantCommand": "mute"])
        #expect((composer.text, composer.selectedRangeLocation, composer.composerCommand?.id) == before)
        #expect(composer.mentionSuggestions == ["ana", "anabel"])
        // An instant command while a mention is being typed changes nothing either.
        let mute = try #require(composer.commandsHandler.instantCommands.first { $0.id == "/mute" })
        composer.handleCommand(["instantCommand": mute])
        #expect(composer.text == "hi @an")
    }

    @Test func controlCharactersInQueryAreHarmless() async throws {
        let bed = try ComposerTestBed()
        let composer = try await bed.composer()
        composer.type("@\u{1b}[2J\u{0}")
        #expect(composer.suggestions.isEmpty)
    }
}
