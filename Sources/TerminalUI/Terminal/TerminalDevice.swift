#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real terminal: input fd (stdin), a private duplicate of the output fd for drawing (stdout
/// itself may be redirected into the capture log), raw mode and the window size.
struct TerminalDevice {
    let inputFD: Int32
    let outputFD: Int32
    /// The terminal settings found at start, restored on exit and on suspend.
    let originalSettings: termios

    enum SetupError: Error, CustomStringConvertible {
        case notATerminal
        case settingsUnavailable(Int32)
        var description: String {
            switch self {
            case .notATerminal: return "needs an interactive terminal: stdin and stdout must both be a terminal (not a pipe or a file)"
            case .settingsUnavailable(let code): return "cannot read the terminal settings (\(String(cString: strerror(code))))"
            }
        }
    }

    /// Opens the terminal behind stdin/stdout, failing when either is not a terminal.
    static func open() throws -> TerminalDevice {
        guard isatty(0) == 1, isatty(1) == 1 else { throw SetupError.notATerminal }
        var settings = termios()
        guard tcgetattr(0, &settings) == 0 else { throw SetupError.settingsUnavailable(errno) }
        let output = fcntl(1, F_DUPFD_CLOEXEC, 3)
        return TerminalDevice(inputFD: 0, outputFD: output >= 0 ? output : 1, originalSettings: settings)
    }

    /// Raw mode: no echo, no line editing, no signals from Ctrl-C/Ctrl-Z/Ctrl-\ (they arrive as
    /// bytes and the runtime decides), no CR/LF translation, 8-bit input, reads return per byte.
    func enterRawMode() {
        var raw = originalSettings
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        _ = tcsetattr(inputFD, TCSANOW, &raw)
    }

    /// The byte the terminal's Backspace key sends: its erase character (`VERASE`), 0x7F when
    /// the setting is disabled or not one of the two Backspace bytes.
    var eraseByte: UInt8 {
        var settings = originalSettings
        let erase = withUnsafeBytes(of: &settings.c_cc) { $0[Int(VERASE)] }
        return erase == 0x08 ? 0x08 : 0x7F
    }

    /// The window size in cells; 80×24 when the terminal does not say.
    func size() -> CellSize {
        var window = winsize()
        if ioctl(outputFD, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
            return CellSize(width: Int(window.ws_col), height: Int(window.ws_row))
        }
        return CellSize(width: 80, height: 24)
    }

    /// Writes a whole buffer: one `write()` call unless the terminal accepts only part of it.
    func write(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(outputFD, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && (errno == EINTR || errno == EAGAIN) {
                    continue
                } else {
                    return
                }
            }
        }
    }
}
