import CombineSubset
import Testing
@testable import TerminalUI

/// Nothing holds a weak reference to a view graph: a weak reference moves an object's reference
/// counts to a side table, and every retain and release of it then takes the runtime's slow
/// path. Nodes use their graph on every measure, placement and draw.
@MainActor
@Suite("Graph reference counts")
struct GraphSideTableTests {
    @MainActor final class Settings: ObservableObject {
        @Published var showsField = true
    }

    struct Form: View {
        @ObservedObject var settings: Settings
        @FocusState var nameFocused: Bool
        @State var name = ""
        var body: some View {
            VStack {
                if settings.showsField {
                    TextField("name", text: $name).focused($nameFocused)
                }
                ScrollView {
                    LazyVStack {
                        ForEach(0..<30, id: \.self) { Text("row \($0)") }
                    }
                }
            }
        }
    }

    final class Probe {}

    @Test("The probe sees the side table a weak reference makes")
    func probeSeesWeakReferences() {
        let probe = Probe()
        #expect(!ReferenceCountProbe.usesSlowPath(probe))
        weak let weakProbe = probe
        #expect(weakProbe != nil)
        #expect(ReferenceCountProbe.usesSlowPath(probe))
    }

    @Test("A screen with a focus binding, focus and a lazy list leaves its graph without a side table")
    func graphHasNoSideTable() {
        let host = ViewHost(rootView: Form(settings: Settings()))
        _ = host.snapshot(width: 30, height: 8)
        #expect(host.graph.focusBindingCount == 1)
        #expect(host.graph.focusedNode != nil)
        #expect(!ReferenceCountProbe.usesSlowPath(host.graph))
    }

    @Test("A binding's view that goes away leaves the graph's bindings")
    func removedBindingLeavesTheGraph() {
        let settings = Settings()
        let host = ViewHost(rootView: Form(settings: settings))
        _ = host.snapshot(width: 30, height: 8)
        #expect(host.graph.focusBindingCount == 1)
        settings.showsField = false
        _ = host.snapshot(width: 30, height: 8)
        #expect(host.graph.focusBindingCount == 0)
        #expect(!ReferenceCountProbe.usesSlowPath(host.graph))
    }
}
