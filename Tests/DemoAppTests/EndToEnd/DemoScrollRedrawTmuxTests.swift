import Foundation
import Testing
import TmuxTestSupport

/// The terminal writer scrolls moved lines (scroll region + line feeds or reverse indexes) in a
/// real terminal: after appends, pages and wheel steps in the team channel, tmux shows exactly
/// what a full redraw (forced by resizing the window and back) shows, colours included, and an
/// append writes a few hundred bytes (tmux's `pipe-pane` counts what the app writes).
///
/// In `DemoTmuxTests`' serialized suite: run beside it, a tmux server that one test started
/// was seen holding a pipe of the test process (inherited at its start), and the other test
/// waited for that pipe's end.
extension DemoTmuxTests {
    @Test func scrolledScreensEqualAFullRedraw() async throws {
        try #require((try? runTool(["tmux", "-V"]))?.status == 0, "tmux is needed for this test (.ci/run installs it)")
        try await withDemoHome { home in
            let session = try home.session(command: TmuxSession.demoCommand(home: home.directory, arguments: "--open team"), width: 110, height: 32)
            var screen = await session.waitForScreen { $0.contains("Send a message") }
            #expect(screen.contains("Send a message"), "the team channel expected:\n\(screen)")
            let output = home.directory.url.appendingPathComponent("pane-output").path
            try session.tmux(["pipe-pane", "-o", "-t", session.name, "cat >> '\(output)'"])

            func styledScreen() -> String {
                (try? session.tmux(["capture-pane", "-e", "-p", "-t", session.name])) ?? ""
            }
            func writtenBytes() -> Int { ((try? FileManager.default.attributesOfItem(atPath: output))?[.size] as? Int) ?? 0 }
            /// Waits until the demo is done drawing: neither what it wrote (the `pipe-pane` count)
            /// nor the screen changed for a second (4 polls 250 ms apart). A shorter stillness
            /// (150 ms) let a loaded machine's late follow-up frame (an older page arriving, tmux
            /// reading the rest of a frame) land after the capture. Bounded only against a hang,
            /// which fails the test.
            func settled() async -> String {
                var last: (screen: String, bytes: Int)?
                var stillPolls = 0
                await poll(seconds: 120, every: .milliseconds(250)) {
                    let now = (screen: styledScreen(), bytes: writtenBytes())
                    if let last, last == now { stillPolls += 1 } else { stillPolls = 0 }
                    last = now
                    return stillPolls >= 4
                }
                #expect(stillPolls >= 4, "the demo kept drawing for 2 minutes:\n\(last?.screen ?? "")")
                return last?.screen ?? ""
            }
            /// Runs `action` and waits until the demo wrote something after it (on a loaded machine
            /// the screen can stay still for a while before the app gets to draw), bounded only
            /// against a hang.
            func waitingForOutput(_ action: () throws -> Void) async rethrows {
                let before = writtenBytes()
                try action()
                await poll(seconds: 120, every: .milliseconds(20)) { writtenBytes() != before }
            }
            func resize(_ width: Int, _ height: Int) async throws {
                try await waitingForOutput {
                    try session.tmux(["resize-window", "-t", session.name, "-x", "\(width)", "-y", "\(height)"])
                }
            }
            func expectSameAsFullRedraw(_ step: String) async throws {
                let incremental = await settled()
                try await resize(100, 30)
                _ = await settled()
                try await resize(110, 32)
                let redrawn = await settled()
                #expect(incremental == redrawn, "\(step): the screen differs from a full redraw\n\(incremental)\n---\n\(redrawn)")
            }

            for number in 1...3 {
                try session.type("Scroll test \(number): a line with 👍🏽, ☀️ and 田中 in it")
                _ = await settled()
                let before = writtenBytes()
                try session.press("Enter")
                screen = await session.waitForScreen { $0.contains("Scroll test \(number):") && $0.contains("Send a message") }
                _ = await settled()
                let appendBytes = writtenBytes() - before
                // 320-440 bytes; rewriting the moved lines instead wrote 1,630-1,840.
                #expect(appendBytes > 0 && appendBytes < 700, "append \(number) wrote \(appendBytes) bytes")
                try await expectSameAsFullRedraw("append \(number)")
            }
            let wheelUp = "\u{1B}[<64;20;10M", wheelDown = "\u{1B}[<65;20;10M"
            for (step, keys) in [("page up", ["PPage"]), ("wheel up", [wheelUp]), ("wheel down", [wheelDown]), ("page down", ["NPage"])] {
                try await waitingForOutput {
                    if keys[0].hasPrefix("\u{1B}") { try session.type(keys[0]) } else { try session.press(keys[0]) }
                }
                try await expectSameAsFullRedraw(step)
            }
            #expect(try String(contentsOfFile: output, encoding: .utf8).contains("\u{1B}[r"), "no scroll region was used")
            // Quit (the tmux server ends with its last session).
            try session.tmux(["pipe-pane", "-t", session.name])
            try session.press("C-q")
            #expect(await session.waitForExit(), "the demo did not quit on Ctrl-Q")
        }
    }
}
