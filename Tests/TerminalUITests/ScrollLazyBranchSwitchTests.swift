import Foundation
import Observation
import Testing
@testable import TerminalUI

/// A scroll view whose content is a conditional with a lazy stack in each branch: each branch
/// has its own identity, as in SwiftUI. Switching branches releases the rows of the old one
/// (the shown rows disappear first) and shows the new one's rows, built afresh, from the
/// default scroll position, even where both show rows of the same ids.
@MainActor @Suite struct ScrollLazyBranchSwitchTests {
    @Observable final class Model {
        var showsAll = true
        var log: [String] = []
    }

    struct Row: View {
        let index: Int
        let model: Model
        var body: some View {
            Text("r\(index)")
                .onAppear { model.log.append("+\(index)") }
                .onDisappear { model.log.append("-\(index)") }
        }
    }

    struct Screen: View {
        let model: Model
        let all = Array(0..<20)
        let even = Array(stride(from: 0, to: 20, by: 2))
        var body: some View {
            ScrollView {
                if model.showsAll {
                    LazyVStack(spacing: 0) { ForEach(all, id: \.self) { Row(index: $0, model: model) } }
                } else {
                    LazyVStack(spacing: 0) { ForEach(even, id: \.self) { Row(index: $0, model: model) } }
                }
            }
            .defaultScrollAnchor(.bottom)
        }
    }

    /// A host of the screen, five rows high, scrolled up a page: rows 11 to 15 are shown.
    private func scrolledUp(_ model: Model) -> ViewHost {
        let host = ViewHost(rootView: Screen(model: model))
        #expect(host.snapshot(width: 10, height: 5).contains("r19"))
        host.press(.pageUp)
        #expect(host.snapshot(width: 10, height: 5).hasPrefix("r11"))
        return host
    }

    @Test func theOtherBranchShowsItsOwnRowsFromTheDefaultPosition() throws {
        let model = Model()
        let host = scrolledUp(model)
        let scroll = try #require(scrollBehavior(in: host))
        weak let kept = scroll.rowStore.rows.first { $0.key.id == AnyHashable(18) }?.value.node
        #expect(kept != nil)
        let creations = scroll.rowStore.creations
        model.log.removeAll()
        model.showsAll = false
        // Pinned to the bottom again, as the new branch's content starts out.
        let lines = host.snapshot(width: 10, height: 5).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines == ["r10", "r12", "r14", "r16", "r18"])
        #expect(kept == nil, "a row of the old branch was taken up by the new one")
        #expect(scroll.rowStore.creations - creations == 5)
        #expect(model.log == ["-11", "-12", "-13", "-14", "-15", "+18", "+16", "+14", "+12", "+10"])
    }

    @Test func backToTheFirstBranchItsRowsAreBuiltAfresh() throws {
        let model = Model()
        let host = scrolledUp(model)
        model.showsAll = false
        _ = host.snapshot(width: 10, height: 5)
        let scroll = try #require(scrollBehavior(in: host))
        let creations = scroll.rowStore.creations
        model.log.removeAll()
        model.showsAll = true
        #expect(host.snapshot(width: 10, height: 5).hasPrefix("r15"))
        #expect(scroll.rowStore.creations - creations == 5)
        #expect(model.log == ["-10", "-12", "-14", "-16", "-18", "+19", "+18", "+17", "+16", "+15"])
    }
}
