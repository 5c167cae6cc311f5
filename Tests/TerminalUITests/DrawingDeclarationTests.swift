import CombineSubset
import Foundation
import Testing
@testable import TerminalUI

private struct GalleryKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// A screen with a node of every behaviour (see `DrawingDeclarationTests.unreached`).
private struct Gallery: View {
    @State private var text = "field"
    @State private var count = 1
    @State private var pushed = false
    @FocusState private var fieldFocused: Bool
    let subject = PassthroughSubject<Int, Never>()

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 1) {
                    Text("text").bold()
                    Image(systemName: "star")
                    Divider()
                    Color.blue.frame(width: 2, height: 1)
                    ProgressView(value: 0.5).frame(width: 6)
                    Spacer()
                    Text("hidden").hidden()
                    Text("faded").opacity(0.2)
                }
                ZStack {
                    Text("under").padding(.leading, 2)
                    Text("over").offset(x: 8)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                TextField("Field", text: $text).focused($fieldFocused).onSubmit {}.fixedSize()
                Button("button") {}.keyboardShortcut("b").layoutPriority(1)
                Button("disabled") {}.disabled(true)
                Stepper("count \(count)", value: $count)
                Text("focusable").focusable().onKeyPress(.space) { .handled }
                Text("background").background(Color.green).border(Color.red)
                Text("overlay").overlay(Text("o"), alignment: .trailing)
                Text("life").onAppear {}.onChange(of: count) {}.onReceive(subject) { _ in }
                    .preference(key: GalleryKey.self, value: 1)
                    .onPreferenceChange(GalleryKey.self) { _ in }
                GeometryReader { proxy in Text("width \(Int(proxy.size.width))") }.frame(height: 1)
                ScrollViewReader { _ in
                    ScrollView {
                        VStack(spacing: 0) { ForEach(0..<4, id: \.self) { Text("plain \($0)") } }
                    }
                    .frame(height: 2)
                }
                ScrollView {
                    LazyVStack(spacing: 0) { ForEach(0..<6, id: \.self) { Text("lazy \($0)") } }
                }
                .frame(height: 3)
                Group { Text("grouped") }
            }
            .typingFocusesTextField()
            .navigationTitle("Gallery")
            .toolbar { ToolbarItem { Text("tool") } }
            .navigationDestination(isPresented: $pushed) { Text("pushed") }
            .alert("Alert", isPresented: .constant(true)) { Button("OK") {} }
        }
    }
}

@MainActor private final class Fade: ObservableObject {
    @Published var isShown = true
}

private struct FadingLabel: View {
    @ObservedObject var fade: Fade
    var body: some View {
        VStack(spacing: 0) {
            Text("label").opacity(fade.isShown ? 1 : 0)
            Text("below")
        }
    }
}

/// A behaviour draws something of its own (`NodeBehavior.drawsOwnContent`) or only its
/// children. A node whose behaviour says it draws only its children must draw, in its frame,
/// exactly what its children draw there, focused or not: then an update of it alone redraws
/// nothing and cells its children move stay theirs. Checked on a screen holding a node of every
/// behaviour type declared in the engine's sources (those it cannot hold are listed).
@MainActor @Suite struct DrawingDeclarationTests {
    /// Behaviour types the gallery does not hold, with why.
    static let unreached: [String: String] = [
        "CountedLeafBehavior": "a test double",
        "RaisedContentBehavior": "a test double",
    ]

    @Test func aNodeThatDrawsOnlyItsChildrenDrawsWhatTheyDraw() throws {
        let host = ViewHost(rootView: Gallery())
        let size = CellSize(width: 70, height: 40)
        _ = host.render(size: size)
        _ = host.render(size: size)
        let root = try #require(host.graph.root)
        var nodes: [ViewNode] = []
        root.forEachDescendant { nodes.append($0) }
        let presentations = Set(host.graph.presentations.map(ObjectIdentifier.init))
        let focused = host.graph.focusedNode
        var mismatches: [String] = []
        var checkedWithFocusInside = 0
        for node in nodes where !node.behavior.drawsOwnContent && !node.frame.isEmpty {
            // Checked with focus nowhere and, when the node holds focusable views, on the first.
            var inside: ViewNode?
            node.forEachDescendant { if inside == nil, $0.behavior.focusRole($0) != nil { inside = $0 } }
            if inside != nil { checkedWithFocusInside += 1 }
            let focusStates: [ViewNode?] = inside == nil ? [nil] : [nil, inside]
            for focus in focusStates {
                host.graph.focusedNode = focus
                defer { host.graph.focusedNode = focused }
                var alone = Canvas(grid: CellGrid(size: size), clip: node.frame)
                node.draw(into: &alone)
                var children = Canvas(grid: CellGrid(size: size), clip: node.frame)
                for child in node.layoutChildren where !presentations.contains(ObjectIdentifier(child)) {
                    child.draw(into: &children)
                }
                if alone.grid != children.grid {
                    mismatches.append(Self.name(of: node.behavior) + (focus == nil ? " (no focus)" : " (focus inside)"))
                }
            }
        }
        #expect(checkedWithFocusInside > 0, "views around focusable ones are checked with focus inside and not")
        #expect(mismatches.isEmpty, "draw something of their own but say they do not: \(Set(mismatches).sorted())")
        #expect(host.graph.focusedNode === focused, "the check leaves focus where it was")
    }

    @Test func theGalleryHoldsEveryBehaviourType() throws {
        let host = ViewHost(rootView: Gallery())
        _ = host.render(size: CellSize(width: 70, height: 40))
        var seen: Set<String> = []
        host.graph.root?.forEachDescendant { seen.insert(Self.name(of: $0.behavior)) }
        let declared = try Self.declaredBehaviourTypes()
        #expect(declared.count > 30, "\(declared)")
        let missing = declared.subtracting(seen).subtracting(Self.unreached.keys)
        #expect(missing.isEmpty, "add a view with these behaviours to the gallery: \(missing.sorted())")
    }

    /// `opacity` makes the same node hidden or a passthrough: the cells of what the behaviour
    /// it had drew are drawn again when it changes, both ways.
    @Test func aViewFadedOutAndInIsDrawnEachTime() {
        let fade = Fade()
        let host = ViewHost(rootView: FadingLabel(fade: fade))
        let size = CellSize(width: 12, height: 2)
        _ = host.render(size: size)
        for shown in [false, true, false] {
            fade.isShown = shown
            let text = host.render(size: size).plainText
            #expect(text.contains("label") == shown, "\(text)")
            host.invalidateDrawing()
            #expect(text == host.render(size: size).plainText)
        }
    }

    /// `ChangeBehavior<Int>` → `ChangeBehavior`.
    private static func name(of behavior: NodeBehavior) -> String {
        String(String(describing: type(of: behavior)).prefix { $0 != "<" })
    }

    /// The names of the classes the engine's sources (and this target's) derive from a behaviour.
    private static func declaredBehaviourTypes() throws -> Set<String> {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let sources = tests.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/TerminalUI")
        var names: Set<String> = []
        for folder in [sources, tests] {
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
            for file in files where file.pathExtension == "swift" {
                let text = try String(contentsOf: file, encoding: .utf8)
                for match in text.matches(of: /class (\w+)(<[^>]*>)?: \w*Behavior\b/) { names.insert(String(match.1)) }
            }
        }
        return names
    }
}
