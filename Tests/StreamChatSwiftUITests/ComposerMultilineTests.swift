import CheckedIndex
import Foundation
import PatientWait
@testable import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import Testing
import TemporaryFiles
import ScreenLines

/// The composer's input is multi-line: it keeps line breaks (Alt-Enter, pastes), grows from one
/// to five lines and then scrolls; Return still sends; mentions work after a line break and
/// instant commands still only at the start.
@MainActor @Suite struct ComposerMultilineTests {
    private func host(_ composer: MessageComposerViewModel) -> ViewHost {
        composerHost(composer, width: 24, height: 8)
    }

    private func lines(_ count: Int) -> String {
        (1...count).map { "line \($0)" }.joined(separator: "\n")
    }

    @Test("The input grows with 1 and 3 lines and stops at 5 with 7, showing the caret's lines")
    func inputGrowsUpToFiveLines() async throws {
        let bed = try ComposerTestBed()
        let composer = try await bed.composer()
        let screen = host(composer)

        screen.handle(.paste(lines(1)))
        #expect(shown(screen) == ["ϟ line 1               ➤"])

        composer.text = ""
        screen.handle(.paste(lines(3)))
        #expect(shown(screen) == [
            "  line 1",
            "  line 2",
            "ϟ line 3               ➤",
        ])

        composer.text = ""
        screen.handle(.paste(lines(7)))
        #expect(composer.text == lines(7))
        #expect(shown(screen) == [
            "  line 3",
            "  line 4",
            "  line 5",
            "  line 6",
            "ϟ line 7               ➤",
        ])
        // The caret's row stays in view: at the top, the first five lines show.
        composer.selectedRangeLocation = 0
        #expect(shown(screen) == [
            "  line 1",
            "  line 2",
            "  line 3",
            "  line 4",
            "ϟ line 5               ➤",
        ])
    }

    /// The composer's rows as drawn (24 columns), without trailing spaces and blank rows around.
    private func shown(_ screen: ViewHost) -> [String] {
        var rows = screen.snapshot(width: 24, height: 8).trimmedScreenLines
        while rows.first?.isEmpty == true { rows.removeFirst() }
        while rows.last?.isEmpty == true { rows.removeLast() }
        return rows
    }

    @Test("Triggers after a line break: a mention works, an instant command does not")
    func triggersAfterALineBreak() async throws {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer()
        let screen = host(composer)
        screen.type("hi")
        screen.press(.enter, modifiers: .alt)
        screen.type("@an")
        #expect(composer.text == "hi\n@an")
        #expect(composer.mentionSuggestions == ["ana", "anabel"])
        // With suggestions shown, Up and Down move the highlight, not the caret between lines.
        screen.press(.up)
        #expect(composer.highlightedSuggestion == 1)
        #expect(composer.selectedRangeLocation == 6)
        screen.press(.down)
        screen.press(.enter)
        #expect(composer.text == "hi\n@Ana Lee ")

        screen.press(.enter, modifiers: .alt)
        screen.type("/gi")
        #expect(composer.text == "hi\n@Ana Lee \n/gi")
        #expect(composer.commandSuggestions.isEmpty)
        #expect(composer.composerCommand == nil)

        screen.press(.enter)
        await settle { composer.channelController.messages.first?.localState == nil && !composer.channelController.messages.isEmpty }
        let sent = try #require(composer.channelController.messages.first)
        #expect(sent.text == "hi\n@Ana Lee \n/gi")
        #expect(sent.mentionedUsers.map(\.id) == ["ana"])
    }

    @Test("A pasted multi-line text keeps its line breaks in the client, the SQLite file and the list")
    func pastedLinesSurviveEndToEnd() async throws {
        let directory = try TemporaryDirectory()
        let file = directory.chatFile
        let cid = ChannelId(type: .messaging, id: "general")
        let bed = try SDKTestBed(fileURL: file)
        try bed.server.seedChannel(cid, name: "General", createdBy: "alice", memberIds: ["bob", "carol", "dave"])
        let factory = ComposerKeepingFactory()
        let (screen, _) = try await bed.openChannel(cid, factory: factory)
        _ = screen.snapshot()

        // CR LF from the terminal's paste is one break; the escape character is kept (drawn inert).
        let pasted = "Shopping:\r\n- milk\n\n- bread \u{1B}[31m"
        let expected = "Shopping:\n- milk\n\n- bread \u{1B}[31m"
        screen.interact { host in
            #expect(host.handle(.paste(pasted)))
            host.press(.enter)
        }
        let composer = try #require(factory.composer)
        await settle { composer.channelController.messages.first?.localState == nil && !composer.channelController.messages.isEmpty }
        let sent = try #require(composer.channelController.messages.first)
        #expect(sent.text == expected)
        #expect(composer.text.isEmpty)

        // Another user's client reads it from the server as sent.
        let bob = try await bed.channelController(cid, as: "bob")
        #expect(bob.messages.first?.text == expected)
        // The server stored it so: read back from the SQLite file by a new server.
        let reopened = try ChatServer(fileURL: file)
        #expect(try reopened.store.message(id: sent.id)?.text == expected)

        // The list shows one line per line, the empty one included, the escape made visible.
        let rows = screen.lines(width: 60, height: 20)
        let first = try #require(rows.firstIndex { $0.contains("Shopping:") }, "\(rows.joined(separator: "\n"))")
        #expect(try #require(rows[checked: first + 1]).contains("- milk"))
        #expect(try !#require(rows[checked: first + 2]).contains("-"))
        #expect(try #require(rows[checked: first + 3]).contains("- bread ␛[31m"), "\(rows.joined(separator: "\n"))")
    }

    @Test("Line breaks count toward the 5,000-character limit as one character each")
    func lineBreaksCountOnce() async throws {
        let bed = try ComposerTestBed()
        let composer = try await bed.composer()
        // 100 lines of 49 characters, the last one of 50 (a trailing line break is not sent).
        let text = Array(repeating: String(repeating: "x", count: 49), count: 100).joined(separator: "\n") + "x"
        #expect(text.count == 5_000)
        composer.text = text
        composer.sendMessage()
        #expect(composer.text.isEmpty, "taken")
        await settle { composer.channelController.messages.first?.localState == nil && !composer.channelController.messages.isEmpty }
        #expect(composer.channelController.messages.first?.text == text)
        composer.text = text + "y"
        composer.sendMessage()
        #expect(composer.text == text + "y", "refused: kept")
        #expect(composer.notice != nil)
    }
}
