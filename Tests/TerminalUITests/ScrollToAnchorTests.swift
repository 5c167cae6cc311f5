import CombineSubset
import Testing
@testable import TerminalUI

/// `ScrollViewProxy.scrollTo(_:anchor:)` as SwiftUI does it: the row's point at the anchor goes
/// to the same point of the viewport, within the content; without an anchor, the least scroll
/// that shows the row.
@MainActor @Suite struct ScrollToAnchorTests {
    /// Holds the reader's proxy, to scroll from the test as an action would, and the number
    /// of rows.
    @MainActor final class ProxyBox: ObservableObject {
        var proxy: ScrollViewProxy?
        @Published var count: Int
        init(count: Int = 100) { self.count = count }
    }

    /// Rows "n0"…"n(count-1)", one line each except those in `tall` (that many lines: "nK",
    /// then "nK.1"…), in a lazy list or (with `lazy` false) a `VStack` in a scroll view.
    private struct Rows: View {
        @ObservedObject var box: ProxyBox
        var tall: [Int: Int] = [:]
        var lazy = true
        var body: some View {
            ScrollViewReader { proxy in
                Group {
                    if lazy {
                        ScrollView { LazyVStack(alignment: .leading, spacing: 0) { rows } }
                    } else {
                        ScrollView { VStack(alignment: .leading, spacing: 0) { rows } }
                    }
                }
                .onAppear { box.proxy = proxy }
            }
        }
        private var rows: some View {
            ForEach(0..<box.count, id: \.self) { index in
                Text((["n\(index)"] + (1..<(tall[index] ?? 1)).map { "n\(index).\($0)" }).joined(separator: "\n"))
            }
        }
    }

    private func lines(_ host: ViewHost, height: Int = 5) -> [String] {
        ControlScreen.lines(host, width: 6, height: height)
    }

    private func scrolled(to id: Int, anchor: UnitPoint?, in view: Rows, from start: Int? = nil) -> [String] {
        let host = ViewHost(rootView: view)
        _ = lines(host)
        if let start {
            view.box.proxy?.scrollTo(start, anchor: .top)
            _ = lines(host)
        }
        view.box.proxy?.scrollTo(id, anchor: anchor)
        return lines(host)
    }

    private func range(_ rows: ClosedRange<Int>) -> [String] { rows.map { "n\($0)" } }

    @Test("Top, bottom and center align the row's point with the viewport's")
    func anchorsAlignTheRow() {
        #expect(scrolled(to: 50, anchor: .top, in: Rows(box: ProxyBox())) == range(50...54))
        #expect(scrolled(to: 50, anchor: .bottom, in: Rows(box: ProxyBox())) == range(46...50))
        #expect(scrolled(to: 50, anchor: .center, in: Rows(box: ProxyBox())) == range(48...52))
        #expect(scrolled(to: 50, anchor: UnitPoint(x: 0, y: 0.25), in: Rows(box: ProxyBox())) == range(49...53))
    }

    @Test("A row near the start or the end stays within the content")
    func anchorsAreClampedToTheContent() {
        #expect(scrolled(to: 1, anchor: .center, in: Rows(box: ProxyBox()), from: 50) == range(0...4))
        #expect(scrolled(to: 2, anchor: .bottom, in: Rows(box: ProxyBox()), from: 50) == range(0...4))
        #expect(scrolled(to: 98, anchor: .center, in: Rows(box: ProxyBox())) == range(95...99))
        #expect(scrolled(to: 97, anchor: .top, in: Rows(box: ProxyBox())) == range(95...99))
    }

    @Test("Rows of several lines: centred by their middle; one taller than the viewport by its middle too")
    func tallRows() {
        let three = scrolled(to: 50, anchor: .center, in: Rows(box: ProxyBox(), tall: [50: 3]))
        #expect(three == ["n49", "n50", "n50.1", "n50.2", "n51"])
        let bottom = scrolled(to: 50, anchor: .bottom, in: Rows(box: ProxyBox(), tall: [50: 3]))
        #expect(bottom == ["n48", "n49", "n50", "n50.1", "n50.2"])
        let nine = scrolled(to: 50, anchor: .center, in: Rows(box: ProxyBox(), tall: [50: 9]))
        #expect(nine == ["n50.2", "n50.3", "n50.4", "n50.5", "n50.6"])
    }

    @Test("Without an anchor: no scroll when shown whole, else the least that shows it")
    func noAnchorScrollsTheLeast() {
        #expect(scrolled(to: 3, anchor: nil, in: Rows(box: ProxyBox())) == range(0...4))
        #expect(scrolled(to: 10, anchor: nil, in: Rows(box: ProxyBox())) == range(6...10))
        #expect(scrolled(to: 45, anchor: nil, in: Rows(box: ProxyBox()), from: 50) == range(45...49))
        #expect(scrolled(to: 52, anchor: nil, in: Rows(box: ProxyBox()), from: 50) == range(50...54))
        let partly = scrolled(to: 54, anchor: nil, in: Rows(box: ProxyBox(), tall: [54: 2]), from: 50)
        #expect(partly == ["n51", "n52", "n53", "n54", "n54.1"])
    }

    @Test("The last row at the bottom follows rows appended after; any other row stays where it was put")
    func bottomOfTheLastRowPins() {
        let box = ProxyBox(count: 20)
        let host = ViewHost(rootView: Rows(box: box))
        _ = lines(host)
        box.proxy?.scrollTo(19, anchor: .bottom)
        #expect(lines(host) == range(15...19))
        box.count = 22
        #expect(lines(host) == range(17...21))
        box.proxy?.scrollTo(10, anchor: .bottom)
        #expect(lines(host) == range(6...10))
        box.count = 24
        #expect(lines(host) == range(6...10))
    }

    @Test("A non-lazy scroll view's rows take anchors too")
    func nonLazyScrollView() {
        #expect(scrolled(to: 50, anchor: .center, in: Rows(box: ProxyBox(), lazy: false)) == range(48...52))
        #expect(scrolled(to: 50, anchor: .bottom, in: Rows(box: ProxyBox(), lazy: false)) == range(46...50))
        #expect(scrolled(to: 98, anchor: .center, in: Rows(box: ProxyBox(), lazy: false)) == range(95...99))
    }
}
