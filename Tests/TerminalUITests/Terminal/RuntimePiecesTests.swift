import Testing
@testable import TerminalUI

/// Runtime parts that need no terminal: key routing, the restore sequence, the too-small screen,
/// the log location.
@Suite struct RuntimePiecesTests {
    @Test func runtimeKeysAreRecognised() {
        #expect(RuntimeKeyBindings.action(for: key(.character("q"), .control)) == .quit)
        #expect(RuntimeKeyBindings.action(for: key(.character("c"), .control)) == .deliverThenQuitIfIgnored)
        #expect(RuntimeKeyBindings.action(for: key(.character("z"), .control)) == .suspend)
        #expect(RuntimeKeyBindings.action(for: key(.function(2))) == .toggleMouseCapture)
        #expect(RuntimeKeyBindings.action(for: key(.character("q"))) == .deliver)
        #expect(RuntimeKeyBindings.action(for: key(.character("c"), [.control, .alt])) == .deliver)
        #expect(RuntimeKeyBindings.action(for: .paste("\u{3}")) == .deliver)
    }

    /// Every private mode the runtime switches on is switched off by the restore sequence, which
    /// also ends the alternate screen last, shows the cursor and resets attributes.
    @Test func restoreSequenceUndoesEveryModeEnterSetsEvenMidFrame() {
        func privateModes(_ bytes: [UInt8], final: Character) -> Set<Int> {
            let text = String(decoding: bytes, as: UTF8.self)
            var modes = Set<Int>()
            for part in text.split(separator: "\u{1B}") where part.hasPrefix("[?") && part.last == final {
                modes.insert(Int(part.dropFirst(2).dropLast())!)
            }
            return modes
        }
        let entered = privateModes(TerminalModes.enter(mouseCapture: true), final: "h")
        let enteredWithoutMouse = privateModes(TerminalModes.enter(mouseCapture: false), final: "h")
        let disabledByEnter = privateModes(TerminalModes.enter(mouseCapture: true), final: "l")
        let left = privateModes(TerminalModes.leave, final: "l")
        let restoredByLeave = privateModes(TerminalModes.leave, final: "h")
        #expect(entered.isSuperset(of: [1049, 2004, 1000, 1002, 1006, 1004]))
        #expect(!enteredWithoutMouse.contains(1000))
        #expect(entered.subtracting(left).isEmpty)
        #expect(disabledByEnter.subtracting(restoredByLeave).isEmpty) // cursor (25), autowrap (7)
        #expect(left.contains(2026)) // a frame interrupted by a signal is ended
        let leave = String(decoding: TerminalModes.leave, as: UTF8.self)
        #expect(leave.hasSuffix("\u{1B}[?1049l"))
        #expect(leave.contains("\u{1B}[0m"))
    }

    @Test func tooSmallWindowShowsTheEnlargeMessage() {
        #expect(UndersizedScreen.isTooSmall(CellSize(width: 19, height: 30)))
        #expect(UndersizedScreen.isTooSmall(CellSize(width: 200, height: 5)))
        #expect(!UndersizedScreen.isTooSmall(CellSize(width: 20, height: 6)))
        let grid = UndersizedScreen.grid(size: CellSize(width: 19, height: 5))
        #expect(grid.plainText.contains("Enlarge the window"))
        for size in [CellSize(width: 1, height: 1), CellSize(width: 0, height: 0), CellSize(width: 7, height: 2)] {
            let small = UndersizedScreen.grid(size: size)
            #expect(small.size == size)
        }
        #expect(UndersizedScreen.grid(size: CellSize(width: 8, height: 5)).plainText.contains("Enlarge"))
    }

    @Test func logFollowsTheXDGStateDirectory() {
        #expect(OutputCapture.logPath(appName: "Chat", environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/Chat/output.log")
        #expect(OutputCapture.logPath(appName: "Chat", environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"]) == "/h/.local/state/Chat/output.log")
        #expect(OutputCapture.logPath(appName: "Chat", environment: [:]).hasSuffix("Chat-output.log"))
    }
}
