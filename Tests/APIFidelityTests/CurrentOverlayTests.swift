@testable import APIFidelity
import Testing

/// `apple-current.tsv`: Apple's current declarations replacing iOS 18 manifest lines.
@Suite struct CurrentOverlayTests {
    private let manifest = Manifest.parse("""
        SwiftUICore\ttype HStack\t@MainActor @preconcurrency public struct HStack<Content> where Content: View
        SwiftUICore\ttype Spacer\t@MainActor @preconcurrency public struct Spacer
        SwiftUICore\tvar Spacer.minLength\t@MainActor @preconcurrency public var minLength: CGFloat? { get set }
        SwiftUICore\tinit ObservedObject.init(wrappedValue:)\tnonisolated public init(wrappedValue: ObjectType)
        SwiftUICore\ttype ObservedObject\t@MainActor @preconcurrency @propertyWrapper public struct ObservedObject<ObjectType> where ObjectType: ObservableObject
        SwiftUI\ttype ButtonStyle\t@MainActor @preconcurrency public protocol ButtonStyle
        SwiftUI\tfunc ButtonStyle.makeBody(configuration:)\t@MainActor @ViewBuilder @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
        """).manifest

    private func compare(_ ours: String, overlay text: String) -> FidelityReport {
        let (overlay, errors) = CurrentOverlay.parse(text, manifest: manifest)
        #expect(errors.isEmpty)
        return FidelityReport.compare(ours: InterfaceParser.declarations(in: ours), manifest: manifest,
                                      linuxExtensions: AnnotationList(items: []), knownDifferences: AnnotationList(items: []),
                                      overlay: overlay)
    }

