import Foundation
import Testing
import TmuxTestSupport

/// The demo as a new user drives it, in tmux: open a channel, mention someone picked from the
/// suggestions, send; `/giphy cats` and press Send; `/mute` a user; `/pay` someone; a bounced
/// message with its actions; quit; start again and find everything still there (the bounced
/// message too, from the client's local storage).
@Suite(.serialized) struct DemoTmuxTests {
    @Test func chatGiphyMutePayQuitAndRestart() async throws {
        try #require((try? runTool(["tmux", "-V"]))?.status == 0, "tmux is needed for this test (.ci/run installs it)")
        try await withDemoHome { home in
            let command = try TmuxSession.demoCommand(home: home.directory)

            let first = try home.session(command: command)
            var screen = await first.waitForScreen { $0.contains("Town Hall") }
            #expect(screen.contains("Stream Chat Demo"), "channel list expected:\n\(screen)")

            // Open the team channel (the first row) from the list.
            try first.press("Down")
            try first.press("Enter")
            screen = await first.waitForScreen { $0.contains("Send a message") }
            #expect(screen.contains("▶") && screen.contains("✆"), "WhatsApp-style header expected:\n\(screen)")

            // A mention picked from the suggestions, then text, then send.
            try first.type("@Ana G")
            screen = await first.waitForScreen { $0.contains("@ Ana García") }
            #expect(screen.contains("@ Ana García"), "mention suggestion expected:\n\(screen)")
            try first.press("Enter")
            screen = await first.waitForScreen { $0.contains("@Ana García ") }
            try first.type("hello from the tmux test")
            try first.press("Enter")
            screen = await first.waitForScreen { $0.contains("@Ana García hello from the tmux test") && $0.contains("Send a message") }
            #expect(screen.contains("@Ana García hello from the tmux test"), "sent message expected:\n\(screen)")

            // /giphy cats, then the preview's Send button (focus moves back from the composer to it).
            try first.type("/giphy cats")
            try first.press("Enter")
            screen = await first.waitForScreen { $0.contains("Shuffle") && $0.contains("Only visible to you") }
            #expect(screen.contains("Send Shuffle Cancel"), "giphy preview expected:\n\(screen)")
            func styledScreen() -> String {
                (try? first.tmux(["capture-pane", "-e", "-p", "-t", first.name])) ?? ""
            }
            var sendFocused = false
            for _ in 0..<40 where !sendFocused {
                // Each press is read after the app drew the focus it moved (not after a fixed
                // pause: on a loaded machine a second press could come before the first was drawn).
                let before = styledScreen()
                try first.press("BTab")
                var styled = before
                await poll(seconds: 10, every: .milliseconds(20)) {
                    styled = styledScreen()
                    return styled != before
                }
                sendFocused = styled.contains("\u{1B}[7mSend\u{1B}[0m") && !styled.contains("\u{1B}[7mShuffle")
            }
            #expect(sendFocused, "could not focus the giphy Send button")
            try first.press("Enter")
            screen = await first.waitForScreen { !$0.contains("Only visible to you") }
            #expect(!screen.contains("Shuffle"), "the preview should be replaced by the sent giphy:\n\(screen)")
            #expect(screen.contains("GIPHY"), "sent giphy expected:\n\(screen)")

            /// Types `command` and picks it once `listed` shows, then types `typed` and picks the
            /// suggestion of `user`.
            func pick(_ command: String, listed: String, then typed: String, user: String) async throws {
                try first.type(command)
                await first.waitForScreen { $0.contains(listed) }
                try first.press("Enter")
                try first.type(typed)
                await first.waitForScreen { $0.contains("@ \(user)") }
                try first.press("Enter")
            }

            // /mute: pick the command, pick the user, run it.
            try await pick("/mute", listed: "/mute [@username]", then: "Mike", user: "Mike Morris")
            screen = await first.waitForScreen { $0.contains("@Mike Morris") }
            try first.press("Enter")
            screen = await first.waitForScreen { $0.contains("Mike Morris was muted") }
            #expect(screen.contains("Mike Morris was muted"), "mute confirmation expected:\n\(screen)")

            // /pay (the custom command): pick it, pick Ana, type the amount, send.
            try await pick("/pa", listed: "Send a payment to a user", then: "Ana", user: "Ana García")
            try first.type("10")
            try first.press("Enter")
            screen = await first.waitForScreen { $0.contains("💸 sent 10 to @Ana García") }
            #expect(screen.contains("💸 sent 10 to @Ana García"), "payment message expected:\n\(screen)")

            // A message with a word of the demo's blocklist is bounced: it stays, only for its
            // author, with the moderation notice and its actions.
            try first.type("buy cheap spam")
            try first.press("Enter")
            screen = await first.waitForScreen { $0.contains("Message was blocked by moderation policies") }
            #expect(screen.contains("buy cheap spam"), "the bounced text stays:\n\(screen)")
            #expect(screen.contains("Send Anyway") && screen.contains("Edit") && screen.contains("Delete"), "bounced actions expected:\n\(screen)")

            try first.press("C-q")
            #expect(await first.waitForExit(), "Ctrl-Q should quit")

            // Start again: the conversation is still there.
            let second = try home.session(command: command + " --open team")
            screen = await second.waitForScreen { $0.contains("💸 sent 10 to @Ana García") }
            #expect(screen.contains("@Ana García hello from the tmux test"), "message lost after restart:\n\(screen)")
            #expect(screen.contains("💸 sent 10 to @Ana García"), "payment lost after restart:\n\(screen)")
            #expect(screen.contains("GIPHY · "), "giphy lost after restart:\n\(screen)")
            // The bounced message was never published: the client kept it in its local storage.
            screen = await second.waitForScreen { $0.contains("buy cheap spam") }
            #expect(screen.contains("buy cheap spam") && screen.contains("Message was blocked by moderation policies"),
                    "bounced message lost after restart:\n\(screen)")

            // Help overlay with F1; any key closes it; Ctrl-C quits.
            try second.press("F1")
            screen = await second.waitForScreen { $0.contains("Press any key to close") }
            #expect(screen.contains("Press any key to close"))
            try second.press("x")
            screen = await second.waitForScreen { !$0.contains("Press any key to close") }
            #expect(!screen.contains("Press any key to close"))

            // Escape leaves the channel opened with --open for the channel list.
            #expect(!screen.contains("Stream Chat Demo"), "the channel, not the list, is shown:\n\(screen)")
            try second.press("Escape")
            screen = await second.waitForScreen { $0.contains("Stream Chat Demo") }
            #expect(screen.contains("Stream Chat Demo"), "Escape goes back to the channel list:\n\(screen)")
            try second.press("C-c")
            #expect(await second.waitForExit(), "Ctrl-C on an empty composer should quit")
        }
    }
}
