#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// Reads the terminal's input when it is readable (a dispatch source: no polling), decodes it and
/// delivers events on the main actor. Arms the escape timeout when a lone ESC (or a cut sequence)
/// is pending, and a longer one when a bracketed paste stalls without its end marker.
@MainActor final class InputReader {
    /// How long a lone ESC waits for the rest of a sequence before it counts as the Escape key.
    static let escapeTimeoutNanoseconds = 30_000_000
    /// How long an unfinished bracketed paste may stall before it is delivered as it stands.
    static let pasteStallTimeoutNanoseconds = 2_000_000_000

    private let fd: Int32
    private let deliver: @MainActor (InputEvent) -> Void
    private let endOfInput: @MainActor () -> Void
    private var parser: InputParser
    private var source: DispatchSourceRead?
    private var timeout: DispatchWorkItem?
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

    /// `eraseByte`: what the terminal's Backspace key sends (see `InputParser.init(eraseByte:)`).
    init(fd: Int32, eraseByte: UInt8, deliver: @escaping @MainActor (InputEvent) -> Void, endOfInput: @escaping @MainActor () -> Void) {
        self.fd = fd
        parser = InputParser(eraseByte: eraseByte)
        self.deliver = deliver
        self.endOfInput = endOfInput
    }

    func start() {
        let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
        source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.readAvailable() } }
        source.resume()
        self.source = source
    }

    private func readAvailable() {
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count > 0 {
            process(parser.feed(buffer[0..<count]))
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
            source?.cancel()
            source = nil
            endOfInput()
        }
    }

    private func process(_ events: [InputEvent]) {
        timeout?.cancel()
        timeout = nil
        for event in events { deliver(event) }
        if parser.hasPendingInput {
            arm(after: Self.escapeTimeoutNanoseconds) { $0.parser.flush() }
        } else if parser.isReceivingPaste {
            arm(after: Self.pasteStallTimeoutNanoseconds) { $0.parser.finishInterruptedPaste() }
        }
    }

    private func arm(after nanoseconds: Int, _ drain: @escaping @MainActor (InputReader) -> [InputEvent]) {
        let work = DispatchWorkItem { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.process(drain(self))
            }
        }
        timeout = work
        DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds), execute: work)
    }
}
