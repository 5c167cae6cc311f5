@testable import APIFidelity
import Testing

@Suite struct ParserTests {
    private func signatures(_ text: String) -> [String: String] {
        Dictionary(InterfaceParser.declarations(in: text).map { ($0.key, $0.signature) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func appleAndOurSpellingsOfTheSameDeclarationAgree() {
        let apple = signatures("""
            @available(iOS 13.0, *)
            extension Combine.Publisher where Self.Failure == Swift.Never {
              public func sink(receiveValue: @escaping ((Self.Output) -> Swift.Void)) -> Combine.AnyCancellable
            }
            """)
        let ours = signatures("""
            extension CombineSubset.Publisher where Self.Failure == Swift.Never {
                /// Docs.
                public func sink(receiveValue value: @escaping (Self.Output) -> Void) -> CombineSubset.AnyCancellable
            }
            """)
        #expect(apple == ours)
        #expect(apple["func Publisher.sink(receiveValue:)"] == "public func sink(receiveValue: @escaping (Self.Output) -> ()) -> AnyCancellable where Self.Failure == Never")
    }

    @Test func globalActorFunctionTypesAreSendableEitherWay() {
        // Apple's Swift 5 interface omits the `@Sendable` a Swift 6 build prints for a
        // `@MainActor` function type (implied there, SE-0434); a plain closure stays different.
        let apple = signatures("public struct B {\n  @preconcurrency public init(action: @escaping @_Concurrency.MainActor () -> Swift.Void)\n}")
        let ours = signatures("public struct B {\n  @preconcurrency public init(action: @escaping @MainActor @Sendable () -> ())\n}")
        let plain = signatures("public struct B {\n  @preconcurrency public init(action: @escaping @Sendable () -> ())\n}")
        #expect(apple["init B.init(action:)"] == ours["init B.init(action:)"])
        #expect(ours["init B.init(action:)"] == "@preconcurrency public init(action: @escaping @MainActor () -> ())")
        #expect(plain["init B.init(action:)"] != ours["init B.init(action:)"])
    }

    @Test func isolationAttributesAreCompared() {
        let apple = signatures("@_Concurrency.MainActor @preconcurrency public protocol View {\n}")
        let ours = signatures("public protocol View {\n}")
        #expect(apple["type View"] == "@MainActor @preconcurrency public protocol View")
        #expect(apple != ours)
    }

    @Test func bodiesConditionalsSPIAndInternalsAreSkipped() {
        let declarations = InterfaceParser.declarations(in: """
            #if compiler(>=5.3) && $PrimaryAssociatedTypes2
            public protocol P<A> {
              associatedtype A
            }
            #else
            public protocol P {
              associatedtype A
            }
            #endif
            @usableFromInline
            internal class Hidden {
              public func shown()
            }
            @_spi(Private) public struct Secret {}
            public struct S : Swift.Hashable {
              @inlinable public var x: Swift.Int {
                get { if true { return 1 } else { return 2 } }
              }
              @inlinable public func f(_ a: Swift.Int = 3) -> Swift.Int { return a }
              public let y: Swift.String
            }
            """)
        #expect(declarations.map(\.key) == [
            "type P", "associatedtype P.A", "type S", "conformance S: Hashable", "var S.x", "func S.f(_:)", "var S.y",
        ])
        #expect(declarations.first { $0.key == "type P" }?.signature == "public protocol P<A>")
        #expect(declarations.first { $0.key == "var S.y" }?.signature == "public var y: String { get }")
        #expect(declarations.first { $0.key == "func S.f(_:)" }?.signature == "public func f(_: Int = default) -> Int")
    }

    @Test func operatorsAndSubscriptsHaveNoArgumentLabels() {
        let keys = InterfaceParser.declarations(in: """
            public struct D {
              public static func + (lhs: D, rhs: Swift.Int) -> D
              public subscript(index: Swift.Int) -> Swift.Int { get set }
              public static subscript<E>(_enclosingInstance object: E, wrapped w: Swift.Int) -> Swift.Int where E : AnyObject { get }
            }
            """).map(\.key)
        #expect(keys == ["type D", "func D.+(_:_:)", "subscript D.subscript(_:)", "subscript D.subscript(_enclosingInstance:wrapped:)"])
    }

    @Test func genericBuilderAttributesAndProjectedValuesKeepTheirLabelsAndNames() {
        // `@TabContentBuilder<SelectionValue> content:` is one attribute before the label, and
        // a property wrapper's projection `$isOn` is a name of its own.
        let declarations = signatures("""
            public struct T<SelectionValue> {
              nonisolated public init<C>(selection: SwiftUICore.Binding<SelectionValue>, @SwiftUI.TabContentBuilder<SelectionValue> content: () -> C) where C : SwiftUI.TabContent
              @SwiftUICore.Binding @_projectedValueProperty($isOn) public var isOn: Swift.Bool {
                get
                nonmutating set
              }
              public var $isOn: SwiftUICore.Binding<Swift.Bool> {
                get
              }
            }
            """)
        #expect(declarations["init T.init(selection:content:)"]
            == "nonisolated public init<C>(selection: Binding<SelectionValue>, content: @TabContentBuilder<SelectionValue> () -> C) where C: TabContent")
        #expect(declarations["var T.$isOn"] == "public var $isOn: Binding<Bool> { get }")
        #expect(declarations["var T.isOn"] == "public var isOn: Bool { get nonmutating set }")
    }
}

