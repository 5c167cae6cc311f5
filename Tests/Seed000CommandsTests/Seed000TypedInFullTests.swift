import Foundation
import PatientWait
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing
import TerminalUI

/// The seed's commands typed in full (`/unmute @ana`, `/pay @ana 10`), without picking the
/// command from the list, in the suite whose tests register a `StreamChat` in a scope of their
/// own (the sample mute reads the injected client).
extension Seed000Tests {
    private func typed(_ typed: String, config: CommandsConfig) async throws -> (Seed000Bed, MessageComposerViewModel, ViewHost) {
        let bed = try Seed000Bed()
        setUpStreamChatWaitingForCommands(chatClient: try await bed.client())     // the sample mute reads @Injected(\.chatClient)
        let composer = MessageComposerViewModel(channelController: try await bed.channelController(), commandsConfig: config)
        let screen = ViewHost(rootView: MessageComposerView(viewFactory: DefaultViewFactory.shared, viewModel: composer))
        _ = screen.snapshot(width: 70, height: 12)
        screen.type(typed)
        return (bed, composer, screen)
    }

    /// `/mute @ana` (the seed's sample) and `/unmute @ana` (the SDK's): Return picks the member
    /// the list shows, the next Return runs the command on her (not muted before: "wasn't muted").
    @Test(arguments: [("/mute", "Ana Lee was muted"), ("/unmute", "Ana Lee wasn't muted")])
    func commandTypedInFullRunsOnTheNamedMember(command: String, outcome: String) async throws {
        let (bed, composer, screen) = try await typed("\(command) @ana", config: CustomCommandsConfig())
        defer { withExtendedLifetime(bed) {} }
        #expect(composer.activeInstantCommand?.id == command)
        await settle { composer.mentionSuggestions == ["ana"] }
        screen.press(.enter)     // picks Ana
        screen.press(.enter)     // runs the command
        await settle { !composer.isExecutingCommand && composer.channelController.messages.first?.type == .system }
        #expect(composer.channelController.messages.first?.text == outcome)
        #expect(composer.notice == nil && composer.text.isEmpty)
    }

    /// The seed's sample mute reads no text after the user: `/mute @ana now` muted Ana and
    /// dropped "now". It does not run; the notice names the text, which stays.
    @Test func sampleMuteWithTextAfterTheUserIsRefused() async throws {
        let (bed, composer, screen) = try await typed("/mute @ana now", config: CustomCommandsConfig())
        defer { withExtendedLifetime(bed) {} }
        await settle { composer.suggestionRowCount == 0 }
        screen.press(.enter)
        await settle { composer.notice != nil }
        #expect(composer.notice?.text == "/mute takes only a user. Remove “now”.")
        #expect(composer.text == "@Ana Lee now")
        #expect(!composer.channelController.messages.contains { $0.type == .system }, "nobody muted")
    }

    /// `/pay @ana 10` typed in full and Return, no row to pick: Ana is paid and, as the seed's
    /// `/pay` posts its message too, "/pay @Ana Lee 10" is posted.
    @Test func payTypedInFullPaysTheNamedMember() async throws {
        PaymentLedger.shared.reset()
        let (bed, composer, screen) = try await typed("/pay @ana 10", config: PayCommandsConfig())
        defer { withExtendedLifetime(bed) {} }
        #expect(composer.activeInstantCommand?.id == "/pay")
        await settle { composer.suggestionRowCount == 0 }
        screen.press(.enter)
        await settle { composer.channelController.messages.first?.text == "/pay @Ana Lee 10" }
        #expect(PaymentLedger.shared.payments.map(\.userId) == ["ana"])
        #expect(PaymentLedger.shared.payments.map(\.note) == ["@Ana Lee 10"])
        #expect(composer.channelController.messages.first?.text == "/pay @Ana Lee 10")
        #expect(composer.notice == nil)
    }

    /// `/pay` and a line break before `@ana 10` (Alt-Enter): no chip came on while typing, but
    /// the text starts with the command as its trigger is spelled, so Return runs it: Ana is
    /// paid and "/pay @Ana Lee 10" posted (it was held back as a command that did not run).
    @Test func payBeforeALineBreakRunsOnReturn() async throws {
        PaymentLedger.shared.reset()
        let (bed, composer, _) = try await typed("", config: PayCommandsConfig())
        defer { withExtendedLifetime(bed) {} }
        composer.text = "/pay\n@ana 10"
        composer.selectedRangeLocation = composer.text.utf16.count
        #expect(composer.activeInstantCommand == nil)
        composer.sendMessage()
        await settle { composer.channelController.messages.first?.text == "/pay @Ana Lee 10" }
        #expect(PaymentLedger.shared.payments.map(\.userId) == ["ana"])
        #expect(composer.notice == nil && composer.text.isEmpty)
    }

    /// `/PAY @ana 10`: /pay runs only typed exactly, so this stayed text, and as the name matched
    /// a command (ignoring case) it was posted at once: no payment and no word. It is held back
    /// with a notice that says how to run it; sending again posts it as text.
    @Test func clientOnlyCommandInOtherCaseIsHeldBack() async throws {
        PaymentLedger.shared.reset()
        let (bed, composer, screen) = try await typed("/PAY @ana 10", config: PayCommandsConfig())
        defer { withExtendedLifetime(bed) {} }
        #expect(composer.activeInstantCommand == nil)
        screen.press(.enter)
        #expect(composer.notice?.text == "“/PAY” did not run: type /pay and a space to use it. Send again to post it as text.")
        #expect(composer.text == "/PAY @ana 10", "nothing lost")
        #expect(!composer.channelController.messages.contains { $0.text == "/PAY @ana 10" }, "nothing posted")
        screen.press(.enter)
        await settle { composer.channelController.messages.first?.text == "/PAY @ana 10" }
        #expect(PaymentLedger.shared.payments.isEmpty)
    }
}

extension MessageComposerViewModel {
    fileprivate var mentionSuggestions: [String] {
        (suggestions["mentions"] as? [ChatUser])?.map(\.id) ?? []
    }
}
