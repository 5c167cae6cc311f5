import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import Testing
import ScreenLines

/// `Utils.composerConfig` reaches the composer: the input's height limits and padding, and
/// `adjustMessageOnSend`.
@MainActor @Suite struct ComposerConfigTests {
    let cid = ChannelId(type: .messaging, id: "general")

    /// The channel with a few messages, open with `config` in its `Utils`.
    private func open(_ config: ComposerConfig) async throws -> (SDKTestBed, ScreenHost, ChatChannelController) {
        let bed = try SDKTestBed.withChannel(cid, messages: (0..<3).map { ("bob", "Message \($0)") })
        let client = try await bed.client("alice")
        let controller = client.channelController(for: cid)
        let screen = ScreenHost(client: client, utils: Utils(composerConfig: config)) {
            ChatChannelView(viewFactory: DefaultViewFactory.shared, channelController: controller)
        }
        _ = screen.snapshot()
        await bed.drain()
        _ = screen.snapshot()     // focus is on the input
        return (bed, screen, controller)
    }

    /// The rows below the composer's rule (the last full rule), trailing spaces removed.
    private func composerRows(_ screen: ScreenHost) -> [String] {
        let rows = screen.snapshot().trimmedScreenLines
        guard let rule = rows.lastIndex(where: { $0.hasPrefix("────") }) else { return [] }
        return Array(rows[(rule + 1)...])
    }

    @Test("The maximum height limits the lines the input grows to")
    func maximumHeight() async throws {
        let (_, screen, _) = try await open(ComposerConfig(inputViewMaxHeight: 32))
        screen.interact { $0.handle(.paste((1...4).map { "line \($0)" }.joined(separator: "\n"))) }
        let rows = composerRows(screen)
        #expect(rows.filter { $0.contains("line ") }.count == 2, "\(rows.joined(separator: "\n"))")
        #expect(rows.contains { $0.contains("line 4") }, "the caret's line shows")
        // The default grows to five.
        let (_, standard, _) = try await open(ComposerConfig())
        standard.interact { $0.handle(.paste((1...7).map { "line \($0)" }.joined(separator: "\n"))) }
        #expect(composerRows(standard).filter { $0.contains("line ") }.count == 5)
    }

    @Test("The minimum height keeps an empty input that tall")
    func minimumHeight() async throws {
        let (_, standard, _) = try await open(ComposerConfig())
        let (_, tall, _) = try await open(ComposerConfig(inputViewMinHeight: 48))
        #expect(composerRows(tall).count == composerRows(standard).count + 2,
                "\(composerRows(standard).joined(separator: "\n"))\n--\n\(composerRows(tall).joined(separator: "\n"))")
    }

    @Test("The input's padding moves its text")
    func padding() async throws {
        let placeholder = L10n.Composer.Placeholder.message
        func column(_ rows: [String]) throws -> Int {
            let row = try #require(rows.first { $0.contains(placeholder) }, "\(rows.joined(separator: "\n"))")
            return try #require(row.range(of: placeholder).map { row[..<$0.lowerBound].count })
        }
        let (_, standard, _) = try await open(ComposerConfig())
        let (_, padded, _) = try await open(ComposerConfig(inputPaddingsConfig: PaddingsConfig(top: 16, bottom: 0, leading: 16, trailing: 0)))
        let paddedRows = composerRows(padded)
        #expect(try column(paddedRows) == column(composerRows(standard)) + 2, "\(paddedRows.joined(separator: "\n"))")
        #expect(paddedRows.first?.trimmingCharacters(in: .whitespaces).isEmpty == true, "a blank row above the text")
    }

    @Test("adjustMessageOnSend changes what is sent, after the white space around it is removed")
    func adjustMessageOnSend() async throws {
        // Brackets show the order: adjusted after trimming "[hello]", before "[  hello  ]"
        // (uppercasing was the same either way).
        let (bed, screen, controller) = try await open(ComposerConfig(adjustMessageOnSend: { "[\($0)]" }))
        screen.interact { $0.type("  hello  ") }
        screen.interact { $0.press(.enter) }
        await bed.drain()
        let sent = try #require(controller.messages.first)
        #expect(sent.text == "[hello]")
    }

    /// The input's lines follow heights set after the configuration was made.
    @Test func inputLinesFollowHeightsSetLater() {
        var config = ComposerConfig()
        #expect(config.inputLines == 1...5)
        config.inputViewMaxHeight = 32
        #expect(config.inputLines == 1...2)
        config.inputViewMinHeight = 48
        #expect(config.inputLines == 3...3, "the maximum is at least the minimum")
        #expect(config.inputMinimumHeight == 48)
    }

    /// A composer, such as the one a channel view makes, waits for a command as long as
    /// `commandTimeout` says: 15 s unless set.
    @Test func commandTimeoutReachesTheComposer() async throws {
        let bed = try SDKTestBed.withChannel(cid)
        let controller = try await bed.client("alice").channelController(for: cid)
        let utils = Utils(composerConfig: ComposerConfig(commandTimeout: .seconds(42)))
        let composer = InjectedValues.withValue(\.utils, utils) { MessageComposerViewModel(channelController: controller) }
        #expect(composer.commandTimeout == .seconds(42))
        let byDefault = InjectedValues.withValue(\.utils, Utils()) { MessageComposerViewModel(channelController: controller) }
        #expect(byDefault.commandTimeout == .seconds(15))
    }
}
