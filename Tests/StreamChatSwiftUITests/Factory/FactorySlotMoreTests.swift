import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing

/// The slots `FactorySlotTests` leaves out, each shown by a custom factory in a rendered screen:
/// system and bounced messages, a custom list of message actions, the composer's parts and the
/// composer itself, and the channel avatar in the default header.
extension FactorySlotTests {
    @Test("System-message slot")
    func systemMessageSlot() async throws {
        let bed = try makeBed(messages: [("bob", "hello")])
        let (screen, controller) = try await open(bed, factory: TaggingFactory())
        controller.addLocalSystemMessage(text: "Carol joined")
        await bed.drain()
        let text = screen.snapshot(width: 100, height: 30)
        #expect(text.contains(tag("System:Carol joined")), "\(text)")
    }

    @Test("Bounced-message actions slot")
    func bouncedActionsSlot() async throws {
        let bed = try makeBed(messages: [("bob", "hello")])
        try bed.server.setBlocklist(Blocklist(words: ["darn"], behavior: .bounce), forChannelType: .messaging)
        let (screen, controller) = try await open(bed, factory: TaggingFactory())
        #expect(!screen.snapshot(width: 100, height: 30).contains(tag("Bounced")))
        _ = try await controller.send("darn this bug")
        await bed.drain()
        let text = screen.snapshot(width: 100, height: 30)
        #expect(text.contains(tag("Bounced")), "\(text)")
        #expect(!text.contains(L10n.MessageList.Bounced.edit), "the SDK's actions are replaced:\n\(text)")
    }

    @Test("supportedMessageActions: the menu shows the factory's list, and its action runs")
    func supportedMessageActionsSlot() async throws {
        let bed = try makeBed(messages: [("bob", "Meet at 10")])
        let factory = TranslateActionFactory()
        let (screen, _) = try await open(bed, factory: factory)
        _ = screen.snapshot()                   // focus is on the input
        screen.interact { $0.press(.up) }       // the newest message
        _ = screen.snapshot()
        screen.interact { $0.press(.enter) }    // its menu
        let menu = screen.snapshot()
        #expect(menu.contains("Translate"), "\(menu)")
        #expect(!menu.contains(L10n.MessageActions.reply), "only the factory's actions:\n\(menu)")
        try screen.click("Translate")
        #expect(factory.translated == ["Meet at 10"])
    }

    @Test("Composer input, leading and trailing slots and the suggestions container, which still work")
    func composerPartSlots() async throws {
        let bed = try makeBed(messages: [("bob", "hello")])
        let (screen, controller) = try await open(bed, factory: ComposerPartsFactory())
        var text = screen.snapshot()
        for expected in ["Input", "Leading", "Send:off"] {
            #expect(text.contains(tag(expected)), "missing \(expected) in\n\(text)")
        }
        #expect(text.contains(L10n.Composer.Placeholder.message), "the wrapped SDK input:\n\(text)")
        #expect(!text.contains(tag("Suggestions")))
        screen.interact { $0.type("/") }
        text = screen.snapshot()
        #expect(text.contains(tag("Suggestions:instantCommands")), "\(text)")
        #expect(text.contains(L10n.Composer.Suggestions.commandsHeader), "the wrapped SDK list:\n\(text)")
        screen.interact { $0.press(.backspace) }
        screen.interact { $0.type("ready") }
        #expect(screen.snapshot().contains(tag("Send")))
        try screen.click(tag("Send"))
        await bed.drain()
        #expect(controller.messages.first?.text == "ready", "the custom send button sends")
        // The leading button's action shows the commands.
        #expect(!screen.snapshot().contains(tag("Suggestions")))
        try screen.click(tag("Leading"))
        text = screen.snapshot()
        #expect(text.contains(tag("Suggestions:instantCommands")), "the leading button shows the commands:\n\(text)")
    }

    @Test("Composer view type slot replaces the whole composer")
    func composerTypeSlot() async throws {
        let bed = try makeBed(messages: [("bob", "hello")])
        let (screen, _) = try await open(bed, factory: ComposerTypeFactory())
        let text = screen.snapshot()
        #expect(text.contains(tag("ComposerType:general")), "\(text)")
        #expect(!text.contains(L10n.Composer.Placeholder.message), "\(text)")
    }

    @Test("The channel avatar slot is the default header's avatar too")
    func channelAvatarInTheHeader() async throws {
        let bed = try makeBed(messages: [("bob", "hello")])
        let (screen, _) = try await open(bed, factory: AvatarOnlyFactory())
        let rows = screen.snapshot().components(separatedBy: "\n")
        let header = try #require(rows.firstIndex { $0.contains("General") }, "\(rows.joined(separator: "\n"))")
        #expect(rows[header...].prefix(2).contains { $0.contains("«ChannelAvatar»") }, "\(rows.joined(separator: "\n"))")
    }
}

/// Its message actions are one custom action, which records the text it ran on.
final class TranslateActionFactory: ViewFactory {
    var styles = RegularStyles()
    private(set) var translated: [String] = []

    func supportedMessageActions(options: SupportedMessageActionsOptions) -> [MessageAction] {
        let text = options.message.text
        return [MessageAction(id: "translate", title: "Translate", iconName: "globe") { [weak self] in self?.translated.append(text) }]
    }
}

/// The composer's parts, tagged and still working: the input wraps the SDK's, the buttons call
/// their actions, the container wraps the SDK's list.
final class ComposerPartsFactory: ViewFactory {
    var styles = RegularStyles()

    func makeComposerInputView(options: ComposerInputViewOptions) -> some View {
        HStack(spacing: 1) {
            Text(TaggingFactory.tag("Input"))
            ComposerInputView(options: options)
        }
    }

    func makeLeadingComposerView(options: LeadingComposerViewOptions) -> some View {
        Button(TaggingFactory.tag("Leading")) { options.showCommands() }
    }

    func makeTrailingComposerView(options: TrailingComposerViewOptions) -> some View {
        Button(TaggingFactory.tag(options.enabled ? "Send" : "Send:off")) { options.sendMessage() }
            .disabled(!options.enabled)
    }

    func makeSuggestionsContainerView(options: SuggestionsContainerViewOptions) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(TaggingFactory.tag("Suggestions:\(options.suggestions.keys.sorted().joined(separator: ","))"))
            SuggestionsContainerView(suggestions: options.suggestions, handleCommand: options.handleCommand)
        }
    }
}

/// The whole composer is a tag naming the channel.
final class ComposerTypeFactory: ViewFactory {
    var styles = RegularStyles()

    func makeMessageComposerViewType(options: MessageComposerViewTypeOptions) -> some View {
        Text(TaggingFactory.tag("ComposerType:\(options.channelController.cid?.id ?? "")"))
    }
}