    @Test func malformedLinesFailWithTheirLineNumbers() {
        let (overlay, errors) = CurrentOverlay.parse("""
            # comment
            type HStack\t@frozen nonisolated struct HStack<Content> where Content : View\tdocumentation/swiftui/hstack
            type HStack\t@frozen nonisolated struct HStack<Content> where Content : View
            thing HStack\tstruct HStack\tdocumentation/swiftui/hstack
            type HStack\tstruct HStack\thttps://example.invalid/documentation/swiftui/hstack

            type HStack\tstruct VStack\tdocumentation/swiftui/hstack
            init Spacer.init(minLength:)\tvar minLength: CGFloat?\tdocumentation/swiftui/spacer/init(minlength:)
            """, manifest: manifest)
        #expect(overlay.entries.map(\.line) == [2])
        #expect(errors.map { $0.components(separatedBy: ":").first ?? "" } == [
            "apple-current.tsv line 3", "apple-current.tsv line 4", "apple-current.tsv line 5",
            "apple-current.tsv line 7", "apple-current.tsv line 8",
        ])
    }

    @Test func documentationDeclarationsAreNormalizedLikeTheManifest() {
        let (overlay, errors) = CurrentOverlay.parse("""
            init ObservedObject.init(wrappedValue:)\t@MainActor @export(implementation) @preconcurrency init(wrappedValue: ObjectType)\tdocumentation/swiftui/observedobject/init(wrappedvalue:)
            var Spacer.minLength\tvar minLength: CGFloat?\tdocumentation/swiftui/spacer/minlength
            func ButtonStyle.makeBody(configuration:)\t@ContentBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body\tdocumentation/swiftui/buttonstyle/makebody(configuration:)
            """, manifest: manifest)
        #expect(errors.isEmpty)
        #expect(overlay.entries.map(\.signature) == [
            "@MainActor @preconcurrency public init(wrappedValue: ObjectType)",
            "public var minLength: CGFloat? { get set }",
            "@ContentBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body",
        ])
    }

    @Test func overlayReplacesTheIOS18Line() {
        let ours = "nonisolated public struct HStack<Content> where Content : View {\n}"
        let without = compare(ours, overlay: "")
        #expect(without.mismatches.map(\.key) == ["type HStack"])
        let with = compare(ours, overlay: "type HStack\t@frozen nonisolated struct HStack<Content> where Content : View\tdocumentation/swiftui/hstack")
        #expect(with.failures.isEmpty)
        #expect(with.matching.map(\.key) == ["type HStack"])
        #expect(with.currentDeclarationSources == ["type HStack": "documentation/swiftui/hstack"])
    }

    @Test func aTypeLineLeavesItsMembersIOS18LinesAsTheyAre() {
        let ours = "nonisolated public struct Spacer {\n  public var minLength: CGFloat?\n}"
        let typeOnly = compare(ours, overlay: "type Spacer\t@frozen struct Spacer\tdocumentation/swiftui/spacer")
        #expect(typeOnly.mismatches.map(\.key) == ["var Spacer.minLength"])
        #expect(typeOnly.mismatches.first?.apples.first?.hasPrefix("@MainActor @preconcurrency") == true)
        let both = compare(ours, overlay: """
            type Spacer\t@frozen struct Spacer\tdocumentation/swiftui/spacer
            var Spacer.minLength\tvar minLength: CGFloat?\tdocumentation/swiftui/spacer/minlength
            """)
        #expect(both.failures.isEmpty)
    }

    @Test func aDifferentCurrentDeclarationFailsNamingItsPage() {
        let ours = "@MainActor @preconcurrency @propertyWrapper public struct ObservedObject<ObjectType> where ObjectType : ObservableObject {\n  nonisolated public init(wrappedValue: ObjectType)\n}"
        let report = compare(ours, overlay: "init ObservedObject.init(wrappedValue:)\t@MainActor @preconcurrency init(wrappedValue: ObjectType)\tdocumentation/swiftui/observedobject/init(wrappedvalue:)")
        #expect(report.failures.count == 1)
        #expect(report.failures.first?.contains("documentation/swiftui/observedobject/init(wrappedvalue:)") == true)
    }

    @Test func anOverlayLineForASymbolNotInTheManifestIsReportedNotAFailure() {
        let report = compare("nonisolated public struct HStack<Content> where Content : View {\n}", overlay: """
            type HStack\t@frozen nonisolated struct HStack<Content> where Content : View\tdocumentation/swiftui/hstack
            type Grid\t@frozen nonisolated struct Grid<Content> where Content : View\tdocumentation/swiftui/grid
            """)
        #expect(report.failures.isEmpty)
        #expect(report.orphanOverlayEntries.map(\.key) == ["type Grid"])
    }
    @Test func anOverlayLineNamingAModuleAddsADeclarationTheManifestLacks() {
        let (overlay, errors) = CurrentOverlay.parse("""
            type UIColor\tclass UIColor\tdocumentation/uikit/uicolor\tUIKit
            var UIColor.red\tclass var red: UIColor { get }\tdocumentation/uikit/uicolor/red\tUIKit
            type Grid\t@frozen nonisolated struct Grid<Content> where Content : View\tdocumentation/swiftui/grid
            type Bad\tstruct Bad\tdocumentation/swiftui/bad\tNot A Module
            """, manifest: manifest)
        #expect(errors.count == 1 && errors.first?.contains("line 4") == true)
        let extended = overlay.addingDeclarations(to: manifest)
        #expect(extended.entries.count == manifest.entries.count + 2)
        #expect(extended.entries.last?.module == "UIKit")
        let report = FidelityReport.compare(ours: InterfaceParser.declarations(in: "public class UIColor {\n  public static var red: UIColor { get }\n}"),
                                            manifest: extended, linuxExtensions: AnnotationList(items: []),
                                            knownDifferences: AnnotationList(items: []), overlay: overlay)
        // Ours declares `static var`, Apple `class var`: a failure naming the page.
        #expect(report.failures.count == 1)
        #expect(report.failures.first?.contains("documentation/uikit/uicolor/red") == true)
        #expect(report.matching.map(\.key) == ["type UIColor"])
        #expect(report.orphanOverlayEntries.map(\.key) == ["type Grid"])
    }
    @Test func anOpenMemberMatchesTheDocumentationsDeclaration() {
        let (overlay, errors) = CurrentOverlay.parse("""
            type UIColor\tclass UIColor\tdocumentation/uikit/uicolor\tUIKit
            func UIColor.withAlphaComponent(_:)\tfunc withAlphaComponent(_ alpha: CGFloat) -> UIColor\tdocumentation/uikit/uicolor/withalphacomponent(_:)\tUIKit
            """, manifest: manifest)
        #expect(errors.isEmpty)
        let ours = "open class UIColor {\n  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor\n}"
        let report = FidelityReport.compare(ours: InterfaceParser.declarations(in: ours), manifest: overlay.addingDeclarations(to: manifest),
                                            linuxExtensions: AnnotationList(items: []), knownDifferences: AnnotationList(items: []),
                                            overlay: overlay)
        #expect(report.failures.isEmpty)
        #expect(Set(report.matching.map(\.key)) == ["type UIColor", "func UIColor.withAlphaComponent(_:)"])
        // Against an interface (manifest) line, `open` and `public` still differ.
        let manifestOnly = Manifest.parse("UIKit\tfunc UIColor.withAlphaComponent(_:)\tpublic func withAlphaComponent(_: CGFloat) -> UIColor").manifest
        let strict = FidelityReport.compare(ours: InterfaceParser.declarations(in: ours), manifest: manifestOnly,
                                            linuxExtensions: AnnotationList(items: [AnnotationList.Item(pattern: "type UIColor", reason: "test", line: 1)]),
                                            knownDifferences: AnnotationList(items: []))
        #expect(strict.mismatches.map(\.key) == ["func UIColor.withAlphaComponent(_:)"])
    }
}
