import Observation
import Testing
@testable import TerminalUI

/// A host that goes takes its views down, as SwiftUI does those of a window that closes: each
/// view still shown runs its `onDisappear` once, a presented sheet's content too.
@MainActor @Suite struct HostTeardownTests {
    @Observable final class Model {
        var listShown = true
        var log: [String] = []
    }

    struct Screen: View {
        let model: Model
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("Title")
                    .onAppear { model.log.append("+title") }
                    .onDisappear { model.log.append("-title") }
                if model.listShown {
                    Text("List")
                        .onAppear { model.log.append("+list") }
                        .onDisappear { model.log.append("-list") }
                }
            }
            .sheet(isPresented: .constant(true)) {
                Text("Sheet")
                    .onAppear { model.log.append("+sheet") }
                    .onDisappear { model.log.append("-sheet") }
            }
        }
    }

    @Test func aHostFreedRunsTheOnDisappearOfEachViewStillShown() {
        let model = Model()
        var host: ViewHost? = ViewHost(rootView: Screen(model: model))
        #expect(host?.snapshot(width: 20, height: 6).contains("Sheet") == true)
        #expect(model.log.sorted() == ["+list", "+sheet", "+title"])
        model.listShown = false
        _ = host?.snapshot(width: 20, height: 6)
        #expect(model.log.last == "-list")
        model.log.removeAll()
        // Freed on the main actor: the isolated deinit runs at once.
        host = nil
        #expect(model.log.sorted() == ["-sheet", "-title"], "the list had gone already: no second -list")
    }

    @Test func aHostFreedBeforeItBuiltAnythingRunsNothing() {
        let model = Model()
        var host: ViewHost? = ViewHost(rootView: Screen(model: model))
        withExtendedLifetime(host) {}
        host = nil
        #expect(model.log.isEmpty)
    }
}
