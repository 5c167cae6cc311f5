import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import TmuxTestSupport

/// A program the tmux helper starts (and the tmux server it leaves behind) holds no descriptor
/// of the test process: a pipe's write end open in it would keep another test's read of that
/// pipe from ending.
@Suite struct ChildProcessDescriptorTests {
    /// The child reads its descriptors from /proc: without it the check would always say "closed".
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd")))
    func aChildDoesNotInheritAPipeOfTheTestProcess() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)     // without close-on-exec, as Foundation's Pipe makes it
        defer { ends.forEach { close($0) } }
        let writeEnd = ends[1]
        let result = try ChildProcess.run(["sh", "-c", "[ -e /proc/$$/fd/\(writeEnd) ] && echo open || echo closed"])
        #expect(result.output == "closed\n", "descriptor \(writeEnd) in the child: \(result.output)")
    }
}