@Suite struct ManifestTests {
    @Test func malformedLinesAreReportedWithTheirLineNumbers() {
        let text = """
            # comment
            Combine\ttype Just\tpublic struct Just<Output>
            Combine\ttype Just
            Combine\tthing Just\tpublic struct Just<Output>

            Com bine\tfunc Just.f()\tpublic func f()
            Combine\tfunc Just.f()\t
            """
        let (manifest, errors) = Manifest.parse(text)
        #expect(manifest.entries.count == 1)
        #expect(errors.map(\.line) == [3, 4, 6, 7])
    }

    @Test func isolationComparesByEffect() {
        // Apple spells the nonisolated init of a main-actor view; ours is nonisolated by its type.
        let ours = InterfaceParser.declarations(in: """
            nonisolated public struct Text {
              public init(verbatim content: Swift.String)
            }
            nonisolated public struct HStack {
              public init()
            }
            """)
        let (manifest, _) = Manifest.parse("""
            SwiftUICore\ttype Text\tpublic struct Text
            SwiftUICore\tinit Text.init(verbatim:)\tpublic init(verbatim: String)
            SwiftUICore\ttype HStack\t@MainActor @preconcurrency public struct HStack
            SwiftUICore\tinit HStack.init()\tnonisolated public init()
            """)
        let report = FidelityReport.compare(ours: ours, manifest: manifest, linuxExtensions: AnnotationList(items: []), knownDifferences: AnnotationList(items: []))
        #expect(report.matching.map(\.key).sorted() == ["init HStack.init()", "init Text.init(verbatim:)", "type Text"])
        #expect(report.mismatches.map(\.key) == ["type HStack"])
    }

    @Test func manifestEntryWeDoNotImplementIsMissingCoverageNotFailure() {
        let ours = InterfaceParser.declarations(in: "public struct Just<Output> {\n}")
        let (manifest, _) = Manifest.parse("Combine\ttype Just\tpublic struct Just<Output>\nCombine\ttype Empty\tpublic struct Empty<Output>")
        let report = FidelityReport.compare(ours: ours, manifest: manifest, linuxExtensions: AnnotationList(items: []), knownDifferences: AnnotationList(items: []))
        #expect(report.failures.isEmpty)
        #expect(report.matching.count == 1)
        #expect(report.missing.map(\.key) == ["type Empty"])
    }

    @Test func differentDeclarationFailsNamingBothForms() {
        let ours = InterfaceParser.declarations(in: "public struct Just<Output> {\n  public init(value: Output)\n}")
        let (manifest, _) = Manifest.parse("Combine\ttype Just\tpublic struct Just<Output>\nCombine\tinit Just.init(value:)\tpublic init(value: Output) throws")
        let report = FidelityReport.compare(ours: ours, manifest: manifest, linuxExtensions: AnnotationList(items: []), knownDifferences: AnnotationList(items: []))
        #expect(report.failures.count == 1)
        let failure = report.failures.first ?? ""
        #expect(failure.contains("ours:    public init(value: Output)"))
        #expect(failure.contains("Apple's: public init(value: Output) throws"))
    }

    @Test func unknownSymbolFailsUnlessListedAsLinuxExtension() {
        let ours = InterfaceParser.declarations(in: "public final class ViewHost {\n  public func render()\n}")
        let empty = Manifest(entries: [])
        let failing = FidelityReport.compare(ours: ours, manifest: empty, linuxExtensions: AnnotationList(items: []), knownDifferences: AnnotationList(items: []))
        #expect(failing.failures.count == 2)
        let extensions = AnnotationList.parse("ViewHost\tterminal runtime", name: "test").list
        let passing = FidelityReport.compare(ours: ours, manifest: empty, linuxExtensions: extensions, knownDifferences: AnnotationList(items: []))
        #expect(passing.failures.isEmpty)
        #expect(passing.linuxExtensions.count == 2)
    }

    @Test func annotationLinesNeedAReason() {
        let (list, errors) = AnnotationList.parse("ViewHost\tterminal runtime\nCellGrid\n", name: "linux-extensions.tsv")
        #expect(list.items.count == 1)
        #expect(errors == ["linux-extensions.tsv line 2: expected '<symbol or key> TAB <reason>'"])
    }
}

@Suite struct LinuxExtensionUsageTests {
    @Test func usesOutsideLinuxBlocksAreFoundAndInsideAreAllowed() {
        let source = """
            import SwiftUI
            // ViewHost in a comment is fine
            let label = "ViewHost in a string is fine"
            #if os(Linux)
            let host = ViewHost(rootView: EmptyView())
            #else
            let other = ViewHost(rootView: EmptyView())
            #endif
            #if !os(Linux)
            let apple = 1
            #else
            let linux = renderSnapshot(EmptyView(), width: 1, height: 1)
            #endif
            let leak = renderSnapshot(EmptyView(), width: 1, height: 1)
            """
        let uses = LinuxExtensionUsage.uses(in: source, file: "X.swift", identifiers: ["ViewHost", "renderSnapshot"])
        #expect(uses.map(\.line) == [7, 14])
    }
}
