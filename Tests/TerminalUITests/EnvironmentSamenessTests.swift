import Testing
@testable import TerminalUI

private struct Plain { let value: Int }
private final class Reference {}
private struct FreshEquatable: Equatable { let value: Int }
private struct FreshOptionalContent: Equatable { let value: Int }

/// When two environment values count as the same (a write of the same value keeps the version),
/// and that how values of a type compare is worked out once per type.
@MainActor @Suite struct EnvironmentSamenessTests {
    @Test func equatableValuesCompareWithEquals() {
        #expect(EnvironmentValueSameness.areSame(3, 3))
        #expect(!EnvironmentValueSameness.areSame(3, 4))
        #expect(EnvironmentValueSameness.areSame("a", "a"))
        #expect(!EnvironmentValueSameness.areSame(3, "3"))
        #expect(!EnvironmentValueSameness.areSame(3, 3.0))
    }

    @Test func optionalsCompareByTheirContents() {
        #expect(EnvironmentValueSameness.areSame(Int?.none as Any, Int?.none as Any))
        #expect(EnvironmentValueSameness.areSame(Int?.some(2) as Any, Int?.some(2) as Any))
        #expect(!EnvironmentValueSameness.areSame(Int?.some(2) as Any, Int?.none as Any))
        #expect(!EnvironmentValueSameness.areSame(Int?.some(2) as Any, Int?.some(5) as Any))
        #expect(EnvironmentValueSameness.areSame(Int??.some(nil) as Any, Int??.some(nil) as Any))
        #expect(!EnvironmentValueSameness.areSame(Int??.some(nil) as Any, Int??.none as Any))
        // An optional existential compares what it holds, by the type of what it holds.
        let one: (any Sendable)? = 1, alsoOne: (any Sendable)? = 1, text: (any Sendable)? = "1"
        #expect(EnvironmentValueSameness.areSame(one as Any, alsoOne as Any))
        #expect(!EnvironmentValueSameness.areSame(one as Any, text as Any))
        let plain: (any Sendable)? = nil
        #expect(EnvironmentValueSameness.areSame(plain as Any, plain as Any))
        // An optional of something that cannot be compared is the same only when empty.
        #expect(!EnvironmentValueSameness.areSame(Plain?.some(Plain(value: 1)) as Any, Plain?.some(Plain(value: 1)) as Any))
    }

    @Test func objectsCompareByIdentityAndActionsByTheirIdentity() {
        let object = Reference()
        #expect(EnvironmentValueSameness.areSame(object, object))
        #expect(!EnvironmentValueSameness.areSame(object, Reference()))
        let action = DismissAction {}
        let copy = action
        #expect(EnvironmentValueSameness.areSame(action, copy))
        #expect(!EnvironmentValueSameness.areSame(action, DismissAction {}))
    }

    @Test func valuesThatCannotBeComparedAreNeverTheSame() {
        #expect(!EnvironmentValueSameness.areSame(Plain(value: 1), Plain(value: 1)))
    }

    @Test func howATypeComparesIsDecidedOnceAndThenReused() {
        #expect(!EnvironmentValueSameness.hasDecided(FreshEquatable.self))
        #expect(!EnvironmentValueSameness.hasDecided(FreshOptionalContent?.self))
        #expect(EnvironmentValueSameness.areSame(FreshEquatable(value: 1), FreshEquatable(value: 1)))
        #expect(!EnvironmentValueSameness.areSame(FreshEquatable(value: 1), FreshEquatable(value: 2)))
        #expect(EnvironmentValueSameness.hasDecided(FreshEquatable.self))
        let some: FreshOptionalContent? = FreshOptionalContent(value: 1)
        #expect(EnvironmentValueSameness.areSame(some as Any, some as Any))
        #expect(EnvironmentValueSameness.hasDecided(FreshOptionalContent?.self))
        #expect(EnvironmentValueSameness.hasDecided(FreshOptionalContent.self))
    }

    @Test func writingTheSameValueKeepsTheVersion() {
        var environment = EnvironmentValues()
        environment.stackAxis = .vertical
        let version = environment.version
        environment.stackAxis = .vertical
        #expect(environment.version == version)
        environment.stackAxis = nil
        #expect(environment.version != version)
    }
}
