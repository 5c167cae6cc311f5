import Observation
import ScreenLines
import Testing
@testable import TerminalUI

/// A scroll view whose content is a conditional is lazy while the branch it shows is a lazy
/// stack, as in SwiftUI; when it shows other content, the rows it kept go: those shown are
/// disposed (with `onDisappear`) and those out of view are released. Back to lazy, the other
/// content is disposed and the rows are built afresh.
@MainActor @Suite struct ScrollContentSwitchTests {
    @Observable final class Model {
        var lazy = true
        var log: [String] = []
    }

    struct Screen: View {
        let model: Model
        var body: some View {
            ScrollView {
                if model.lazy {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<20, id: \.self) { index in
                            Text("r\(index)")
                                .onAppear { model.log.append("+\(index)") }
                                .onDisappear { model.log.append("-\(index)") }
                        }
                    }
                } else {
                    Text("plain")
                        .onAppear { model.log.append("+plain") }
                        .onDisappear { model.log.append("-plain") }
                }
            }
            .defaultScrollAnchor(.bottom)
        }
    }

    /// A host of the screen, five rows high, scrolled up a page: rows 11 to 15 are shown,
    /// rows 16 to 19 kept out of view.
    private func scrolledUp(_ model: Model) throws -> ViewHost {
        let host = ViewHost(rootView: Screen(model: model))
        #expect(host.snapshot(width: 10, height: 5).contains("r19"))
        host.press(.pageUp)
        #expect(host.snapshot(width: 10, height: 5).hasPrefix("r11"))
        let scroll = try #require(scrollBehavior(in: host))
        #expect(scroll.rows != nil, "the conditional's lazy stack is not lazy")
        #expect(scroll.rowStore.count == 9)
        return host
    }

    @Test func rowsGoWhenTheContentStopsBeingLazy() throws {
        let model = Model()
        let host = try scrolledUp(model)
        let scroll = try #require(scrollBehavior(in: host))
        weak let kept = scroll.storedRowNode(id: 19)
        #expect(kept != nil)
        model.log.removeAll()
        model.lazy = false
        #expect(host.snapshot(width: 10, height: 5).hasPrefix("plain"))
        #expect(scroll.rows == nil)
        #expect(scroll.rowStore.count == 0, "the list still keeps its rows")
        #expect(scroll.keptChildNodes.isEmpty)
        #expect(kept == nil, "a row kept out of view outlived the lazy content")
        // The shown rows disappear (those out of view had already), before the content that
        // replaces them appears.
        #expect(model.log == ["-11", "-12", "-13", "-14", "-15", "+plain"])
    }

    @Test func lazyAgainTheRowsAreBuiltAfresh() throws {
        let model = Model()
        let host = try scrolledUp(model)
        let scroll = try #require(scrollBehavior(in: host))
        model.lazy = false
        _ = host.snapshot(width: 10, height: 5)
        let creations = scroll.rowStore.creations
        model.log.removeAll()
        model.lazy = true
        #expect(host.snapshot(width: 10, height: 5).trimmedScreenLines == ["r11", "r12", "r13", "r14", "r15"])
        #expect(scroll.rows != nil)
        // Every row shown is new (none of the rows shown before the switch is taken up again)
        // and appears once, after the content it replaces was disposed.
        #expect(scroll.rowStore.count == 5)
        #expect(scroll.rowStore.creations - creations == 5)
        #expect(model.log == ["-plain", "+11", "+12", "+13", "+14", "+15"])
    }
}

private extension ScrollBehavior {
    /// The node of the row whose `ForEach` id is `id`, if the list keeps it.
    func storedRowNode(id: Int) -> ViewNode? {
        rowStore.rows.first { $0.key.id == AnyHashable(id) }.map(\.value.node)
    }
}
