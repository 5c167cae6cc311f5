#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import TerminalUI

/// F2 switches mouse capture in the runtime, which tells the host, so an app can show whether
/// the mouse is captured (the demo had no way to know).
@MainActor @Suite struct MouseCaptureReportTests {
    /// A host that records what the runtime tells it.
    final class RecordingHost: RenderHost {
        var captureReports: [Bool] = []
        var delivered: [InputEvent] = []
        var onInvalidate: (@MainActor () -> Void)?
        var cursorPosition: CellPoint? { nil }
        func render(size: CellSize) -> CellGrid { CellGrid(size: size) }
        func handle(_ event: InputEvent) -> Bool { delivered.append(event); return true }
        func mouseCaptureChanged(isCaptured: Bool) { captureReports.append(isCaptured) }
    }

    @Test func f2TellsTheHostWhetherTheMouseIsCaptured() throws {
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        let host = RecordingHost()
        let device = TerminalDevice(inputFD: fds[0], outputFD: fds[1], originalSettings: termios())
        let session = TerminalSession(host: host, device: device, capture: nil, colorMode: .palette256)
        let f2 = InputEvent.key(TerminalKeyEvent(.function(2)))
        session.handle(f2)
        #expect(host.captureReports == [false])
        session.handle(f2)
        #expect(host.captureReports == [false, true])
        #expect(host.delivered.isEmpty, "F2 stays the runtime's key")
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = read(fds[0], &buffer, buffer.count)
        let written = String(decoding: buffer.prefix(max(0, count)), as: UTF8.self)
        #expect(written == TerminalModes.mouseOff + TerminalModes.mouseOn)
    }
}
