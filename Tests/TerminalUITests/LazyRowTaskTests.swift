import Foundation
import Observation
import Testing
@testable import TerminalUI

/// A lazy row's `task` runs while the row is in view, as SwiftUI's does: it is cancelled when
/// the row scrolls out of view (the list keeps the row) and started again when it comes back.
/// A row built as a scroll passes it, and not shown, starts nothing.
@MainActor @Suite struct LazyRowTaskTests {
    private struct TaskList: View {
        let recorder: Recorder
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { index in
                        Text("r\(index)")
                            .onAppear { recorder.events.append("+\(index)") }
                            .task { await waitForCancellation() }
                    }
                }
            }
            .defaultScrollAnchor(.bottom)
        }
    }

    /// A host of the list, five rows high, pinned to the bottom: rows 15 to 19 are shown.
    private func open() -> (Recorder, ViewHost) {
        let recorder = Recorder()
        let host = ViewHost(rootView: TaskList(recorder: recorder))
        _ = host.snapshot(width: 10, height: 5)
        return (recorder, host)
    }

    /// The task of each row the list keeps (shown or not), by the row's `ForEach` id: nil when
    /// none runs.
    private func tasks(in host: ViewHost) throws -> [Int: Task<Void, Never>?] {
        let scroll = try #require(scrollBehavior(in: host))
        var tasks: [Int: Task<Void, Never>?] = [:]
        for (key, row) in scroll.rowStore.rows {
            let index = try #require(key.id.base as? Int)
            var task: Task<Void, Never>?
            row.node.forEachDescendant { if let found = ($0.behavior as? LifecycleBehavior)?.task { task = found } }
            tasks[index] = .some(task)
        }
        return tasks
    }

    @Test func aRowScrolledOutOfViewHasItsTaskCancelled() throws {
        let (_, host) = open()
        let before = try tasks(in: host)
        #expect(before.keys.sorted() == Array(15..<20))
        host.press(.pageUp)
        #expect(host.snapshot(width: 10, height: 5).hasPrefix("r11"))
        let after = try tasks(in: host)
        for index in 16..<20 {
            let task = try #require(before[index] ?? nil)
            #expect(task.isCancelled, "row \(index) left the view and kept its task running")
            #expect(after[index] == .some(nil), "row \(index) is kept out of view with a task")
        }
        // Row 15 is still shown: its task runs on.
        let stayed = try #require(before[15] ?? nil)
        #expect(!stayed.isCancelled)
        #expect(after[15] == .some(stayed))
    }

    @Test func aRowComingBackIntoViewStartsItsTaskAgain() throws {
        let (_, host) = open()
        let first = try tasks(in: host)
        host.press(.pageUp)
        _ = host.snapshot(width: 10, height: 5)
        host.press(.pageDown)
        #expect(host.snapshot(width: 10, height: 5).hasPrefix("r15"))
        let back = try tasks(in: host)
        for index in 16..<20 {
            let old = try #require(first[index] ?? nil)
            let new = try #require(back[index] ?? nil, "row \(index) came back without its task")
            #expect(new != old)
            #expect(!new.isCancelled)
        }
        // Rows 11 to 14 left the view in turn.
        for index in 11..<15 { #expect(back[index] == .some(nil)) }
    }

    @Test func rowsHiddenByAViewportWithNoHeightHaveTheirTasksCancelledAndStartedAgain() throws {
        let (_, host) = open()
        let first = try tasks(in: host)
        _ = host.snapshot(width: 10, height: 0)
        let hidden = try tasks(in: host)
        for index in 15..<20 {
            let task = try #require(first[index] ?? nil)
            #expect(task.isCancelled, "row \(index) is hidden with its task running")
            #expect(hidden[index] == .some(nil))
        }
        #expect(host.snapshot(width: 10, height: 5).hasPrefix("r15"))
        let back = try tasks(in: host)
        for index in 15..<20 {
            let new = try #require(back[index] ?? nil, "row \(index) came back without its task")
            #expect(!new.isCancelled)
        }
    }

    @Test func aRowBuiltAsAScrollPassesItAndNotShownStartsNothing() throws {
        let (recorder, host) = open()
        recorder.events.removeAll()
        // Two pages up before a frame: the first page's rows (11 to 14) are built to be
        // measured, and the frame shows rows 7 to 11.
        host.press(.pageUp)
        host.press(.pageUp)
        #expect(host.snapshot(width: 10, height: 5).hasPrefix("r7"))
        let passed = try tasks(in: host)
        for index in 12..<15 { #expect(passed[index] == .some(nil), "row \(index) was never shown and runs its task") }
        #expect(recorder.events == ["+7", "+8", "+9", "+10", "+11"])
        recorder.events.removeAll()
        host.press(.pageDown)
        #expect(host.snapshot(width: 10, height: 5).hasPrefix("r11"))
        // Shown at last, they appear and start their tasks.
        #expect(recorder.events == ["+12", "+13", "+14", "+15"])
        let shown = try tasks(in: host)
        for index in 12..<15 { #expect((shown[index] ?? nil) != nil) }
    }

    @Observable final class Flag {
        var isOn = false
    }

    /// A row whose task and `onAppear` are on a view an `if` in the row shows.
    private struct FlagRow: View {
        let index: Int
        let recorder: Recorder
        let flag: Flag
        var body: some View {
            if flag.isOn {
                Text("x\(index)")
                    .onAppear { recorder.events.append("+\(index)") }
                    .task { await waitForCancellation() }
            } else {
                Text("r\(index)")
            }
        }
    }

    /// A host of a list of `FlagRow`s, pinned to the bottom.
    private func flagList(_ recorder: Recorder, _ flag: Flag) -> ViewHost {
        ViewHost(rootView: ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<20, id: \.self) { FlagRow(index: $0, recorder: recorder, flag: flag) }
            }
        }
        .defaultScrollAnchor(.bottom))
    }

    @Test func aViewARowKeptOutOfViewShowsStartsNothingUntilTheRowIsShown() throws {
        let recorder = Recorder(), flag = Flag()
        let host = flagList(recorder, flag)
        _ = host.snapshot(width: 10, height: 5)
        host.press(.pageUp)
        #expect(host.snapshot(width: 10, height: 5).hasPrefix("r11"))
        // Rows 16 to 19 are kept out of view; their rows are evaluated again as the flag turns.
        flag.isOn = true
        #expect(host.snapshot(width: 10, height: 5).hasPrefix("x11"))
        // Only the shown rows' views appear (rows are evaluated again in no set order).
        #expect(recorder.events.sorted() == ["+11", "+12", "+13", "+14", "+15"])
        let kept = try tasks(in: host)
        for index in 11..<16 { #expect((kept[index] ?? nil) != nil, "row \(index) is shown without its task") }
        for index in 16..<20 { #expect(kept[index] == .some(nil), "row \(index) is out of view and started its task") }
        recorder.events.removeAll()
        host.press(.pageDown)
        #expect(host.snapshot(width: 10, height: 5).hasPrefix("x15"))
        #expect(recorder.events == ["+16", "+17", "+18", "+19"])
        let shown = try tasks(in: host)
        for index in 16..<20 { #expect((shown[index] ?? nil) != nil, "row \(index) came into view without its task") }
    }

    /// A viewport of no height hides every row, as a scroll does the rows it passes: a view a
    /// hidden row starts showing (its `if` turning true) starts nothing until the viewport has
    /// height again; then the rows, pinned to the bottom as before, show and draw it, and it
    /// appears and starts its task.
    @Test func aViewARowHiddenByAViewportWithNoHeightShowsStartsNothingUntilTheRowIsShown() throws {
        let recorder = Recorder(), flag = Flag()
        let host = flagList(recorder, flag)
        #expect(host.snapshot(width: 10, height: 5).hasPrefix("r15"))
        _ = host.snapshot(width: 10, height: 0)
        flag.isOn = true
        _ = host.snapshot(width: 10, height: 0)
        #expect(recorder.events.isEmpty, "a hidden row's view appeared")
        let hidden = try tasks(in: host)
        for index in 15..<20 { #expect(hidden[index] == .some(nil), "row \(index) is hidden and started its task") }
        #expect(host.snapshot(width: 10, height: 5).hasPrefix("x15"))
        #expect(recorder.events == ["+15", "+16", "+17", "+18", "+19"])
        let shown = try tasks(in: host)
        for index in 15..<20 { #expect((shown[index] ?? nil) != nil, "row \(index) came back without its task") }
    }
}
