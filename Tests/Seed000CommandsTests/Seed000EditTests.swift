import Foundation
import PatientWait
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing
import TerminalUI

/// Editing a message a command posted, in the suite whose tests register a `StreamChat` in a
/// scope of their own.
extension Seed000Tests {
    /// `/pay` posts "/pay @Ana Lee 10". Editing it turned the /pay chip on (the text starts
    /// with the command and a space), and Return paid Ana again and posted a second message.
    /// The edit is text: Return changes that message, pays nobody, posts nothing.
    @Test func editingAPaymentsMessageEditsItWithoutPaying() async throws {
        PaymentLedger.shared.reset()
        let bed = try Seed000Bed()
        defer { withExtendedLifetime(bed) {} }
        _ = setUpStreamChat(chatClient: try await bed.client())
        let composer = MessageComposerViewModel(channelController: try await bed.channelController(), commandsConfig: PayCommandsConfig())
        let screen = ViewHost(rootView: MessageComposerView(viewFactory: DefaultViewFactory.shared, viewModel: composer))
        _ = screen.snapshot(width: 70, height: 12)
        screen.type("/pay @ana 10")
        await settle { composer.suggestionRowCount == 0 }
        screen.press(.enter)
        let messages = { composer.channelController.messages }
        await settle { messages().first?.text == "/pay @Ana Lee 10" }
        let posted = try #require(messages().first)
        let count = messages().count
        #expect(PaymentLedger.shared.payments.count == 1)

        composer.startEditing(posted)     // as the channel screen's Edit does
        #expect(composer.activeInstantCommand == nil, "no /pay chip")
        #expect(composer.text == "/pay @Ana Lee 10")
        screen.type(" thanks")
        composer.sendMessage(editedMessage: posted)     // Return while editing
        await settle { messages().first?.text.hasSuffix("thanks") == true }
        #expect(PaymentLedger.shared.payments.count == 1, "Ana is not paid again")
        #expect(messages().count == count, "no new message")
        #expect(messages().first?.id == posted.id)
        #expect(messages().first?.text == "/pay @Ana Lee 10 thanks")
    }
}
