import Testing
@testable import TerminalUI

/// Reads whether it is shown in a presentation, and whether it can dismiss one.
private struct PresentedProbe: View {
    @Environment(\.isPresented) private var isPresented
    var body: some View { Text(isPresented ? "presented" : "not presented") }
}

@MainActor private func presenterNodes(in host: ViewHost) -> [ViewNode] {
    var found: [ViewNode] = []
    host.graph.root?.forEachDescendant { node in
        if node.behavior is PresenterBehavior { found.append(node) }
    }
    return found
}

/// A presentation modifier derives the environment of its overlay only while it presents it:
/// rows of a list each holding one (a context menu, an alert) pay nothing for it otherwise.
@MainActor @Suite struct PresenterEnvironmentTests {
    @Test func theOverlayEnvironmentIsDerivedOnlyWhilePresented() throws {
        struct Screen: View {
            @State var showSheet = false
            var body: some View {
                VStack {
                    Button("open") { showSheet = true }
                    ForEach(0..<3, id: \.self) { index in
                        Text("row \(index)").contextMenu { Button("Copy") {} }
                    }
                }
                .sheet(isPresented: $showSheet) { PresentedProbe() }
            }
        }
        let host = ViewHost(rootView: Screen())
        _ = host.snapshot(width: 30, height: 10)
        let presenters = presenterNodes(in: host)
        #expect(presenters.count == 4)
        #expect(presenters.allSatisfy { $0.derivedEnvironments[1] == nil })
        host.press(.tab)
        host.press(.enter)
        #expect(host.snapshot(width: 30, height: 10).contains("presented"))
        #expect(!host.snapshot(width: 30, height: 10).contains("not presented"))
        let sheet = try #require(presenterNodes(in: host).first { $0.children.count == 2 })
        #expect(sheet.derivedEnvironments[1] != nil)
        // The menus, never opened, still derived nothing for an overlay.
        #expect(presenterNodes(in: host).filter { $0 !== sheet }.allSatisfy { $0.derivedEnvironments[1] == nil })
        host.press(.escape)
        #expect(!host.snapshot(width: 30, height: 10).contains("presented"))
    }
}
