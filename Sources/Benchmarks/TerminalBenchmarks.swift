import Foundation
import SwiftUI
import TerminalUI

/// The terminal backend on a full 200×60 chat-like screen:
/// - bytes written for one keystroke in the focused text field, against a full redraw;
/// - CPU time per frame (view update + diff + encoding) for that keystroke, against a full redraw;
/// - idle CPU of the real runtime on a pseudo-terminal with a static screen over 5 s, against
///   what redrawing that screen at 60 fps for 5 s would cost.
@MainActor func runTerminalBenchmarks() {
    print("== Terminal: 200×60 screen, one keystroke vs full redraw")
    let size = CellSize(width: 200, height: 60)
    let host = ViewHost(rootView: TerminalBenchmarkScreen())
    var writer = TerminalWriter(colorMode: .trueColor)
    let first = writer.frame(host.render(size: size), cursorPosition: host.cursorPosition)

    host.type("x")
    let keystroke = writer.frame(host.render(size: size), cursorPosition: host.cursorPosition)
    writer.invalidate()
    let fullRedraw = writer.frame(host.render(size: size), cursorPosition: host.cursorPosition)
    print("bytes: keystroke \(keystroke.count) B (aim < 64), full redraw \(fullRedraw.count) B, first frame \(first.count) B; ratio full/keystroke = \(fullRedraw.count / max(1, keystroke.count))×")

    let rounds = 200
    let keystrokeTime = cpuSeconds {
        for index in 0..<rounds {
            host.type(index % 2 == 0 ? "y" : "z")
            _ = writer.frame(host.render(size: size), cursorPosition: host.cursorPosition)
        }
    }
    let fullTime = cpuSeconds {
        for _ in 0..<rounds {
            host.type("w")
            writer.invalidate()
            _ = writer.frame(host.render(size: size), cursorPosition: host.cursorPosition)
        }
    }
    // The writer alone: two prebuilt frames one cell apart, alternated (no view work, no copying).
    var diffOnlyWriter = TerminalWriter(colorMode: .trueColor)
    let gridA = host.render(size: size)
    var gridB = gridA
    gridB.put("#", x: 10, y: 59, style: .plain)
    _ = diffOnlyWriter.frame(gridA, cursorPosition: nil)
    let writerKeystrokeTime = cpuSeconds {
        for index in 0..<rounds {
            _ = diffOnlyWriter.frame(index % 2 == 0 ? gridB : gridA, cursorPosition: nil)
        }
    }
    let writerFullTime = cpuSeconds {
        for _ in 0..<rounds {
            diffOnlyWriter.invalidate()
            _ = diffOnlyWriter.frame(gridA, cursorPosition: nil)
        }
    }
    print(String(format: "CPU per frame (view update + write): keystroke %.0f µs, full redraw %.0f µs, ratio %.1f×",
                 keystrokeTime / Double(rounds) * 1e6, fullTime / Double(rounds) * 1e6, fullTime / keystrokeTime))
    print(String(format: "CPU per frame (writer only): keystroke %.0f µs, full redraw %.0f µs, ratio %.1f×",
                 writerKeystrokeTime / Double(rounds) * 1e6, writerFullTime / Double(rounds) * 1e6, writerFullTime / writerKeystrokeTime))
    TerminalIdleBenchmark.run(fullRedrawCPUSeconds: fullTime / Double(rounds))
}

/// What the terminal writer sends for one message appended to an open channel (the SDK
/// benchmark's first frame and the frame after the append): with the moved lines scrolled by
/// the terminal, without (every moved line rewritten), and a full redraw; and the writer's CPU
/// per append frame both ways (the scroll search included).
func printAppendTerminalBytes(from before: CellGrid, to after: CellGrid) {
    func writer(scrolling: Bool) -> TerminalWriter {
        var writer = TerminalWriter(colorMode: .trueColor)
        writer.scrollsMovedLines = scrolling
        return writer
    }
    func appendBytes(scrolling: Bool) -> [UInt8] {
        var appendWriter = writer(scrolling: scrolling)
        _ = appendWriter.frame(before, cursorPosition: nil)
        return appendWriter.frame(after, cursorPosition: nil)
    }
    var fullWriter = writer(scrolling: true)
    let scrolled = appendBytes(scrolling: true).count, rewritten = appendBytes(scrolling: false).count
    let full = fullWriter.frame(after, cursorPosition: nil).count
    print("terminal bytes for the append (\(after.width)×\(after.height)): \(scrolled) B scrolling moved lines, \(rewritten) B rewriting them (\(String(format: "%.1f", Double(rewritten) / Double(max(1, scrolled))))× fewer), full redraw \(full) B")
    let rounds = 200
    func writerSeconds(scrolling: Bool) -> Double {
        var timedWriter = writer(scrolling: scrolling)
        return cpuSeconds {
            // Alternating frames: the lines move up, then back down.
            for index in 0..<rounds { _ = timedWriter.frame(index % 2 == 0 ? before : after, cursorPosition: nil) }
        }
    }
    let scrollingTime = writerSeconds(scrolling: true), rewritingTime = writerSeconds(scrolling: false)
    print(String(format: "writer CPU per append frame: %.0f µs scrolling, %.0f µs rewriting (ratio %.2f)",
                 scrollingTime / Double(rounds) * 1e6, rewritingTime / Double(rounds) * 1e6, scrollingTime / rewritingTime))
}

/// A chat transcript filling the screen above a focused message field.
struct TerminalBenchmarkScreen: View {
    @State private var draft = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<58, id: \.self) { row in
                Text("user\(row % 7): message \(row) — " + String(repeating: "lorem ipsum dolor sit amet ", count: 6))
                    .foregroundColor(row % 3 == 0 ? .blue : nil)
                    .lineLimit(1)
            }
            TextField("Message", text: $draft)
        }
    }
}

/// CPU time (user + system) of this process spent in `work`, in seconds.
func cpuSeconds(_ work: () -> Void) -> Double {
    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    let start = now()
    work()
    return now() - start
}
