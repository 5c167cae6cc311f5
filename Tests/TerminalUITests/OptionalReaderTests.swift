import Observation
import ScreenLines
import Testing
@testable import TerminalUI

/// An `if` without `else` around a view that reconciles only a node of its own kind (a
/// `GeometryReader`): the optional handed the reader its own node to reconcile, a group, and
/// the reader built nothing; what it reads showed only where it was there from the first frame.
@MainActor @Suite struct OptionalReaderTests {
    @Observable final class Model {
        var shows = false
    }

    /// A body that is the `if` itself.
    struct Reader: View {
        let model: Model
        var body: some View {
            if model.shows {
                GeometryReader { proxy in
                    Text("read \(Int(proxy.size.height / 16)) lines")
                        .frame(width: proxy.size.width, height: proxy.size.height, alignment: .bottom)
                }
            }
        }
    }

    /// The reader inside a stack: the optional is an element there.
    struct Stacked: View {
        let model: Model
        var body: some View {
            VStack(spacing: 0) {
                if model.shows {
                    GeometryReader { proxy in Text("stacked \(Int(proxy.size.height / 16))") }
                }
                Text("bottom")
            }
        }
    }

    @Test func aReaderThatAppearsReadsItsSize() {
        let model = Model()
        let host = ViewHost(rootView: ZStack(alignment: .bottom) {
            Color.blue
            Reader(model: model)
        })
        #expect(!host.snapshot(width: 20, height: 5).contains("read"))
        model.shows = true
        let shown = host.snapshot(width: 20, height: 5)
        #expect(shown.contains("read 5 lines"), "\(shown)")
        model.shows = false
        #expect(!host.snapshot(width: 20, height: 5).contains("read"))
        model.shows = true
        #expect(host.snapshot(width: 20, height: 5).contains("read 5 lines"))
    }

    @Test func aReaderThatAppearsInAStackReadsItsSize() {
        let model = Model()
        let host = ViewHost(rootView: Stacked(model: model))
        #expect(!host.snapshot(width: 20, height: 5).contains("stacked"))
        model.shows = true
        let shown = host.snapshot(width: 20, height: 5)
        #expect(shown.contains("stacked 4"), "\(shown)")
        #expect(shown.lastScreenLine.contains("bottom"), "\(shown)")
    }
}
