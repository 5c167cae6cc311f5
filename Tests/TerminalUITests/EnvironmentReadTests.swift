import Testing
@testable import TerminalUI

private protocol Shade: Sendable {
    var name: String { get }
}

private struct Plain: Shade { let name: String }

private class Base: @unchecked Sendable { let name: String; init(name: String) { self.name = name } }
private final class Derived: Base, @unchecked Sendable {}

private struct ShadeKey: EnvironmentKey { static let defaultValue: any Shade = Plain(name: "default") }
private struct BaseKey: EnvironmentKey { static let defaultValue: Base? = nil }
private struct CountKey: EnvironmentKey { static let defaultValue: Int? = 7 }

/// A key's value reads back as written, whether it is stored as its own type (read without a
/// dynamic cast) or as another (an existential's or a superclass's value holds its dynamic type).
@MainActor @Suite struct EnvironmentReadTests {
    @Test func valuesReadBackAsWritten() {
        var environment = EnvironmentValues()
        #expect(environment[ShadeKey.self].name == "default" && environment[BaseKey.self] == nil && environment[CountKey.self] == 7)
        environment[ShadeKey.self] = Plain(name: "plain")
        environment[BaseKey.self] = Derived(name: "derived")
        environment[CountKey.self] = nil
        #expect(environment[ShadeKey.self].name == "plain")
        #expect(environment[BaseKey.self]?.name == "derived")
        #expect(environment[CountKey.self] == nil, "an optional key written nil reads nil, not its default")
        environment.font = .title
        environment.lineLimit = 2
        #expect(environment.font == .title && environment.lineLimit == 2)
    }
}
