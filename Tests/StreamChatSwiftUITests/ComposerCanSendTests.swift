import Foundation
import PatientWait
@testable import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Synchronization
import Testing
import TerminalUI

/// The composer of a user who may not send (banned from the channel) is disabled with a
/// "can't send" placeholder, refuses typing and sending while keeping the draft, and becomes
/// usable again when the ban ends on the server's clock, live, without a reload.
@MainActor @Suite struct ComposerCanSendTests {
    private final class Clock: Sendable {
        private let value = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
        var now: Date { value.withLock { $0 } }
        func advance(minutes: Int) { value.withLock { $0 += TimeInterval(minutes * 60) } }
    }

    private let disabledPlaceholder = "You can't send messages in this channel"

    private func ban(_ userId: UserId, minutes: Int, bed: ComposerTestBed) async throws {
        let users = try await bed.client("mod").userController(userId: userId)
        let error: Error? = await withCheckedContinuation { continuation in
            users.ban(in: bed.cid, for: minutes) { continuation.resume(returning: $0) }
        }
        if let error { throw error }
    }

    @Test func aBannedUsersComposerIsDisabledAndComesBackWhenTheBanExpires() async throws {
        let bed = try ComposerTestBed()
        let clock = Clock()
        bed.server.setClock { clock.now }
        let composer = try await bed.composer()
        let screen = ViewHost(rootView: MessageComposerView(viewFactory: DefaultViewFactory.shared, viewModel: composer))
        var text = screen.snapshot(width: 60, height: 8)
        #expect(text.contains("Send a message"), "\(text)")
        #expect(composer.isSendMessageEnabled)

        // Banned while the channel is open: disabled at once, typing refused.
        try await ban("me", minutes: 5, bed: bed)
        await settle { !composer.isSendMessageEnabled }
        #expect(composer.channelController.channel?.canSendMessage == false)
        text = screen.snapshot(width: 60, height: 8)
        #expect(text.contains(disabledPlaceholder), "\(text)")
        screen.type("hi")
        #expect(composer.text.isEmpty)

        // The ban expires on the server's clock: usable again, live.
        clock.advance(minutes: 6)
        bed.server.liftExpiredBans()
        await settle { composer.isSendMessageEnabled }
        text = screen.snapshot(width: 60, height: 8)
        #expect(!text.contains(disabledPlaceholder), "\(text)")
        #expect(text.contains("Send a message"), "\(text)")
        screen.type("draft")
        #expect(composer.text == "draft")

        // Banned again with a draft: sending and typing are refused, the draft stays.
        try await ban("me", minutes: 5, bed: bed)
        await settle { !composer.isSendMessageEnabled }
        text = screen.snapshot(width: 60, height: 8)
        // The draft hides the placeholder: a notice above the input says why it is disabled.
        #expect(text.contains("draft"), "\(text)")
        #expect(text.contains("ⓘ \(disabledPlaceholder)"), "\(text)")
        #expect(!composer.canSend)
        screen.press(.enter)
        screen.type("!")
        composer.sendMessage(quotedMessage: nil, editedMessage: nil)
        #expect(composer.text == "draft")
        #expect(!composer.channelController.messages.contains { $0.text.hasPrefix("draft") })

        // Once that ban ends the draft is sent as typed.
        clock.advance(minutes: 6)
        bed.server.liftExpiredBans()
        await settle { composer.isSendMessageEnabled }
        text = screen.snapshot(width: 60, height: 8)
        #expect(!text.contains(disabledPlaceholder), "\(text)")
        screen.press(.enter)
        await settle { composer.channelController.messages.first?.text == "draft" }
        #expect(composer.channelController.messages.first?.text == "draft")
        #expect(composer.text.isEmpty)
    }
}
