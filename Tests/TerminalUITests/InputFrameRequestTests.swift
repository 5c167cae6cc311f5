import Testing
@testable import TerminalUI

/// A key or wheel event that scrolls changes what is shown without changing any state: the host
/// still asks its backend for a frame (the terminal renders only when asked, so PageUp once
/// left the screen as it was until something else drew).
@MainActor @Suite struct InputFrameRequestTests {
    struct Feed: View {
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<50, id: \.self) { Text("row \($0)") }
                }
            }
            .defaultScrollAnchor(.bottom)
        }
    }

    @Test func scrollingByKeyOrWheelRequestsAFrame() {
        let host = ViewHost(rootView: Feed())
        var requests = 0
        host.onInvalidate = { requests += 1 }
        let bottom = host.snapshot(width: 10, height: 5)

        #expect(host.handle(.key(TerminalKeyEvent(.pageUp))))
        #expect(requests == 1)
        let pagedUp = host.snapshot(width: 10, height: 5)
        #expect(pagedUp != bottom)

        #expect(ControlScreen.mouse(host, .wheelUp, x: 2, y: 2))
        #expect(requests == 2)
        #expect(host.snapshot(width: 10, height: 5) != pagedUp)
    }

    @Test func anIgnoredEventRequestsNoFrame() {
        let host = ViewHost(rootView: Text("still"))
        var requests = 0
        host.onInvalidate = { requests += 1 }
        _ = host.snapshot(width: 10, height: 2)
        #expect(!host.handle(.key(TerminalKeyEvent(.character("x")))))
        #expect(requests == 0)
    }
}
