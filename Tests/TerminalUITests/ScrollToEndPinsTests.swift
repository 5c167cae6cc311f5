import CombineSubset
import Foundation
import Testing
@testable import TerminalUI

/// A lazy list scrolled to its end follows rows appended after, also when the last row ends
/// exactly at the viewport's bottom; a list with spacing is not taken to its end early.
@MainActor @Suite struct ScrollToEndPinsTests {
    @MainActor final class Model: ObservableObject {
        @Published var count: Int
        init(count: Int) { self.count = count }
    }

    /// Rows "n0"…, each `lines` tall ("nK", "nK.1"…), `spacing` apart.
    private struct Rows: View {
        @ObservedObject var model: Model
        var lines = 1
        var spacing = 0
        var body: some View {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: CGFloat(spacing)) {
                    ForEach(0..<model.count, id: \.self) { index in
                        Text((["n\(index)"] + (1..<lines).map { "n\(index).\($0)" }).joined(separator: "\n"))
                    }
                }
            }
        }
    }

    private func lines(_ host: ViewHost, height: Int) -> [String] {
        ControlScreen.lines(host, width: 6, height: height)
    }

    @Test("PageDown to the last row ending exactly at the bottom: appended rows show")
    func exactEndFollows() {
        let model = Model(count: 11)
        let host = ViewHost(rootView: Rows(model: model))
        _ = lines(host, height: 3)
        for _ in 0..<4 { host.press(.pageDown) }
        #expect(lines(host, height: 3) == ["n8", "n9", "n10"])
        model.count = 12
        #expect(lines(host, height: 3) == ["n9", "n10", "n11"])
    }

    @Test("The wheel to the exact end follows too")
    func wheelToTheEndFollows() {
        let model = Model(count: 9)
        let host = ViewHost(rootView: Rows(model: model))
        _ = lines(host, height: 3)
        for _ in 0..<2 { ControlScreen.mouse(host, .wheelDown, x: 0, y: 0) }
        #expect(lines(host, height: 3) == ["n6", "n7", "n8"])
        model.count = 10
        #expect(lines(host, height: 3) == ["n7", "n8", "n9"])
    }

    @Test("With spacing, a page down in the middle stays in the middle")
    func spacedRowsDoNotJumpToTheEnd() {
        let host = ViewHost(rootView: Rows(model: Model(count: 20), lines: 2, spacing: 1))
        #expect(lines(host, height: 5) == ["n0", "n0.1", "", "n1", "n1.1"])
        host.press(.pageDown)
        #expect(lines(host, height: 5) == ["n1.1", "", "n2", "n2.1", ""])
    }
}
