import Testing
@testable import TerminalUI

/// A scroll view whose content is a group of one lazy stack is lazy, as SwiftUI's
/// `ScrollView { Group { LazyVStack { ... } } }` is; a group of several views is not.
@MainActor @Suite struct ScrollGroupContentTests {
    @Test func aGroupOfALazyStackIsLazy() throws {
        let host = ViewHost(rootView: ScrollView {
            Group {
                LazyVStack(spacing: 0) {
                    ForEach(0..<100, id: \.self) { Text("r\($0)") }
                }
            }
        })
        #expect(host.snapshot(width: 10, height: 5).hasPrefix("r0"))
        let scroll = try #require(scrollBehavior(in: host))
        #expect(scroll.rows != nil, "the group's lazy stack is not lazy")
        #expect(scroll.rowStore.count == 5)
    }

    @Test func aGroupOfSeveralViewsIsNotLazy() throws {
        let host = ViewHost(rootView: ScrollView {
            Group {
                Text("header")
                LazyVStack(spacing: 0) {
                    ForEach(0..<100, id: \.self) { Text("r\($0)") }
                }
            }
        })
        #expect(host.snapshot(width: 10, height: 5).hasPrefix("header"))
        let scroll = try #require(scrollBehavior(in: host))
        #expect(scroll.rows == nil)
        #expect(scroll.rowStore.count == 0)
    }
}
