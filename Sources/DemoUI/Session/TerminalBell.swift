#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Rings the terminal bell: BEL written to the controlling terminal, not to stdout (which the
/// terminal runtime redirects into its log while the UI runs). Does nothing without a terminal.
@MainActor public enum TerminalBell {
    private static var descriptor: Int32?

    public static func ring() {
        if descriptor == nil { descriptor = open("/dev/tty", O_WRONLY | O_NOCTTY | O_CLOEXEC) }
        guard let descriptor, descriptor >= 0 else { return }
        var bell: UInt8 = 0x07
        _ = write(descriptor, &bell, 1)
    }
}
