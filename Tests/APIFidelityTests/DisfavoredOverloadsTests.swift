@testable import APIFidelity
import Foundation
import Testing

@Suite struct DisfavoredOverloadsTests {
    /// A digester dump in the shape `swift-api-digester -dump-sdk` writes: a type holding two
    /// overloads of one initializer, only the generic one disfavored.
    private let dump = """
        {"ABIRoot": {"kind": "Root", "name": "TopLevel", "printedName": "TopLevel", "children": [
          {"kind": "TypeDecl", "name": "TextField", "printedName": "TextField<Label>", "declKind": "Struct", "children": [
            {"kind": "Constructor", "name": "init", "printedName": "init(_:text:)", "declKind": "Constructor",
             "declAttributes": ["DisfavoredOverload"], "children": [
              {"kind": "TypeNominal", "name": "TextField", "printedName": "TerminalUI.TextField<Label>"},
              {"kind": "TypeNominal", "name": "GenericTypeParam", "printedName": "S"},
              {"kind": "TypeNominal", "name": "Binding", "printedName": "TerminalUI.Binding<Swift.String>"}]},
            {"kind": "Constructor", "name": "init", "printedName": "init(_:text:)", "declKind": "Constructor", "children": [
              {"kind": "TypeNominal", "name": "TextField", "printedName": "TerminalUI.TextField<Label>"},
              {"kind": "TypeNominal", "name": "LocalizedStringKey", "printedName": "TerminalUI.LocalizedStringKey"},
              {"kind": "TypeNominal", "name": "Binding", "printedName": "TerminalUI.Binding<Swift.String>"}]}
          ]}
        ]}}
        """

    private let interface = """
        public struct TextField<Label> where Label : TerminalUI.View {
        }
        extension TerminalUI.TextField where Label == TerminalUI.Text {
          public init(_ titleKey: TerminalUI.LocalizedStringKey, text: TerminalUI.Binding<Swift.String>)
          public init<S>(_ title: S, text: TerminalUI.Binding<Swift.String>) where S : Swift.StringProtocol
        }
        """

    @Test func onlyTheOverloadTheDigesterNamesIsMarked() throws {
        let entries = try DisfavoredOverloads.entries(inDigesterDump: Data(dump.utf8))
        #expect(entries == [DisfavoredOverloads.Entry(symbolPath: "TextField.init(_:text:)", parameterTypes: ["S", "Binding<String>"])])
        let marked = DisfavoredOverloads.mark(InterfaceParser.declarations(in: interface), disfavored: entries)
            .filter { $0.key == "init TextField.init(_:text:)" }.map(\.signature).sorted()
        #expect(marked == [
            "@_disfavoredOverload public init<S>(_: S, text: Binding<String>) where Label == Text, S: StringProtocol",
            "public init(_: LocalizedStringKey, text: Binding<String>) where Label == Text",
        ])
    }

    @Test func parameterTypesIgnoreLabelsDefaultsAndAttributes() {
        let types = DisfavoredOverloads.parameterTypes(of: "@MainActor public init<S>(_: S, content: @ViewBuilder () -> Content, scale: Dictionary<String, Int> = default)")
        #expect(types == ["S", "@ViewBuilder () -> Content", "Dictionary<String, Int>"])
        #expect(types.map(DisfavoredOverloads.normalizedType) == ["S", "()->Content", "Dictionary<String,Int>"])
    }

    @Test func theAttributeJoinsTheSortedLeadingAttributes() {
        #expect(DisfavoredOverloads.addingAttribute("@_disfavoredOverload", to: "@preconcurrency @MainActor public func f()")
            == "@MainActor @_disfavoredOverload @preconcurrency public func f()")
    }

    @Test func aDumpWithoutRootIsAnError() {
        #expect(throws: InterfaceDumper.Failure.self) { try DisfavoredOverloads.entries(inDigesterDump: Data("{}".utf8)) }
    }
}
